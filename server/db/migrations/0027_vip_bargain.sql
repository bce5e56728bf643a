CREATE TABLE "vip_bargain_helps" (
	"id" serial PRIMARY KEY NOT NULL,
	"bargain_id" integer NOT NULL,
	"helper_id" integer NOT NULL,
	"cut_fen" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_bargains" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" smallint NOT NULL,
	"start_price_fen" bigint NOT NULL,
	"floor_fen" bigint NOT NULL,
	"price_fen" bigint NOT NULL,
	"helps" smallint DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_id" integer,
	CONSTRAINT "vip_bargains_price" CHECK ("vip_bargains"."price_fen" between "vip_bargains"."floor_fen" and "vip_bargains"."start_price_fen")
);
--> statement-breakpoint
ALTER TABLE "vip_bargain_helps" ADD CONSTRAINT "vip_bargain_helps_bargain_id_vip_bargains_id_fk" FOREIGN KEY ("bargain_id") REFERENCES "public"."vip_bargains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_bargain_helps" ADD CONSTRAINT "vip_bargain_helps_helper_id_users_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_bargains" ADD CONSTRAINT "vip_bargains_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_bargains" ADD CONSTRAINT "vip_bargains_order_id_vip_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."vip_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vip_bargain_helps_key" ON "vip_bargain_helps" USING btree ("bargain_id","helper_id");--> statement-breakpoint
CREATE INDEX "vip_bargains_user_idx" ON "vip_bargains" USING btree ("user_id","started_at");