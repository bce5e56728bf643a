CREATE TABLE "coin_lot_spends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lot_id" bigint NOT NULL,
	"transfer_id" bigint NOT NULL,
	"amount_fen" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coin_lots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"transfer_id" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	"remaining_fen" bigint NOT NULL,
	"valid_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coin_lots_remaining" CHECK ("coin_lots"."remaining_fen" >= 0 and "coin_lots"."remaining_fen" <= "coin_lots"."amount_fen")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"balance_fen" bigint DEFAULT 0 NOT NULL,
	"may_go_negative" boolean DEFAULT false NOT NULL,
	CONSTRAINT "ledger_accounts_not_negative" CHECK ("ledger_accounts"."may_go_negative" or "ledger_accounts"."balance_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"kind" text NOT NULL,
	"memo" text NOT NULL,
	"from_account_id" integer NOT NULL,
	"to_account_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"pending" boolean DEFAULT false NOT NULL,
	"resolves_id" bigint,
	"reference" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_transfers_positive" CHECK ("ledger_transfers"."amount_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "coin_lot_spends" ADD CONSTRAINT "coin_lot_spends_lot_id_coin_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."coin_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_lot_spends" ADD CONSTRAINT "coin_lot_spends_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_lots" ADD CONSTRAINT "coin_lots_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_lots" ADD CONSTRAINT "coin_lots_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_from_account_id_ledger_accounts_id_fk" FOREIGN KEY ("from_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_to_account_id_ledger_accounts_id_fk" FOREIGN KEY ("to_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_resolves_id_ledger_transfers_id_fk" FOREIGN KEY ("resolves_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coin_lot_spends_transfer_idx" ON "coin_lot_spends" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "coin_lots_account_idx" ON "coin_lots" USING btree ("account_id","valid_until");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_user_kind_key" ON "ledger_accounts" USING btree ("user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_house_kind_key" ON "ledger_accounts" USING btree ("kind") WHERE user_id is null;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer_idx" ON "ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_key" ON "ledger_transfers" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_resolves_key" ON "ledger_transfers" USING btree ("resolves_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_from_idx" ON "ledger_transfers" USING btree ("from_account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_to_idx" ON "ledger_transfers" USING btree ("to_account_id","created_at");--> statement-breakpoint
-- The ledger holds every row it is given: entries and transfers are never updated nor deleted.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only: correct a mistake with a new transfer';
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON "ledger_transfers"
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
CREATE TRIGGER coin_lot_spends_append_only BEFORE UPDATE OR DELETE ON "coin_lot_spends"
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
