CREATE TABLE "pay_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"coin_fen" bigint NOT NULL,
	"charge_way" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"provider_trade_no" text,
	"return_url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "pay_orders_positive" CHECK ("pay_orders"."amount_fen" > 0 and "pay_orders"."coin_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "pay_orders" ADD CONSTRAINT "pay_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_orders_user_idx" ON "pay_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_orders_trade_no_key" ON "pay_orders" USING btree ("provider_trade_no");