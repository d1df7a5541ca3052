-- Naira beside USDC (docs/decisions/054-one-ledger-two-currencies.md). Every amount so far was
-- USDC: its columns say "minor" (units of the row's currency) instead of "micros", and each row
-- that holds or prices money names its currency, USDC for everything already written.
ALTER DOMAIN "positive_micros" RENAME TO "positive_minor";--> statement-breakpoint
ALTER DOMAIN "positive_minor" RENAME CONSTRAINT "positive_micros_above_zero" TO "positive_minor_above_zero";--> statement-breakpoint
ALTER DOMAIN "nonnegative_micros" RENAME TO "nonnegative_minor";--> statement-breakpoint
ALTER DOMAIN "nonnegative_minor" RENAME CONSTRAINT "nonnegative_micros_not_negative" TO "nonnegative_minor_not_negative";--> statement-breakpoint
ALTER DOMAIN "nonzero_micros" RENAME TO "nonzero_minor";--> statement-breakpoint
ALTER DOMAIN "nonzero_minor" RENAME CONSTRAINT "nonzero_micros_not_zero" TO "nonzero_minor_not_zero";--> statement-breakpoint
CREATE DOMAIN "currency_code" AS text CONSTRAINT "currency_code_valid" CHECK (VALUE IN ('NGN', 'USDC'));--> statement-breakpoint
ALTER TABLE "gigs" RENAME COLUMN "budget_min_micros" TO "budget_min_minor";--> statement-breakpoint
ALTER TABLE "gigs" RENAME COLUMN "budget_max_micros" TO "budget_max_minor";--> statement-breakpoint
ALTER TABLE "gigs" RENAME COLUMN "budget_sort_micros" TO "budget_sort_minor";--> statement-breakpoint
ALTER TABLE "bids" RENAME COLUMN "amount_micros" TO "amount_minor";--> statement-breakpoint
ALTER TABLE "contracts" RENAME COLUMN "amount_micros" TO "amount_minor";--> statement-breakpoint
ALTER TABLE "disputes" RENAME COLUMN "seller_micros" TO "seller_minor";--> statement-breakpoint
ALTER TABLE "disputes" RENAME COLUMN "buyer_micros" TO "buyer_minor";--> statement-breakpoint
ALTER TABLE "ledger_accounts" RENAME COLUMN "balance_micros" TO "balance_minor";--> statement-breakpoint
ALTER TABLE "ledger_postings" RENAME COLUMN "amount_micros" TO "amount_minor";--> statement-breakpoint
ALTER TABLE "wallet_transfers" RENAME COLUMN "amount_micros" TO "amount_minor";--> statement-breakpoint
ALTER TABLE "local_custody_transfers" RENAME COLUMN "amount_micros" TO "amount_minor";--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "currency" "currency_code" NOT NULL DEFAULT 'USDC';--> statement-breakpoint
ALTER TABLE "gigs" ALTER COLUMN "currency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "currency" "currency_code" NOT NULL DEFAULT 'USDC';--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "currency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "currency" "currency_code" NOT NULL DEFAULT 'USDC';--> statement-breakpoint
ALTER TABLE "ledger_accounts" ALTER COLUMN "currency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD COLUMN "currency" "currency_code" NOT NULL DEFAULT 'USDC';--> statement-breakpoint
ALTER TABLE "ledger_postings" ALTER COLUMN "currency" DROP DEFAULT;--> statement-breakpoint
-- An account's key names its currency; the guard that keeps keys fixed steps aside for this once.
ALTER TABLE "ledger_accounts" DISABLE TRIGGER "ledger_accounts_guard";--> statement-breakpoint
UPDATE "ledger_accounts" SET "key" = "key" || ':USDC';--> statement-breakpoint
ALTER TABLE "ledger_accounts" ENABLE TRIGGER "ledger_accounts_guard";--> statement-breakpoint
INSERT INTO "ledger_accounts" ("id", "key", "kind", "currency") VALUES
  ('00000000-0000-4000-8000-000000000003', 'platform_fees:NGN', 'platform_fees', 'NGN'),
  ('00000000-0000-4000-8000-000000000004', 'external:NGN', 'external', 'NGN');--> statement-breakpoint
CREATE UNIQUE INDEX "gigs_id_currency_idx" ON "gigs" USING btree ("id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_id_currency_idx" ON "contracts" USING btree ("id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_id_currency_idx" ON "ledger_accounts" USING btree ("id","currency");--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_gig_currency_fk" FOREIGN KEY ("gig_id","currency") REFERENCES "public"."gigs"("id","currency") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_contract_currency_fk" FOREIGN KEY ("contract_id","currency") REFERENCES "public"."contracts"("id","currency") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_currency_fk" FOREIGN KEY ("account_id","currency") REFERENCES "public"."ledger_accounts"("id","currency") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- The three ledger guards of 0022/0023, in their per-currency forms; no new function (decision 054
-- says why a per-currency sum at commit cannot be a constraint).
CREATE OR REPLACE FUNCTION "ledger_apply_posting"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT "created_at" FROM "journal_entries" WHERE "id" = NEW."entry_id") < now() THEN
    RAISE EXCEPTION 'postings are written with their entry, never added to an older one'
      USING ERRCODE = 'restrict_violation';
  END IF;
  UPDATE "ledger_accounts" SET "balance_minor" = "balance_minor" + NEW."amount_minor"
    WHERE "id" = NEW."account_id" AND "kind" NOT IN ('platform_fees', 'external');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_guard_account"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."key" <> OLD."key" OR NEW."kind" <> OLD."kind" OR NEW."currency" <> OLD."currency"
     OR NEW."user_id" IS DISTINCT FROM OLD."user_id"
     OR NEW."contract_id" IS DISTINCT FROM OLD."contract_id" THEN
    RAISE EXCEPTION 'a ledger account keeps its kind, owner and currency' USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW."balance_minor" <> OLD."balance_minor" AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'a ledger balance changes only through postings'
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_check_entry_balances"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) < 2 FROM "ledger_postings" WHERE "entry_id" = NEW."id")
     OR EXISTS (SELECT FROM "ledger_postings" WHERE "entry_id" = NEW."id"
                GROUP BY "currency" HAVING sum("amount_minor") <> 0) THEN
    RAISE EXCEPTION 'journal entry % does not balance: its postings must sum to zero in each currency', NEW."id"
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Budgets order within one currency (a budget search names it), so the currency leads.
DROP INDEX "gigs_open_budget_idx";--> statement-breakpoint
CREATE INDEX "gigs_open_budget_idx" ON "gigs" USING btree ("currency","budget_sort_minor" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "gigs"."state" = 'open';
