-- Postings join only an entry of their own transaction (ledger_apply_posting), so the entry's
-- check at commit covers them: the postings' own check ran the same sum once per posting.
DROP TRIGGER "ledger_postings_balance" ON "ledger_postings";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_check_entry_balances"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) < 2 OR sum("amount_micros") <> 0
      FROM "ledger_postings" WHERE "entry_id" = NEW."id") THEN
    RAISE EXCEPTION 'journal entry % does not balance: its postings must sum to zero', NEW."id"
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
