CREATE TABLE "provider_trades" (
	"trade_no" text PRIMARY KEY NOT NULL,
	"merchant_order_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"subject" text NOT NULL,
	"charge_way" smallint NOT NULL,
	"return_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"notify_plan" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"notify_due_at" timestamp with time zone,
	"notify_copies_left" smallint DEFAULT 0 NOT NULL,
	"notify_attempts" integer DEFAULT 0 NOT NULL,
	"acknowledged_at" timestamp with time zone,
	CONSTRAINT "provider_trades_amount_positive" CHECK ("provider_trades"."amount_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "pay_orders" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "pay_orders" ADD COLUMN "bonus_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "provider_trades_due_idx" ON "provider_trades" USING btree ("notify_due_at");--> statement-breakpoint
CREATE INDEX "provider_trades_open_idx" ON "provider_trades" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "pay_orders" ADD CONSTRAINT "pay_orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;