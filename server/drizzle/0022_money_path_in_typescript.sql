-- The money path moves into TypeScript (docs/decisions/029-the-money-path-in-typescript.md):
-- every function, view and trigger of the old path goes; the foreign keys dropped for speed come
-- back; a CHECK replaces the account-owner trigger; what remains is src/db/sql/ledger.sql,
-- restated below exactly (a test holds the migrated database to that file).
DROP VIEW "ledger_entry_requests" CASCADE;
--> statement-breakpoint
DROP FUNCTION "money_move" CASCADE;
--> statement-breakpoint
DROP FUNCTION "money_apply" CASCADE;
--> statement-breakpoint
DROP FUNCTION "money_on_terms" CASCADE;
--> statement-breakpoint
DROP FUNCTION "usdc_text" CASCADE;
--> statement-breakpoint
DROP FUNCTION "lifecycle_step" CASCADE;
--> statement-breakpoint
DROP FUNCTION "ledger_write_entry" CASCADE;
--> statement-breakpoint
DROP FUNCTION "ledger_post_entry" CASCADE;
--> statement-breakpoint
DROP FUNCTION "ledger_apply_postings" CASCADE;
--> statement-breakpoint
DROP FUNCTION "idempotency_claim" CASCADE;
--> statement-breakpoint
DROP FUNCTION "idempotency_store" CASCADE;
--> statement-breakpoint
DROP FUNCTION "ledger_guard_balance" CASCADE;
--> statement-breakpoint
DROP FUNCTION "ledger_accounts_check_owner" CASCADE;
--> statement-breakpoint
DROP FUNCTION "journal_entries_refuse_orphaning" CASCADE;
--> statement-breakpoint
DROP FUNCTION "ledger_refuse_change" CASCADE;
--> statement-breakpoint
DROP FUNCTION "users_forget_logged" CASCADE;
--> statement-breakpoint
ALTER TABLE "lifecycle_events" ADD CONSTRAINT "lifecycle_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_transfer_id_wallet_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."wallet_transfers"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_matches_kind" CHECK (CASE "ledger_accounts"."kind"
        WHEN 'escrow' THEN "ledger_accounts"."contract_id" IS NOT NULL AND "ledger_accounts"."user_id" IS NULL
        WHEN 'available' THEN "ledger_accounts"."user_id" IS NOT NULL AND "ledger_accounts"."contract_id" IS NULL
        WHEN 'withdrawal_hold' THEN "ledger_accounts"."user_id" IS NOT NULL AND "ledger_accounts"."contract_id" IS NULL
        ELSE "ledger_accounts"."user_id" IS NULL AND "ledger_accounts"."contract_id" IS NULL END);
--> statement-breakpoint
-- The ledger's last line of defence, whatever SQL reaches the database. The rules of money
-- (who may move what, how much, when) live in TypeScript; these only keep the books whole:
-- * journal entries and postings are append-only;
-- * a posting moves its account's balance in the same statement, and a balance moves no other
--   way (the nonnegative_micros domain refuses any below zero);
-- * an entry whose postings do not sum to zero cannot commit;
-- * accounts are never deleted.
-- Foreign keys and CHECKs (src/db/schema/ledger.ts) do the rest. Migration 0022 creates exactly
-- this; a test holds the migrated database to this file.
--> statement-breakpoint
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % is refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "journal_entries_append_only" BEFORE UPDATE OR DELETE ON "journal_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
CREATE TRIGGER "journal_entries_no_truncate" BEFORE TRUNCATE ON "journal_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
CREATE TRIGGER "ledger_postings_append_only" BEFORE UPDATE OR DELETE ON "ledger_postings"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
CREATE TRIGGER "ledger_postings_no_truncate" BEFORE TRUNCATE ON "ledger_postings"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
CREATE TRIGGER "ledger_accounts_no_delete" BEFORE DELETE ON "ledger_accounts"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
CREATE TRIGGER "ledger_accounts_no_truncate" BEFORE TRUNCATE ON "ledger_accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
-- A posting belongs to an entry written in the same transaction, and moves its account's
-- balance. The platform's two accounts keep no running balance (their balance is the sum of
-- their postings), so no movement waits on a platform-wide row.
CREATE FUNCTION "ledger_apply_posting"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT "created_at" FROM "journal_entries" WHERE "id" = NEW."entry_id") < now() THEN
    RAISE EXCEPTION 'postings are written with their entry, never added to an older one'
      USING ERRCODE = 'restrict_violation';
  END IF;
  UPDATE "ledger_accounts" SET "balance_micros" = "balance_micros" + NEW."amount_micros"
    WHERE "id" = NEW."account_id" AND "kind" NOT IN ('platform_fees', 'external');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_postings_apply" AFTER INSERT ON "ledger_postings"
  FOR EACH ROW EXECUTE FUNCTION "ledger_apply_posting"();
--> statement-breakpoint
-- An account keeps its key, kind and owner, and its balance moves only with a posting (the
-- trigger above runs this guard one level deeper than any statement a client sends).
CREATE FUNCTION "ledger_guard_account"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."key" <> OLD."key" OR NEW."kind" <> OLD."kind"
     OR NEW."user_id" IS DISTINCT FROM OLD."user_id"
     OR NEW."contract_id" IS DISTINCT FROM OLD."contract_id" THEN
    RAISE EXCEPTION 'a ledger account keeps its kind and owner' USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW."balance_micros" <> OLD."balance_micros" AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'a ledger balance changes only through postings'
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_guard" BEFORE UPDATE ON "ledger_accounts"
  FOR EACH ROW EXECUTE FUNCTION "ledger_guard_account"();
--> statement-breakpoint
-- At commit, every entry written has at least two postings and they sum to zero.
CREATE FUNCTION "ledger_check_entry_balances"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry uuid;
BEGIN
  IF TG_TABLE_NAME = 'journal_entries' THEN
    entry := NEW."id";
  ELSE
    entry := NEW."entry_id";
  END IF;
  IF (SELECT count(*) < 2 OR sum("amount_micros") <> 0
      FROM "ledger_postings" WHERE "entry_id" = entry) THEN
    RAISE EXCEPTION 'journal entry % does not balance: its postings must sum to zero', entry
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "journal_entries_balance" AFTER INSERT ON "journal_entries"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "ledger_check_entry_balances"();
CREATE CONSTRAINT TRIGGER "ledger_postings_balance" AFTER INSERT ON "ledger_postings"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "ledger_check_entry_balances"();
