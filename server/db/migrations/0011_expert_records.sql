CREATE TABLE "expert_follows" (
	"user_id" integer NOT NULL,
	"expert_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "expert_follows_user_id_expert_id_pk" PRIMARY KEY("user_id","expert_id")
);
--> statement-breakpoint
CREATE TABLE "expert_promotion_runs" (
	"month" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"promoted" integer NOT NULL,
	"demoted" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_push_orders" (
	"user_id" integer NOT NULL,
	"expert_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "expert_push_orders_user_id_expert_id_pk" PRIMARY KEY("user_id","expert_id")
);
--> statement-breakpoint
CREATE TABLE "expert_records" (
	"expert_id" integer PRIMARY KEY NOT NULL,
	"won" integer DEFAULT 0 NOT NULL,
	"lost" integer DEFAULT 0 NOT NULL,
	"voided" integer DEFAULT 0 NOT NULL,
	"current_streak" integer DEFAULT 0 NOT NULL,
	"best_streak" integer DEFAULT 0 NOT NULL,
	"recent" text DEFAULT '' NOT NULL,
	"stake_milli" bigint DEFAULT 0 NOT NULL,
	"payout_milli" bigint DEFAULT 0 NOT NULL,
	"last_settle_seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_picks" (
	"plan_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"game_id" integer NOT NULL,
	"result" text,
	CONSTRAINT "plan_picks_plan_id_seq_pk" PRIMARY KEY("plan_id","seq")
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "settle_seq" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "payout_milli" integer;--> statement-breakpoint
ALTER TABLE "expert_follows" ADD CONSTRAINT "expert_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_follows" ADD CONSTRAINT "expert_follows_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_push_orders" ADD CONSTRAINT "expert_push_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_push_orders" ADD CONSTRAINT "expert_push_orders_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_records" ADD CONSTRAINT "expert_records_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_picks" ADD CONSTRAINT "plan_picks_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_follows_expert_idx" ON "expert_follows" USING btree ("expert_id","created_at");--> statement-breakpoint
CREATE INDEX "expert_push_orders_expert_idx" ON "expert_push_orders" USING btree ("expert_id");--> statement-breakpoint
CREATE INDEX "plans_expert_match_idx" ON "plans" USING btree ("expert_id","match_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_settle_seq_key" ON "plans" USING btree ("settle_seq");--> statement-breakpoint
CREATE INDEX "plans_expert_settled_idx" ON "plans" USING btree ("expert_id","settle_seq");--> statement-breakpoint
ALTER TABLE "experts" DROP COLUMN "record";--> statement-breakpoint
ALTER TABLE "experts" DROP COLUMN "recent_wins";--> statement-breakpoint
ALTER TABLE "experts" DROP COLUMN "recent_total";--> statement-breakpoint
ALTER TABLE "experts" DROP COLUMN "monthly_return_bp";--> statement-breakpoint
ALTER TABLE "experts" DROP COLUMN "longest_red_streak";--> statement-breakpoint
-- Results written before settlement existed came from the seed, not from a settlement: make them
-- pending again so the settlement job settles them from the final scores, in order, into the records.
UPDATE "plans" SET "result" = 0;
