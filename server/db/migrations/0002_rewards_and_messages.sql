CREATE TABLE "coin_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"reason" text NOT NULL,
	"memo" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"valid_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "red_packet_joins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"hits" smallint,
	"award_kind" smallint,
	"award_fen" bigint,
	"coupon_id" integer
);
--> statement-breakpoint
CREATE TABLE "message_configs" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sub_type" smallint NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"event_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	"disabled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD CONSTRAINT "coin_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_packet_joins" ADD CONSTRAINT "red_packet_joins_round_id_red_packet_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."red_packet_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_packet_joins" ADD CONSTRAINT "red_packet_joins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_packet_joins" ADD CONSTRAINT "red_packet_joins_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_configs" ADD CONSTRAINT "message_configs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_messages" ADD CONSTRAINT "user_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coin_ledger_key" ON "coin_ledger" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "coin_ledger_user_idx" ON "coin_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "red_packet_joins_key" ON "red_packet_joins" USING btree ("round_id","user_id");--> statement-breakpoint
CREATE INDEX "user_messages_list_idx" ON "user_messages" USING btree ("user_id","sub_type","id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_messages_event_key" ON "user_messages" USING btree ("user_id","event_key");