CREATE TABLE "discount_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"worth" smallint NOT NULL,
	"count" smallint NOT NULL,
	"used_count" smallint DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "discount_cards_counts" CHECK ("discount_cards"."used_count" between 0 and "discount_cards"."count"),
	CONSTRAINT "discount_cards_worth" CHECK ("discount_cards"."worth" between 1 and 9)
);
--> statement-breakpoint
CREATE TABLE "vip_gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"month" smallint NOT NULL,
	"name" text NOT NULL,
	"level" smallint NOT NULL,
	"monthly_count" smallint NOT NULL,
	"half_price_count" smallint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"ticket_id" integer,
	"discount_card_id" integer
);
--> statement-breakpoint
CREATE TABLE "vip_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"product_id" smallint NOT NULL,
	"name" text NOT NULL,
	"level" smallint NOT NULL,
	"days" smallint NOT NULL,
	"price_fen" bigint NOT NULL,
	"transfer_id" integer,
	"request_id" text NOT NULL,
	"source" smallint DEFAULT 0 NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_orders_kind" CHECK ("vip_orders"."kind" in ('buy', 'trial', 'renew')),
	CONSTRAINT "vip_orders_paid" CHECK (("vip_orders"."kind" = 'trial') = ("vip_orders"."transfer_id" is null)),
	CONSTRAINT "vip_orders_period" CHECK ("vip_orders"."period_end" > "vip_orders"."period_start")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vip_auto_renew" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "set_meals" ADD COLUMN "vip_gift_level" smallint;--> statement-breakpoint
ALTER TABLE "discount_cards" ADD CONSTRAINT "discount_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_gifts" ADD CONSTRAINT "vip_gifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_gifts" ADD CONSTRAINT "vip_gifts_order_id_vip_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."vip_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_gifts" ADD CONSTRAINT "vip_gifts_ticket_id_set_meal_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."set_meal_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_gifts" ADD CONSTRAINT "vip_gifts_discount_card_id_discount_cards_id_fk" FOREIGN KEY ("discount_card_id") REFERENCES "public"."discount_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_orders" ADD CONSTRAINT "vip_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_cards_source_key" ON "discount_cards" USING btree ("source");--> statement-breakpoint
CREATE INDEX "discount_cards_user_idx" ON "discount_cards" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_gifts_order_month_key" ON "vip_gifts" USING btree ("order_id","month");--> statement-breakpoint
CREATE INDEX "vip_gifts_user_idx" ON "vip_gifts" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "vip_gifts_due_idx" ON "vip_gifts" USING btree ("starts_at") WHERE "vip_gifts"."delivered_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "vip_orders_request_key" ON "vip_orders" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "vip_orders_user_idx" ON "vip_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "set_meals_vip_gift_level_key" ON "set_meals" USING btree ("vip_gift_level");