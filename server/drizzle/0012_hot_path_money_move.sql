-- The money path with half the statements (docs/decisions/015-money-move-statements.md). Under
-- load PostgreSQL spent most of a movement starting, planning and finishing the ~24 statements
-- its functions ran, not writing rows. The rules are unchanged; what changed:
-- * PERFORM and DECLARE-time ARRAY(SELECT ...) become assignments and jsonb operators, which
--   plpgsql evaluates as simple expressions, without a plan and executor of their own;
-- * an entry's accounts are locked, counted and checked for a shortfall in one statement;
-- * the postings' foreign keys become part of their statement trigger's one check: they cost
--   four lookups and row locks per movement (every release key-share locked the one platform
--   fee account), and entries and accounts are never deleted or truncated, so existence at
--   insert is the whole of the rule;
-- * idempotency_store is plpgsql: a SQL function that writes is parsed and planned on every call;
-- * the balance guard's trigger has a WHEN clause, so its function runs only to refuse.

ALTER TABLE "ledger_postings" DROP CONSTRAINT "ledger_postings_entry_id_journal_entries_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_postings" DROP CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
-- Without the foreign key, nothing else stopped a TRUNCATE from emptying the accounts.
CREATE TRIGGER "ledger_accounts_no_truncate" BEFORE TRUNCATE ON "ledger_accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
-- The balance guard's function runs only when the rule is broken: the same test as its WHEN
-- clause, an expression evaluated without a call into plpgsql for each balance a movement moves.
DROP TRIGGER "ledger_accounts_guard" ON "ledger_accounts";
--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_guard" BEFORE UPDATE ON "ledger_accounts"
  FOR EACH ROW
  WHEN ((NEW."balance_micros" IS DISTINCT FROM OLD."balance_micros"
         AND current_setting('titletrust.applying_posting', true) IS DISTINCT FROM 'on')
        OR NEW."kind" IS DISTINCT FROM OLD."kind" OR NEW."user_id" IS DISTINCT FROM OLD."user_id"
        OR NEW."contract_id" IS DISTINCT FROM OLD."contract_id")
  EXECUTE FUNCTION "ledger_guard_balance"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_apply_postings"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad record;
  done text;
BEGIN
  -- Per entry written: its sum, its postings whose account exists, whether the entry exists, and
  -- whether postings of it were written before (all of an entry's arrive in one statement).
  SELECT n."entry_id", n.total, n.written, n.accounts,
         EXISTS (SELECT 1 FROM "journal_entries" e WHERE e."id" = n."entry_id") AS entry_exists
    INTO bad
    FROM (SELECT np."entry_id", sum(np."amount_micros") AS total, count(*) AS written,
                 count(a."id") AS accounts
          FROM new_postings np LEFT JOIN "ledger_accounts" a ON a."id" = np."account_id"
          GROUP BY np."entry_id") n
    WHERE n.total <> 0 OR n.accounts <> n.written
       OR NOT EXISTS (SELECT 1 FROM "journal_entries" e WHERE e."id" = n."entry_id")
       OR n.written <> (SELECT count(*) FROM "ledger_postings" p WHERE p."entry_id" = n."entry_id")
    LIMIT 1;
  IF FOUND THEN
    IF bad.total <> 0 THEN
      RAISE EXCEPTION 'journal entry % does not balance: its postings must sum to zero',
        bad."entry_id" USING ERRCODE = 'check_violation';
    ELSIF NOT bad.entry_exists OR bad.accounts <> bad.written THEN
      RAISE EXCEPTION 'a posting of journal entry % names an entry or an account that does not exist',
        bad."entry_id" USING ERRCODE = 'foreign_key_violation';
    END IF;
    RAISE EXCEPTION 'journal entry % already has its postings', bad."entry_id"
      USING ERRCODE = 'restrict_violation';
  END IF;
  done := set_config('titletrust.applying_posting', 'on', true);
  UPDATE "ledger_accounts" a SET "balance_micros" = a."balance_micros" + d.delta
    FROM (SELECT "account_id", sum("amount_micros") AS delta FROM new_postings GROUP BY "account_id") d
    WHERE a."id" = d."account_id" AND a."kind" IN ('available', 'withdrawal_hold', 'escrow');
  done := set_config('titletrust.applying_posting', 'off', true);
  RETURN NULL;
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
-- Now returns the state the record left, so that callers assign it (a simple expression) rather
-- than PERFORM it (a query).
DROP FUNCTION "lifecycle_step"(jsonb);
--> statement-breakpoint
CREATE FUNCTION "lifecycle_step"(step jsonb) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  entity text := step->>'entity';
  record_id uuid := (step->>'id')::uuid;
  to_state text := step->>'to';
  stamp jsonb := coalesce(step->'stamp', '[]');
  clear jsonb := coalesce(step->'clear', '[]');
  current_state text;
BEGIN
  IF stamp - 'funded_at' - 'closed_at' <> '[]' OR clear - 'auto_release_at' <> '[]'
     OR (entity <> 'contract' AND (stamp <> '[]' OR clear <> '[]')) THEN
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
  IF NOT (step->'from') ? current_state THEN
    RAISE EXCEPTION '%', coalesce(step->>'conflict_message', format(
        'This %s is %s, so it cannot be %sed now.', entity, replace(current_state, '_', ' '),
        replace(step->>'action', '_', ' ')))
      USING ERRCODE = 'TT409';
  END IF;
  IF entity = 'contract' THEN
    UPDATE "contracts" SET "state" = to_state, "updated_at" = now(),
      "funded_at" = CASE WHEN stamp ? 'funded_at' THEN now() ELSE "funded_at" END,
      "closed_at" = CASE WHEN stamp ? 'closed_at' THEN now() ELSE "closed_at" END,
      "auto_release_at" = CASE WHEN clear ? 'auto_release_at' THEN NULL ELSE "auto_release_at" END
      WHERE "id" = record_id;
  ELSE
    UPDATE "gigs" SET "state" = to_state, "updated_at" = now() WHERE "id" = record_id;
  END IF;
  INSERT INTO "lifecycle_events"
    ("entity_type", "entity_id", "action", "from_state", "to_state", "actor_id", "actor_role",
     "details")
    VALUES (entity, record_id, step->>'action', current_state, to_state,
            (step->>'actor_id')::uuid, step->>'actor_role', coalesce(step->'details', '{}'));
  RETURN current_state;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "money_apply"(move jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  left_state text;
  entry_id uuid;
BEGIN
  FOR i IN 0 .. coalesce(jsonb_array_length(move->'transitions'), 0) - 1 LOOP
    left_state := "lifecycle_step"(move->'transitions'->i);
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
  IF coalesce(jsonb_array_length(move->'notices'), 0) > 0 THEN
    INSERT INTO "notifications" ("user_id", "type", "title", "body", "href", "email_wanted")
      SELECT n.user_id, n.type, n.title, n.body, n.href, coalesce(n.email, false)
      FROM jsonb_to_recordset(move->'notices') AS n(user_id uuid, type text, title text,
        body text, href text, email boolean);
  END IF;
  RETURN jsonb_build_object('entry_id', entry_id);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "idempotency_claim"(claim jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  stored record;
  done text;
BEGIN
  done := set_config('lock_timeout', coalesce(claim->>'wait', '15s'), true);
  done := pg_advisory_xact_lock(
    hashtextextended((claim->>'user_id') || '/' || (claim->>'key'), 0))::text;
  SELECT k."fingerprint", k."response_status", k."response_body" INTO stored
    FROM "idempotency_keys" k
    WHERE k."user_id" = (claim->>'user_id')::uuid AND k."key" = claim->>'key';
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF stored."fingerprint" <> claim->>'fingerprint' THEN
    RAISE EXCEPTION 'This Idempotency-Key was already used for a different request.'
      USING ERRCODE = 'TT422';
  END IF;
  RETURN jsonb_build_object('status', stored."response_status", 'body', stored."response_body");
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "idempotency_store"(claim jsonb, status int, body jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "idempotency_keys" ("user_id", "key", "fingerprint", "response_status", "response_body")
    VALUES ((claim->>'user_id')::uuid, claim->>'key', claim->>'fingerprint', status, body);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "money_move"(move jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  claim jsonb := nullif(move->'idempotency', 'null');
  stored jsonb;
  answer jsonb;
  done text;
BEGIN
  IF claim IS NOT NULL THEN
    stored := "idempotency_claim"(claim);
    IF stored IS NOT NULL THEN
      RETURN (stored->'body') || '{"replayed": true}';
    END IF;
  END IF;
  answer := "money_apply"(move);
  IF claim IS NOT NULL THEN
    done := "idempotency_store"(claim, 200, answer)::text;
  END IF;
  RETURN answer || '{"replayed": false}';
END
$$;
