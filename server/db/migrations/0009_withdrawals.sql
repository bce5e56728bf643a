CREATE TABLE "member_bank_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"card_no" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"part_bank" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"fee_fen" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "withdrawals_amounts" CHECK ("withdrawals"."amount_fen" > 0 and "withdrawals"."fee_fen" >= 0 and "withdrawals"."fee_fen" < "withdrawals"."amount_fen")
);
--> statement-breakpoint
ALTER TABLE "member_bank_cards" ADD CONSTRAINT "member_bank_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_card_id_member_bank_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."member_bank_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_bank_cards_user_idx" ON "member_bank_cards" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_request_key" ON "withdrawals" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at");