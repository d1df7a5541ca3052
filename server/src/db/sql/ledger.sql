-- The ledger's last line of defence, whatever SQL reaches the database. The rules of money
-- (who may move what, how much, when) live in TypeScript; these only keep the books whole:
-- * journal entries and postings are append-only;
-- * a posting moves its account's balance in the same statement, and a balance moves no other
--   way (the nonnegative_minor domain refuses any below zero);
-- * an entry whose postings do not sum to zero within each currency cannot commit (a posting is
--   in its account's currency by a foreign key, so no entry converts one currency into another);
-- * accounts are never deleted.
-- Foreign keys and CHECKs (src/db/schema/ledger.ts) do the rest. Migrations 0022, 0023 and 0033 leave
-- exactly this; a test holds the migrated database to this file.

CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % is refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END
$$;

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

-- A posting belongs to an entry written in the same transaction, and moves its account's
-- balance. The platform's two accounts keep no running balance (their balance is the sum of
-- their postings), so no movement waits on a platform-wide row.
CREATE FUNCTION "ledger_apply_posting"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT "created_at" FROM "journal_entries" WHERE "id" = NEW."entry_id") < now() THEN
    RAISE EXCEPTION 'postings are written with their entry, never added to an older one'
      USING ERRCODE = 'restrict_violation';
  END IF;
  UPDATE "ledger_accounts" SET "balance_minor" = "balance_minor" + NEW."amount_minor"
    WHERE "id" = NEW."account_id" AND "kind" NOT IN ('platform_fees', 'external');
  RETURN NULL;
END
$$;

CREATE TRIGGER "ledger_postings_apply" AFTER INSERT ON "ledger_postings"
  FOR EACH ROW EXECUTE FUNCTION "ledger_apply_posting"();

-- An account keeps its key, kind and owner, and its balance moves only with a posting (the
-- trigger above runs this guard one level deeper than any statement a client sends).
CREATE FUNCTION "ledger_guard_account"() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;

CREATE TRIGGER "ledger_accounts_guard" BEFORE UPDATE ON "ledger_accounts"
  FOR EACH ROW EXECUTE FUNCTION "ledger_guard_account"();

-- At commit, every entry written has at least two postings and they sum to zero in each
-- currency. Postings join only an entry of their own transaction (above), so checking each entry
-- once covers them all.
CREATE FUNCTION "ledger_check_entry_balances"() RETURNS trigger LANGUAGE plpgsql AS $$
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

CREATE CONSTRAINT TRIGGER "journal_entries_balance" AFTER INSERT ON "journal_entries"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "ledger_check_entry_balances"();
