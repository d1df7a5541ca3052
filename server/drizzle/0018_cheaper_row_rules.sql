-- The same row rules for less work per movement (docs/decisions/021-cheaper-row-rules.md):
-- * the single-column CHECKs of the tables every movement writes become domains. PostgreSQL
--   parses and plans a table's CHECK constraints again for each statement that writes the table;
--   a domain's are kept with the type, and tested only on the values a statement writes;
-- * an account's owner matching its kind is checked when the account is made (its kind and owner
--   never change: the guard refuses that);
-- * notices, lifecycle events and Idempotency-Keys name their user without a foreign key, whose
--   check locks the user's row (a WAL record) for each one written; deleting a user still takes
--   them along (or, for events, forgets the actor), by a trigger.
-- Domain values: CONTRACT_LIFECYCLE.states, LEDGER_ACCOUNT_KINDS and JOURNAL_ENTRY_KINDS; a test
-- holds them to each other.

CREATE DOMAIN "contract_state" AS text CONSTRAINT "contract_state_valid"
  CHECK (VALUE IN ('awaiting_funding', 'active', 'delivered', 'completed', 'disputed', 'resolved',
                   'cancelled'));
--> statement-breakpoint
CREATE DOMAIN "positive_micros" AS bigint CONSTRAINT "positive_micros_above_zero"
  CHECK (VALUE > 0);
--> statement-breakpoint
CREATE DOMAIN "fee_bps" AS integer CONSTRAINT "fee_bps_range" CHECK (VALUE BETWEEN 0 AND 10000);
--> statement-breakpoint
CREATE DOMAIN "ledger_account_kind" AS text CONSTRAINT "ledger_account_kind_valid"
  CHECK (VALUE IN ('available', 'withdrawal_hold', 'escrow', 'platform_fees', 'external'));
--> statement-breakpoint
CREATE DOMAIN "nonnegative_micros" AS bigint CONSTRAINT "nonnegative_micros_not_negative"
  CHECK (VALUE >= 0);
--> statement-breakpoint
CREATE DOMAIN "journal_entry_kind" AS text CONSTRAINT "journal_entry_kind_valid"
  CHECK (VALUE IN ('deposit', 'fund_escrow', 'release', 'refund', 'split', 'withdrawal_hold',
                   'withdrawal_complete', 'withdrawal_return'));
--> statement-breakpoint
CREATE DOMAIN "nonzero_micros" AS bigint CONSTRAINT "nonzero_micros_not_zero" CHECK (VALUE <> 0);
--> statement-breakpoint
ALTER TABLE "contracts" DROP CONSTRAINT "contracts_state_valid",
  DROP CONSTRAINT "contracts_amount_positive", DROP CONSTRAINT "contracts_fee_bps_range",
  ALTER COLUMN "state" SET DATA TYPE "contract_state",
  ALTER COLUMN "amount_micros" SET DATA TYPE "positive_micros",
  ALTER COLUMN "fee_bps" SET DATA TYPE "fee_bps";
--> statement-breakpoint
-- The guard's WHEN clause names the kind: it is made again, unchanged, once the type is.
DROP TRIGGER "ledger_accounts_guard" ON "ledger_accounts";
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_valid",
  DROP CONSTRAINT "ledger_accounts_not_negative",
  DROP CONSTRAINT "ledger_accounts_owner_matches_kind",
  ALTER COLUMN "kind" SET DATA TYPE "ledger_account_kind",
  ALTER COLUMN "balance_micros" SET DATA TYPE "nonnegative_micros";
--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_guard" BEFORE UPDATE ON "ledger_accounts"
  FOR EACH ROW
  WHEN ((NEW."balance_micros" IS DISTINCT FROM OLD."balance_micros"
         AND current_setting('titletrust.applying_posting', true) IS DISTINCT FROM 'on')
        OR NEW."kind" IS DISTINCT FROM OLD."kind" OR NEW."user_id" IS DISTINCT FROM OLD."user_id"
        OR NEW."contract_id" IS DISTINCT FROM OLD."contract_id")
  EXECUTE FUNCTION "ledger_guard_balance"();
--> statement-breakpoint
CREATE FUNCTION "ledger_accounts_check_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW."kind" IN ('available', 'withdrawal_hold')) IS DISTINCT FROM (NEW."user_id" IS NOT NULL)
     OR (NEW."kind" = 'escrow') IS DISTINCT FROM (NEW."contract_id" IS NOT NULL) THEN
    RAISE EXCEPTION 'an account of kind % names its owner, and only its owner', NEW."kind"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_owner_matches_kind';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_owner_matches_kind" BEFORE INSERT ON "ledger_accounts"
  FOR EACH ROW EXECUTE FUNCTION "ledger_accounts_check_owner"();
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_kind_valid",
  ALTER COLUMN "kind" SET DATA TYPE "journal_entry_kind";
--> statement-breakpoint
ALTER TABLE "ledger_postings" DROP CONSTRAINT "ledger_postings_amount_not_zero",
  ALTER COLUMN "amount_micros" SET DATA TYPE "nonzero_micros";
--> statement-breakpoint
ALTER TABLE "lifecycle_events" DROP CONSTRAINT "lifecycle_events_actor_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_user_id_users_id_fk";
--> statement-breakpoint
-- What the three foreign keys did on delete: cascade, cascade, set null.
CREATE FUNCTION "users_forget_logged"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "notifications" n USING gone WHERE n."user_id" = gone."id";
  DELETE FROM "idempotency_keys" k USING gone WHERE k."user_id" = gone."id";
  UPDATE "lifecycle_events" e SET "actor_id" = NULL FROM gone WHERE e."actor_id" = gone."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_forget_logged" AFTER DELETE ON "users" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "users_forget_logged"();
