-- Balances held before the ledger move into it: red-packet rewards as reward lots that lapse, the
-- rest as an opening transfer from the house, each with its entries.
INSERT INTO "ledger_accounts" ("user_id", "kind", "may_go_negative")
  VALUES (NULL, 'rewards', true), (NULL, 'opening', true)
  ON CONFLICT ("kind") WHERE "user_id" IS NULL DO NOTHING;--> statement-breakpoint
INSERT INTO "ledger_accounts" ("user_id", "kind")
  SELECT "id", 'coin' FROM "users" WHERE "coin_fen" > 0;--> statement-breakpoint
INSERT INTO "ledger_accounts" ("user_id", "kind")
  SELECT "id", 'money' FROM "users" WHERE "money_fen" > 0;--> statement-breakpoint
INSERT INTO "ledger_transfers"
  ("idempotency_key", "request_hash", "kind", "memo", "from_account_id", "to_account_id", "amount_fen", "created_at")
  SELECT cl."idempotency_key", 'migrated', 'reward', cl."memo",
    (SELECT "id" FROM "ledger_accounts" WHERE "user_id" IS NULL AND "kind" = 'rewards'),
    a."id", cl."amount_fen", cl."created_at"
  FROM "coin_ledger" cl
  JOIN "ledger_accounts" a ON a."user_id" = cl."user_id" AND a."kind" = 'coin'
  WHERE cl."amount_fen" > 0;--> statement-breakpoint
INSERT INTO "coin_lots" ("account_id", "transfer_id", "amount_fen", "remaining_fen", "valid_until", "created_at")
  SELECT t."to_account_id", t."id", t."amount_fen", t."amount_fen", cl."valid_until", t."created_at"
  FROM "ledger_transfers" t JOIN "coin_ledger" cl ON cl."idempotency_key" = t."idempotency_key";--> statement-breakpoint
INSERT INTO "ledger_transfers"
  ("idempotency_key", "request_hash", "kind", "memo", "from_account_id", "to_account_id", "amount_fen", "created_at")
  SELECT 'opening:coin:' || u."id", 'migrated', 'opening', '账户余额迁入',
    (SELECT "id" FROM "ledger_accounts" WHERE "user_id" IS NULL AND "kind" = 'opening'),
    a."id",
    u."coin_fen" - COALESCE((SELECT SUM(l."amount_fen") FROM "coin_lots" l WHERE l."account_id" = a."id"), 0),
    now()
  FROM "users" u JOIN "ledger_accounts" a ON a."user_id" = u."id" AND a."kind" = 'coin'
  WHERE u."coin_fen" > COALESCE((SELECT SUM(l."amount_fen") FROM "coin_lots" l WHERE l."account_id" = a."id"), 0);--> statement-breakpoint
INSERT INTO "coin_lots" ("account_id", "transfer_id", "amount_fen", "remaining_fen", "valid_until", "created_at")
  SELECT t."to_account_id", t."id", t."amount_fen", t."amount_fen", NULL, t."created_at"
  FROM "ledger_transfers" t WHERE t."kind" = 'opening' AND t."idempotency_key" LIKE 'opening:coin:%';--> statement-breakpoint
INSERT INTO "ledger_transfers"
  ("idempotency_key", "request_hash", "kind", "memo", "from_account_id", "to_account_id", "amount_fen", "created_at")
  SELECT 'opening:money:' || u."id", 'migrated', 'opening', '账户余额迁入',
    (SELECT "id" FROM "ledger_accounts" WHERE "user_id" IS NULL AND "kind" = 'opening'),
    a."id", u."money_fen", now()
  FROM "users" u JOIN "ledger_accounts" a ON a."user_id" = u."id" AND a."kind" = 'money';--> statement-breakpoint
INSERT INTO "ledger_entries" ("transfer_id", "account_id", "amount_fen", "created_at")
  SELECT "id", "from_account_id", -"amount_fen", "created_at" FROM "ledger_transfers" WHERE "request_hash" = 'migrated'
  UNION ALL
  SELECT "id", "to_account_id", "amount_fen", "created_at" FROM "ledger_transfers" WHERE "request_hash" = 'migrated';--> statement-breakpoint
UPDATE "ledger_accounts" a SET "balance_fen" =
  (SELECT COALESCE(SUM(e."amount_fen"), 0) FROM "ledger_entries" e WHERE e."account_id" = a."id");--> statement-breakpoint
DROP TABLE "coin_ledger" CASCADE;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "coin_fen";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "money_fen";