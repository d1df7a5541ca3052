-- The entry's writer moves the balances (docs/decisions/026-the-entry-writer-moves-the-balances.md):
-- * an entry is posted by inserting it, with its lines, into the view "ledger_entry_requests".
--   Its INSTEAD OF trigger moves each owned account's balance in key order (the update takes the
--   row lock, the one lock order of every movement, and refuses a balance below zero), then writes
--   the entry and its postings. No lock query before, no statement trigger after;
-- * the postings' statement trigger stays for postings written any other way (plain SQL at the top
--   level): it checks them and moves the balances as before. It skips postings written inside a
--   trigger, which only this writer does;
-- * a balance still changes only inside a ledger trigger (the guard of migration 0019): the
--   writer's updates run at trigger depth 1.

CREATE VIEW "ledger_entry_requests" AS SELECT NULL::jsonb AS "request" WHERE false;
--> statement-breakpoint
-- request: {id?, kind, contract_id, user_id, transfer_id, memo, lines: [{key, kind, user_id,
-- contract_id, amount}]}, the lines one per account, in key order (byte order), amounts as decimal
-- strings. Returns the request as {id} of the entry written.
CREATE FUNCTION "ledger_write_entry"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry jsonb := NEW."request";
  lines jsonb := entry->'lines';
  entry_id uuid := coalesce((entry->>'id')::uuid, gen_random_uuid());
  line jsonb;
  line_key text;
  line_kind text;
  amount bigint;
  previous_key text := '';
  total numeric := 0;
  account_id uuid;
  account_ids uuid[] := '{}';
  amounts bigint[] := '{}';
  balance bigint;
BEGIN
  -- A loop of assignments (plpgsql's simple expressions, no query of their own) over the lines,
  -- with one update per owned account: its lock, its balance and its id at once.
  FOR i IN 0 .. coalesce(jsonb_array_length(lines), 0) - 1 LOOP
    line := lines->i;
    line_key := line->>'key';
    line_kind := line->>'kind';
    amount := (line->>'amount')::bigint;
    IF line_key COLLATE "C" <= previous_key COLLATE "C" THEN
      RAISE EXCEPTION 'an entry''s lines come one per account, in key order (got % after %)',
        line_key, previous_key;
    END IF;
    previous_key := line_key;
    total := total + amount;
    IF line_kind IN ('platform_fees', 'external') THEN
      -- The two platform accounts (migration 0006, these ids) keep no balance, so nothing locks.
      IF line_key <> line_kind THEN
        RAISE EXCEPTION 'a posting names account % as a %, which it is not', line_key, line_kind
          USING ERRCODE = 'foreign_key_violation';
      END IF;
      account_id := CASE line_kind
                      WHEN 'platform_fees' THEN '00000000-0000-4000-8000-000000000001'::uuid
                      ELSE '00000000-0000-4000-8000-000000000002'::uuid END;
    ELSE
      LOOP
        UPDATE "ledger_accounts" SET "balance_micros" = "balance_micros" + amount
          WHERE "key" = line_key AND "kind" = line_kind AND "balance_micros" + amount >= 0
          RETURNING "id" INTO account_id;
        EXIT WHEN FOUND;
        -- Not moved: short of money, or not there (yet, or as another kind).
        SELECT "balance_micros" INTO balance FROM "ledger_accounts"
          WHERE "key" = line_key AND "kind" = line_kind;
        IF FOUND THEN
          RAISE EXCEPTION 'account % would go below zero', line_key
            USING ERRCODE = 'TT402', DETAIL = (-(balance + amount))::text;
        END IF;
        -- First use of an account: a racing insert of the same key is harmless. Then again.
        INSERT INTO "ledger_accounts" ("key", "kind", "user_id", "contract_id")
          VALUES (line_key, line_kind, (line->>'user_id')::uuid, (line->>'contract_id')::uuid)
          ON CONFLICT ("key") DO NOTHING;
        IF NOT FOUND AND NOT EXISTS (SELECT 1 FROM "ledger_accounts"
                                     WHERE "key" = line_key AND "kind" = line_kind) THEN
          RAISE EXCEPTION 'a posting names account % as a %, which it is not', line_key, line_kind
            USING ERRCODE = 'foreign_key_violation';
        END IF;
      END LOOP;
    END IF;
    account_ids := account_ids || account_id;
    amounts := amounts || amount;
  END LOOP;
  IF total IS DISTINCT FROM 0 OR cardinality(amounts) < 2 THEN
    RAISE EXCEPTION 'journal entry % does not balance: its postings must sum to zero', entry_id
      USING ERRCODE = 'check_violation';
  END IF;
  -- The contract and the user it names exist, as the postings' trigger checks for other writers.
  INSERT INTO "journal_entries" ("id", "kind", "contract_id", "user_id", "transfer_id", "memo")
    SELECT entry_id, entry->>'kind', named."contract_id", named."user_id",
           (entry->>'transfer_id')::uuid, coalesce(entry->>'memo', '')
    FROM (SELECT (entry->>'contract_id')::uuid AS "contract_id",
                 (entry->>'user_id')::uuid AS "user_id") named
    WHERE (named."contract_id" IS NULL
           OR EXISTS (SELECT 1 FROM "contracts" c WHERE c."id" = named."contract_id"))
      AND (named."user_id" IS NULL
           OR EXISTS (SELECT 1 FROM "users" u WHERE u."id" = named."user_id"));
  IF NOT FOUND THEN
    RAISE EXCEPTION 'journal entry % names something that does not exist', entry_id
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  INSERT INTO "ledger_postings" ("entry_id", "account_id", "amount_micros")
    SELECT entry_id, posting."account_id", posting."amount"
    FROM unnest(account_ids, amounts) AS posting ("account_id", "amount");
  NEW."request" := jsonb_build_object('id', entry_id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entry_requests_write" INSTEAD OF INSERT ON "ledger_entry_requests"
  FOR EACH ROW EXECUTE FUNCTION "ledger_write_entry"();
--> statement-breakpoint
DROP TRIGGER "ledger_postings_apply" ON "ledger_postings";
--> statement-breakpoint
-- Postings written at the top level, by plain SQL, are checked and applied here. Inside a trigger
-- only the writer above writes postings, and it has moved the balances already.
CREATE TRIGGER "ledger_postings_apply" AFTER INSERT ON "ledger_postings"
  REFERENCING NEW TABLE AS "new_postings" FOR EACH STATEMENT
  WHEN (pg_trigger_depth() < 1)
  EXECUTE FUNCTION "ledger_apply_postings"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_post_entry"(entry jsonb) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  written jsonb;
BEGIN
  INSERT INTO "ledger_entry_requests" ("request") VALUES (entry) RETURNING "request" INTO written;
  RETURN (written->>'id')::uuid;
END
$$;
--> statement-breakpoint
DROP FUNCTION "ledger_entry_lines"(jsonb);
