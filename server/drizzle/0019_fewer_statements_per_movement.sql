-- Fewer statements and settings per movement, same rules (docs/decisions/022-fewer-statements-per-movement.md):
-- * a balance may change only from inside the postings' trigger: the guard asks the trigger
--   depth instead of a setting the trigger turned on and off around its update (two GUC changes
--   per movement, undone again at commit), and it and the kind-and-owner guard are triggers on
--   their columns, with the smallest WHEN clause;
-- * the postings' trigger checks the usual statement (one entry's postings, one per account)
--   with one aggregate over them and one lookup of the entry; anything else gets the full check;
-- * a step's guarded update and its lifecycle event are one statement, as are an entry and its
--   postings.

CREATE OR REPLACE FUNCTION "ledger_guard_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] = 'balance' THEN
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
DROP TRIGGER "ledger_accounts_guard" ON "ledger_accounts";
--> statement-breakpoint
-- A balance is set only by the postings' trigger: an update of it from anywhere else (trigger
-- depth 0 when the WHEN clause is tested) is refused. PostgreSQL parses a WHEN clause again for
-- each statement, so it is kept this small.
CREATE TRIGGER "ledger_accounts_guard" BEFORE UPDATE OF "balance_micros" ON "ledger_accounts"
  FOR EACH ROW WHEN (pg_trigger_depth() < 1)
  EXECUTE FUNCTION "ledger_guard_balance"('balance');
--> statement-breakpoint
-- An account's kind and owner never change. The balances' update does not name these columns, so
-- this trigger is not even looked at for it.
CREATE TRIGGER "ledger_accounts_keep_owner" BEFORE UPDATE OF "kind", "user_id", "contract_id"
  ON "ledger_accounts" FOR EACH ROW EXECUTE FUNCTION "ledger_guard_balance"('owner');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_apply_postings"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved int;
  owned bigint := 0;
  written record;
  entry record;
BEGIN
  -- The balances move first: when a check below fails, the exception undoes them with the rest.
  -- The balance guard lets this update through because it runs inside this trigger.
  UPDATE "ledger_accounts" a SET "balance_micros" = a."balance_micros" + d.delta
    FROM (SELECT "account_id", sum("amount_micros") AS delta FROM new_postings
          GROUP BY "account_id") d
    WHERE a."id" = d."account_id" AND a."kind" IN ('available', 'withdrawal_hold', 'escrow');
  GET DIAGNOSTICS moved = ROW_COUNT;
  -- Each entry written (the usual statement writes one): it sums to zero, it exists with the
  -- contract and the user it names, and these are all of its postings.
  FOR written IN
    SELECT "entry_id", sum("amount_micros") AS total, count(*) AS postings,
           -- The two platform accounts (created by migration 0006 with these ids) keep no
           -- balance; every other posting's account is a person's or an escrow's.
           count(*) FILTER (WHERE "account_id" NOT IN ('00000000-0000-4000-8000-000000000001',
                                                     '00000000-0000-4000-8000-000000000002'))
             AS owned
    FROM new_postings GROUP BY "entry_id"
  LOOP
    IF written.total <> 0 THEN
      RAISE EXCEPTION 'journal entry % does not balance: its postings must sum to zero',
        written."entry_id" USING ERRCODE = 'check_violation';
    END IF;
    SELECT (je."contract_id" IS NULL
              OR EXISTS (SELECT 1 FROM "contracts" c WHERE c."id" = je."contract_id"))
           AND (je."user_id" IS NULL
              OR EXISTS (SELECT 1 FROM "users" u WHERE u."id" = je."user_id")) AS named_exist,
           (SELECT count(*) FROM "ledger_postings" p WHERE p."entry_id" = je."id") AS stored
      INTO entry FROM "journal_entries" je WHERE je."id" = written."entry_id";
    IF entry.named_exist IS NOT TRUE THEN
      RAISE EXCEPTION 'journal entry % or a posting of it names something that does not exist',
        written."entry_id" USING ERRCODE = 'foreign_key_violation';
    ELSIF entry.stored <> written.postings THEN
      RAISE EXCEPTION 'journal entry % already has its postings', written."entry_id"
        USING ERRCODE = 'restrict_violation';
    END IF;
    owned := owned + written.owned;
  END LOOP;
  -- Every posting's account exists. The usual statement shows it by what the update moved: one
  -- account per posting not to a platform account. Otherwise (an account twice, or missing) look.
  IF owned <> moved AND EXISTS (
       SELECT 1 FROM new_postings np
       WHERE NOT EXISTS (SELECT 1 FROM "ledger_accounts" a WHERE a."id" = np."account_id")) THEN
    RAISE EXCEPTION 'a posting names an account that does not exist'
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "lifecycle_step"(step jsonb) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  entity text := step->>'entity';
  record_id uuid := (step->>'id')::uuid;
  to_state text := step->>'to';
  stamp jsonb := coalesce(step->'stamp', '[]');
  clear jsonb := coalesce(step->'clear', '[]');
  terms jsonb := nullif(step->'terms', 'null');
  -- With one state to leave, the guarded update alone decides; with several, the record is read
  -- and locked first, so that the event says which state it left.
  one_from boolean := jsonb_array_length(step->'from') = 1;
  current_state text := CASE WHEN one_from THEN step->'from'->>0 END;
  moved boolean := false;
BEGIN
  IF stamp - 'funded_at' - 'closed_at' <> '[]' OR clear - 'auto_release_at' <> '[]'
     OR (entity <> 'contract' AND (stamp <> '[]' OR clear <> '[]' OR terms IS NOT NULL)) THEN
    RAISE EXCEPTION 'lifecycle_step cannot set % / % or check terms of a %', stamp, clear, entity;
  END IF;
  -- One branch per table, written out: a table name put into EXECUTE would have every call
  -- parse and plan its statements again, the cost these functions exist to avoid.
  IF entity = 'contract' THEN
    IF NOT one_from THEN
      SELECT "state" INTO current_state FROM "contracts" WHERE "id" = record_id FOR UPDATE;
    END IF;
    IF (step->'from') ? current_state THEN
      -- The guarded update and its event in one statement: the event is written if the row moved.
      WITH moved_row AS (
        UPDATE "contracts" SET "state" = to_state, "updated_at" = now(),
          "funded_at" = CASE WHEN stamp ? 'funded_at' THEN now() ELSE "funded_at" END,
          "closed_at" = CASE WHEN stamp ? 'closed_at' THEN now() ELSE "closed_at" END,
          "auto_release_at" = CASE WHEN clear ? 'auto_release_at' THEN NULL ELSE "auto_release_at" END
          WHERE "id" = record_id AND "state" = current_state
            AND (terms IS NULL OR ("buyer_id" = (terms->>'buyer_id')::uuid
              AND "seller_id" = (terms->>'seller_id')::uuid
              AND "amount_micros" = (terms->>'amount_micros')::bigint
              AND "fee_bps" = (terms->>'fee_bps')::int))
          RETURNING 1)
      INSERT INTO "lifecycle_events"
        ("entity_type", "entity_id", "action", "from_state", "to_state", "actor_id", "actor_role",
         "details")
        SELECT entity, record_id, step->>'action', current_state, to_state,
               (step->>'actor_id')::uuid, step->>'actor_role', coalesce(step->'details', '{}')
        FROM moved_row;
      moved := FOUND;
    END IF;
    IF NOT moved THEN
      SELECT "state" INTO current_state FROM "contracts" WHERE "id" = record_id;
      IF FOUND AND terms IS NOT NULL AND (step->'from') ? current_state THEN
        RAISE EXCEPTION 'This contract''s terms are not the ones this request was made on. Reload it and try again.'
          USING ERRCODE = 'TT409';
      END IF;
    END IF;
  ELSIF entity = 'gig' THEN
    IF NOT one_from THEN
      SELECT "state" INTO current_state FROM "gigs" WHERE "id" = record_id FOR UPDATE;
    END IF;
    IF (step->'from') ? current_state THEN
      -- As the contract's, written out for its table.
      WITH moved_row AS (
        UPDATE "gigs" SET "state" = to_state, "updated_at" = now()
          WHERE "id" = record_id AND "state" = current_state
          RETURNING 1)
      INSERT INTO "lifecycle_events"
        ("entity_type", "entity_id", "action", "from_state", "to_state", "actor_id", "actor_role",
         "details")
        SELECT entity, record_id, step->>'action', current_state, to_state,
               (step->>'actor_id')::uuid, step->>'actor_role', coalesce(step->'details', '{}')
        FROM moved_row;
      moved := FOUND;
    END IF;
    IF NOT moved THEN
      SELECT "state" INTO current_state FROM "gigs" WHERE "id" = record_id;
    END IF;
  ELSE
    RAISE EXCEPTION 'lifecycle_step has no entity %', entity;
  END IF;
  IF NOT moved THEN
    IF NOT FOUND THEN
      RAISE EXCEPTION 'No % with that id.', entity USING ERRCODE = 'TT404';
    END IF;
    -- The same words as applyTransition's (platform/lifecycle.ts).
    RAISE EXCEPTION '%', coalesce(step->>'conflict_message', format(
        'This %s is %s, which does not allow “%s”.', entity, replace(current_state, '_', ' '),
        replace(step->>'action', '_', ' ')))
      USING ERRCODE = 'TT409';
  END IF;
  RETURN current_state;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_post_entry"(entry jsonb) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  tally record;
  entry_id uuid;
BEGIN
  -- The owned accounts the entry moves, each locked in key order (the one lock order of every
  -- movement), with the first that it would take below zero. A LATERAL lookup per key: the
  -- planner cannot know an entry has only a few lines.
  LOOP
    SELECT count(*) AS owned, count(a.balance) AS found,
           (array_agg(d."key" ORDER BY d."key") FILTER (WHERE a.balance + d.delta < 0))[1] AS short_key,
           (array_agg(-(a.balance + d.delta) ORDER BY d."key")
              FILTER (WHERE a.balance + d.delta < 0))[1] AS shortfall
      INTO tally
      FROM (SELECT l."key", sum(l."amount") AS delta FROM "ledger_entry_lines"(entry) l
            WHERE l."kind" IN ('available', 'withdrawal_hold', 'escrow')
            GROUP BY l."key" ORDER BY l."key") d
      LEFT JOIN LATERAL (SELECT "balance_micros" AS balance FROM "ledger_accounts"
                         WHERE "key" = d."key" FOR UPDATE) a ON true;
    EXIT WHEN tally.found = tally.owned;
    -- First use of an account: a racing insert of the same key is harmless. Then lock again.
    INSERT INTO "ledger_accounts" ("key", "kind", "user_id", "contract_id")
      SELECT DISTINCT l."key", l."kind", l."user_id", l."contract_id"
      FROM "ledger_entry_lines"(entry) l
      WHERE l."kind" IN ('available', 'withdrawal_hold', 'escrow')
      ON CONFLICT ("key") DO NOTHING;
  END LOOP;
  IF tally.short_key IS NOT NULL THEN
    RAISE EXCEPTION 'account % would go below zero', tally.short_key
      USING ERRCODE = 'TT402', DETAIL = tally.shortfall::text;
  END IF;
  -- The entry and its postings in one statement. The postings' trigger runs after it, and sees
  -- the entry. The entry's id is the caller's when it gives one: a movement stores it as its
  -- key's answer before the entry exists.
  entry_id := coalesce((entry->>'id')::uuid, gen_random_uuid());
  WITH written AS (
    INSERT INTO "journal_entries" ("id", "kind", "contract_id", "user_id", "transfer_id", "memo")
      VALUES (entry_id, entry->>'kind', (entry->>'contract_id')::uuid, (entry->>'user_id')::uuid,
              (entry->>'transfer_id')::uuid, coalesce(entry->>'memo', ''))
      RETURNING "id")
  INSERT INTO "ledger_postings" ("entry_id", "account_id", "amount_micros")
    SELECT written."id", a."id", l."amount"
    FROM written, "ledger_accounts" a JOIN "ledger_entry_lines"(entry) l ON l."key" = a."key"
    WHERE a."key" = ANY (ARRAY(SELECT jsonb_array_elements(entry->'lines')->>'key'));
  RETURN entry_id;
END
$$;
