CREATE TABLE "set_meal_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"set_meal_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"name" text NOT NULL,
	"scope" smallint NOT NULL,
	"pkg_expert_id" integer,
	"look_count" smallint NOT NULL,
	"used_count" smallint DEFAULT 0 NOT NULL,
	"price_fen" bigint NOT NULL,
	"transfer_id" integer NOT NULL,
	"bought_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "set_meal_tickets_counts" CHECK ("set_meal_tickets"."used_count" between 0 and "set_meal_tickets"."look_count")
);
--> statement-breakpoint
ALTER TABLE "interpretation_purchases" ALTER COLUMN "transfer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "interpretation_purchases" ADD COLUMN "ticket_id" integer;--> statement-breakpoint
ALTER TABLE "set_meal_tickets" ADD CONSTRAINT "set_meal_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_meal_tickets" ADD CONSTRAINT "set_meal_tickets_set_meal_id_set_meals_id_fk" FOREIGN KEY ("set_meal_id") REFERENCES "public"."set_meals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_meal_tickets" ADD CONSTRAINT "set_meal_tickets_pkg_expert_id_experts_id_fk" FOREIGN KEY ("pkg_expert_id") REFERENCES "public"."experts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "set_meal_tickets_request_key" ON "set_meal_tickets" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "set_meal_tickets_user_idx" ON "set_meal_tickets" USING btree ("user_id","bought_at");--> statement-breakpoint
ALTER TABLE "interpretation_purchases" ADD CONSTRAINT "interpretation_purchases_ticket_id_set_meal_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."set_meal_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interpretation_purchases" ADD CONSTRAINT "interpretation_purchases_paid_once" CHECK (("interpretation_purchases"."transfer_id" is null) <> ("interpretation_purchases"."ticket_id" is null));