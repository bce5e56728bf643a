-- An order is a purpose plus a reference (server/platform/commerce): today's plan orders keep their
-- plan as the reference before the plan column goes.
ALTER TABLE "pay_orders" DROP CONSTRAINT "pay_orders_plan";--> statement-breakpoint
ALTER TABLE "pay_orders" DROP CONSTRAINT "pay_orders_plan_id_plans_id_fk";
--> statement-breakpoint
ALTER TABLE "pay_orders" ADD COLUMN "ref" text;--> statement-breakpoint
UPDATE "pay_orders" SET "ref" = "plan_id"::text WHERE "plan_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_orders" DROP COLUMN "plan_id";--> statement-breakpoint
ALTER TABLE "pay_orders" ADD CONSTRAINT "pay_orders_ref" CHECK (("pay_orders"."purpose" = 'top_up') = ("pay_orders"."ref" is null));
