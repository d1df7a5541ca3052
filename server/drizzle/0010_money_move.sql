-- A money movement in one database call (docs/decisions/013-one-call-money-movements.md): the
-- guarded state changes, the journal entry with its postings, a dispute's decision and the
-- notices. Each round trip of a movement kept its row locks held a little longer and cost both
-- processes a context switch. The rules themselves (who may act, what the notices say, how a
-- payout splits) stay in the server; these functions apply them atomically, under lock.
--
-- Refusals carry our own SQLSTATEs, which the server turns into the API's errors:
--   TT402 an account would go below zero (DETAIL: the shortfall in micro-USDC)
--   TT404 no such record
--   TT409 the record is not in a state the action starts from

-- One journal entry: locks the owned accounts it touches in key order (the one lock order of
-- every movement, so two never wait on each other in a cycle), creating those used for the
-- first time, refuses it when one would go below zero, then writes the entry and its postings.
-- The posting trigger checks they balance and applies them to the balances.
-- entry: {kind, contract_id, user_id, transfer_id, memo, lines: [{key, kind, user_id,
-- contract_id, amount}]}; ledger_entry_lines reads its non-zero lines.
CREATE FUNCTION "ledger_entry_lines"(entry jsonb)
RETURNS TABLE ("key" text, "kind" text, "user_id" uuid, "contract_id" uuid, "amount" bigint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT * FROM jsonb_to_recordset(entry->'lines')
    AS l("key" text, "kind" text, "user_id" uuid, "contract_id" uuid, "amount" bigint)
  WHERE l."amount" <> 0
$$;
--> statement-breakpoint
CREATE FUNCTION "ledger_post_entry"(entry jsonb) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  owned text[];
  locked int;
  short record;
  entry_id uuid;
BEGIN
  SELECT array_agg(DISTINCT l."key") INTO owned FROM "ledger_entry_lines"(entry) l
    WHERE l."kind" IN ('available', 'withdrawal_hold', 'escrow');
  IF owned IS NOT NULL THEN
    SELECT count(*) INTO locked FROM (
      SELECT 1 FROM "ledger_accounts" a WHERE a."key" = ANY (owned) ORDER BY a."key" FOR UPDATE
    ) l;
    IF locked < cardinality(owned) THEN
      -- First use of an account: a racing insert of the same key is harmless.
      INSERT INTO "ledger_accounts" ("key", "kind", "user_id", "contract_id")
        SELECT DISTINCT l."key", l."kind", l."user_id", l."contract_id"
        FROM "ledger_entry_lines"(entry) l WHERE l."key" = ANY (owned)
        ON CONFLICT ("key") DO NOTHING;
      PERFORM 1 FROM "ledger_accounts" a WHERE a."key" = ANY (owned) ORDER BY a."key" FOR UPDATE;
    END IF;
    -- LATERAL lookups by key: the planner cannot know an entry has only a few lines.
    SELECT d."key", -(a."balance_micros" + d.delta) AS shortfall INTO short
      FROM (SELECT l."key", sum(l."amount") AS delta FROM "ledger_entry_lines"(entry) l
            WHERE l."key" = ANY (owned) GROUP BY l."key") d,
      LATERAL (SELECT "balance_micros" FROM "ledger_accounts" WHERE "key" = d."key") a
      WHERE a."balance_micros" + d.delta < 0
      ORDER BY d."key" LIMIT 1;
    IF FOUND THEN
      RAISE EXCEPTION 'account % would go below zero', short."key"
        USING ERRCODE = 'TT402', DETAIL = short.shortfall::text;
    END IF;
  END IF;
  INSERT INTO "journal_entries" ("kind", "contract_id", "user_id", "transfer_id", "memo")
    VALUES (entry->>'kind', (entry->>'contract_id')::uuid, (entry->>'user_id')::uuid,
            (entry->>'transfer_id')::uuid, coalesce(entry->>'memo', ''))
    RETURNING "id" INTO entry_id;
  -- The accounts by key through the index (the planner cannot know an entry has few lines).
  INSERT INTO "ledger_postings" ("entry_id", "account_id", "amount_micros")
    SELECT entry_id, a."id", l."amount"
    FROM "ledger_accounts" a JOIN "ledger_entry_lines"(entry) l ON l."key" = a."key"
    WHERE a."key" = ANY (ARRAY(SELECT jsonb_array_elements(entry->'lines')->>'key'));
  RETURN entry_id;
END
$$;
--> statement-breakpoint
-- One guarded state change of a contract or gig, with its audit event. step: {entity, id,
-- action, from: [states], to, actor_id, actor_role, details, conflict_message, stamp: [columns
-- set to now()], clear: [columns set to NULL]}.
CREATE FUNCTION "lifecycle_step"(step jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  entity text := step->>'entity';
  record_id uuid := (step->>'id')::uuid;
  to_state text := step->>'to';
  stamp text[] := ARRAY(SELECT jsonb_array_elements_text(coalesce(step->'stamp', '[]')));
  clear text[] := ARRAY(SELECT jsonb_array_elements_text(coalesce(step->'clear', '[]')));
  current_state text;
BEGIN
  IF NOT stamp <@ ARRAY['funded_at', 'closed_at'] OR NOT clear <@ ARRAY['auto_release_at']
     OR (entity <> 'contract' AND cardinality(stamp) + cardinality(clear) > 0) THEN
    RAISE EXCEPTION 'lifecycle_step cannot set % / % of a %', stamp, clear, entity;
  END IF;
  IF entity = 'contract' THEN
    SELECT "state" INTO current_state FROM "contracts" WHERE "id" = record_id FOR UPDATE;
  ELSIF entity = 'gig' THEN
    SELECT "state" INTO current_state FROM "gigs" WHERE "id" = record_id FOR UPDATE;
  ELSE
    RAISE EXCEPTION 'lifecycle_step has no entity %', entity;
  END IF;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'No % with that id.', entity USING ERRCODE = 'TT404';
  END IF;
  IF NOT current_state IN (SELECT jsonb_array_elements_text(step->'from')) THEN
    RAISE EXCEPTION '%', coalesce(step->>'conflict_message', format(
        'This %s is %s, so it cannot be %sed now.', entity, replace(current_state, '_', ' '),
        replace(step->>'action', '_', ' ')))
      USING ERRCODE = 'TT409';
  END IF;
  IF entity = 'contract' THEN
    UPDATE "contracts" SET "state" = to_state, "updated_at" = now(),
      "funded_at" = CASE WHEN 'funded_at' = ANY (stamp) THEN now() ELSE "funded_at" END,
      "closed_at" = CASE WHEN 'closed_at' = ANY (stamp) THEN now() ELSE "closed_at" END,
      "auto_release_at" =
        CASE WHEN 'auto_release_at' = ANY (clear) THEN NULL ELSE "auto_release_at" END
      WHERE "id" = record_id;
  ELSE
    UPDATE "gigs" SET "state" = to_state, "updated_at" = now() WHERE "id" = record_id;
  END IF;
  INSERT INTO "lifecycle_events"
    ("entity_type", "entity_id", "action", "from_state", "to_state", "actor_id", "actor_role",
     "details")
    VALUES (entity, record_id, step->>'action', current_state, to_state,
            (step->>'actor_id')::uuid, step->>'actor_role', coalesce(step->'details', '{}'));
END
$$;
--> statement-breakpoint
-- A whole movement: {transitions: [steps], entry, notices: [{user_id, type, title, body, href,
-- email}], dispute: {contract_id, outcome, seller_micros, buyer_micros, note, resolved_by} |
-- null}. Returns {entry_id}.
CREATE FUNCTION "money_move"(move jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  step jsonb;
  entry_id uuid;
BEGIN
  FOR step IN SELECT value FROM jsonb_array_elements(coalesce(move->'transitions', '[]')) LOOP
    PERFORM "lifecycle_step"(step);
  END LOOP;
  entry_id := "ledger_post_entry"(move->'entry');
  IF jsonb_typeof(move->'dispute') = 'object' THEN
    UPDATE "disputes" SET "outcome" = d.outcome, "seller_micros" = d.seller_micros,
      "buyer_micros" = d.buyer_micros, "resolution_note" = d.note, "resolved_by" = d.resolved_by,
      "resolved_at" = now()
      FROM jsonb_to_record(move->'dispute') AS d(contract_id uuid, outcome text,
        seller_micros bigint, buyer_micros bigint, note text, resolved_by uuid)
      WHERE "disputes"."contract_id" = d.contract_id;
  END IF;
  INSERT INTO "notifications" ("user_id", "type", "title", "body", "href", "email_wanted")
    SELECT n.user_id, n.type, n.title, n.body, n.href, coalesce(n.email, false)
    FROM jsonb_to_recordset(coalesce(move->'notices', '[]')) AS n(user_id uuid, type text,
      title text, body text, href text, email boolean);
  RETURN jsonb_build_object('entry_id', entry_id);
END
$$;
