-- The ledger's rules, held by PostgreSQL itself so that no code path can break them
-- (docs/decisions/010-double-entry-ledger.md).

-- The two platform accounts, with fixed ids the code refers to.
INSERT INTO "ledger_accounts" ("id", "key", "kind") VALUES
  ('00000000-0000-4000-8000-000000000001', 'platform_fees', 'platform_fees'),
  ('00000000-0000-4000-8000-000000000002', 'external', 'external')
ON CONFLICT DO NOTHING;
--> statement-breakpoint

-- Append-only: a movement, once written, is never changed or removed.
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % is refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "journal_entries_append_only" BEFORE UPDATE OR DELETE ON "journal_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "journal_entries_no_truncate" BEFORE TRUNCATE ON "journal_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_postings_append_only" BEFORE UPDATE OR DELETE ON "ledger_postings"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_postings_no_truncate" BEFORE TRUNCATE ON "ledger_postings"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint

-- Balances move with their postings, in the same transaction, and in no other way. The two
-- platform accounts keep no running balance (it is the sum of their postings).
CREATE FUNCTION "ledger_apply_posting"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('titletrust.applying_posting', 'on', true);
  UPDATE "ledger_accounts" SET "balance_micros" = "balance_micros" + NEW."amount_micros"
    WHERE "id" = NEW."account_id" AND "kind" IN ('available', 'withdrawal_hold', 'escrow');
  PERFORM set_config('titletrust.applying_posting', 'off', true);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_postings_apply" AFTER INSERT ON "ledger_postings"
  FOR EACH ROW EXECUTE FUNCTION "ledger_apply_posting"();
--> statement-breakpoint
CREATE FUNCTION "ledger_guard_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."balance_micros" IS DISTINCT FROM OLD."balance_micros"
     AND current_setting('titletrust.applying_posting', true) IS DISTINCT FROM 'on' THEN
    RAISE EXCEPTION 'a ledger balance changes only through postings'
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW."kind" IS DISTINCT FROM OLD."kind" OR NEW."user_id" IS DISTINCT FROM OLD."user_id"
     OR NEW."contract_id" IS DISTINCT FROM OLD."contract_id" THEN
    RAISE EXCEPTION 'a ledger account keeps its kind and owner' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_guard" BEFORE UPDATE ON "ledger_accounts"
  FOR EACH ROW EXECUTE FUNCTION "ledger_guard_balance"();
--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_no_delete" BEFORE DELETE ON "ledger_accounts"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint

-- Every journal entry sums to zero, checked at commit (its postings may arrive in several
-- statements of one transaction).
CREATE FUNCTION "ledger_check_entry_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
BEGIN
  SELECT sum("amount_micros") INTO total FROM "ledger_postings" WHERE "entry_id" = NEW."entry_id";
  IF total <> 0 THEN
    RAISE EXCEPTION 'journal entry % does not balance: its postings sum to %', NEW."entry_id", total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_postings_balanced" AFTER INSERT ON "ledger_postings"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "ledger_check_entry_balanced"();
