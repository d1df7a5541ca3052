-- Fewer statements per movement, same rules (docs/decisions/017-money-move-generic-plans.md):
-- * a step with one state to leave (fund, approve, deliver, ...) is one guarded UPDATE, which
--   takes the row lock itself: the FOR UPDATE read before it is needed only when the step may
--   leave several states and the event must say which; a refused step reads why afterwards;
-- * the postings' trigger applies the balances and checks the entries in one statement;
-- * a journal entry's contract and user are checked there too, not by two foreign keys, each a
--   lookup and a row lock per movement. Their other half, that neither is deleted while an entry
--   names it, is kept by triggers that refuse the delete with the same SQLSTATE (23503).

ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_contract_id_contracts_id_fk";
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_user_id_users_id_fk";
--> statement-breakpoint
CREATE FUNCTION "journal_entries_refuse_orphaning"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users'
     AND EXISTS (SELECT 1 FROM "journal_entries" WHERE "user_id" = OLD."id") THEN
    RAISE EXCEPTION 'user % has journal entries and cannot be deleted', OLD."id"
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF TG_TABLE_NAME = 'contracts'
     AND EXISTS (SELECT 1 FROM "journal_entries" WHERE "contract_id" = OLD."id") THEN
    RAISE EXCEPTION 'contract % has journal entries and cannot be deleted', OLD."id"
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_keep_journal_entries" BEFORE DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "journal_entries_refuse_orphaning"();
--> statement-breakpoint
CREATE TRIGGER "contracts_keep_journal_entries" BEFORE DELETE ON "contracts"
  FOR EACH ROW EXECUTE FUNCTION "journal_entries_refuse_orphaning"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_apply_postings"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad record;
  done text;
BEGIN
  -- The balances move first, in the same statement as the check: when the check fails, the
  -- exception undoes them with everything else.
  done := set_config('titletrust.applying_posting', 'on', true);
  WITH moved AS (
    UPDATE "ledger_accounts" a SET "balance_micros" = a."balance_micros" + d.delta
      FROM (SELECT "account_id", sum("amount_micros") AS delta FROM new_postings
            GROUP BY "account_id") d
      WHERE a."id" = d."account_id" AND a."kind" IN ('available', 'withdrawal_hold', 'escrow')
  )
  -- Per entry written: its sum, its postings whose account exists, whether the entry exists with
  -- the contract and the user it names, and whether postings of it were written before (all of
  -- an entry's arrive in one statement).
  SELECT n."entry_id", n.total, n.written, n.accounts, e.named_exist
    INTO bad
    FROM (SELECT np."entry_id", sum(np."amount_micros") AS total, count(*) AS written,
                 count(a."id") AS accounts
          FROM new_postings np LEFT JOIN "ledger_accounts" a ON a."id" = np."account_id"
          GROUP BY np."entry_id") n
    LEFT JOIN LATERAL (
      SELECT (je."contract_id" IS NULL
                OR EXISTS (SELECT 1 FROM "contracts" c WHERE c."id" = je."contract_id"))
             AND (je."user_id" IS NULL
                OR EXISTS (SELECT 1 FROM "users" u WHERE u."id" = je."user_id")) AS named_exist
      FROM "journal_entries" je WHERE je."id" = n."entry_id") e ON true
    WHERE n.total <> 0 OR n.accounts <> n.written OR e.named_exist IS NOT TRUE
       OR n.written <> (SELECT count(*) FROM "ledger_postings" p WHERE p."entry_id" = n."entry_id")
    LIMIT 1;
  done := set_config('titletrust.applying_posting', 'off', true);
  IF FOUND THEN
    IF bad.total <> 0 THEN
      RAISE EXCEPTION 'journal entry % does not balance: its postings must sum to zero',
        bad."entry_id" USING ERRCODE = 'check_violation';
    ELSIF bad.named_exist IS NOT TRUE OR bad.accounts <> bad.written THEN
      RAISE EXCEPTION 'journal entry % or a posting of it names something that does not exist',
        bad."entry_id" USING ERRCODE = 'foreign_key_violation';
    END IF;
    RAISE EXCEPTION 'journal entry % already has its postings', bad."entry_id"
      USING ERRCODE = 'restrict_violation';
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
  -- With one state to leave, the guarded update alone decides; with several, the record is read
  -- and locked first, so that the event says which state it left.
  one_from boolean := jsonb_array_length(step->'from') = 1;
  current_state text := CASE WHEN one_from THEN step->'from'->>0 END;
  moved boolean := false;
BEGIN
  IF stamp - 'funded_at' - 'closed_at' <> '[]' OR clear - 'auto_release_at' <> '[]'
     OR (entity <> 'contract' AND (stamp <> '[]' OR clear <> '[]')) THEN
    RAISE EXCEPTION 'lifecycle_step cannot set % / % of a %', stamp, clear, entity;
  END IF;
  -- One branch per table, written out: a table name put into EXECUTE would have every call
  -- parse and plan its statements again, the cost these functions exist to avoid.
  IF entity = 'contract' THEN
    IF NOT one_from THEN
      SELECT "state" INTO current_state FROM "contracts" WHERE "id" = record_id FOR UPDATE;
    END IF;
    IF (step->'from') ? current_state THEN
      UPDATE "contracts" SET "state" = to_state, "updated_at" = now(),
        "funded_at" = CASE WHEN stamp ? 'funded_at' THEN now() ELSE "funded_at" END,
        "closed_at" = CASE WHEN stamp ? 'closed_at' THEN now() ELSE "closed_at" END,
        "auto_release_at" = CASE WHEN clear ? 'auto_release_at' THEN NULL ELSE "auto_release_at" END
        WHERE "id" = record_id AND "state" = current_state;
      moved := FOUND;
    END IF;
    IF NOT moved THEN
      SELECT "state" INTO current_state FROM "contracts" WHERE "id" = record_id;
    END IF;
  ELSIF entity = 'gig' THEN
    IF NOT one_from THEN
      SELECT "state" INTO current_state FROM "gigs" WHERE "id" = record_id FOR UPDATE;
    END IF;
    IF (step->'from') ? current_state THEN
      UPDATE "gigs" SET "state" = to_state, "updated_at" = now()
        WHERE "id" = record_id AND "state" = current_state;
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
    RAISE EXCEPTION '%', coalesce(step->>'conflict_message', format(
        'This %s is %s, so it cannot be %sed now.', entity, replace(current_state, '_', ' '),
        replace(step->>'action', '_', ' ')))
      USING ERRCODE = 'TT409';
  END IF;
  INSERT INTO "lifecycle_events"
    ("entity_type", "entity_id", "action", "from_state", "to_state", "actor_id", "actor_role",
     "details")
    VALUES (entity, record_id, step->>'action', current_state, to_state,
            (step->>'actor_id')::uuid, step->>'actor_role', coalesce(step->'details', '{}'));
  RETURN current_state;
END
$$;
