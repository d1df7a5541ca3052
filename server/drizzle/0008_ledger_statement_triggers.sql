-- The ledger's posting triggers, per statement instead of per row (docs/decisions/010): one
-- balance update and one balance check for a whole entry, where row triggers ran a query per
-- posting and the deferred check another per posting at commit. An entry's postings must now be
-- written together, in one statement (postEntry does), and are checked as they are written.

DROP TRIGGER "ledger_postings_balanced" ON "ledger_postings";
--> statement-breakpoint
DROP TRIGGER "ledger_postings_apply" ON "ledger_postings";
--> statement-breakpoint
DROP FUNCTION "ledger_check_entry_balanced"();
--> statement-breakpoint
DROP FUNCTION "ledger_apply_posting"();
--> statement-breakpoint
CREATE FUNCTION "ledger_apply_postings"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced uuid;
BEGIN
  SELECT "entry_id" INTO unbalanced FROM new_postings
    GROUP BY "entry_id" HAVING sum("amount_micros") <> 0 LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'journal entry % does not balance: its postings must sum to zero', unbalanced
      USING ERRCODE = 'check_violation';
  END IF;
  -- All of an entry's postings arrive in one statement: none may join an entry written before.
  SELECT n."entry_id" INTO unbalanced
    FROM (SELECT "entry_id", count(*) AS written FROM new_postings GROUP BY "entry_id") n
    WHERE n.written <> (SELECT count(*) FROM "ledger_postings" p WHERE p."entry_id" = n."entry_id")
    LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'journal entry % already has its postings', unbalanced
      USING ERRCODE = 'restrict_violation';
  END IF;
  PERFORM set_config('titletrust.applying_posting', 'on', true);
  UPDATE "ledger_accounts" a SET "balance_micros" = a."balance_micros" + d.delta
    FROM (SELECT "account_id", sum("amount_micros") AS delta FROM new_postings GROUP BY "account_id") d
    WHERE a."id" = d."account_id" AND a."kind" IN ('available', 'withdrawal_hold', 'escrow');
  PERFORM set_config('titletrust.applying_posting', 'off', true);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_postings_apply" AFTER INSERT ON "ledger_postings"
  REFERENCING NEW TABLE AS new_postings
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_apply_postings"();
