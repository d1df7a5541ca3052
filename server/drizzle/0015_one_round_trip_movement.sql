-- A movement in one round trip, with less work in it (docs/decisions/019-one-round-trip-movement.md):
-- * it claims its Idempotency-Key by writing the key's row first, with the answer it will give
--   (the journal entry's id, chosen by the caller), instead of taking an advisory lock and looking
--   the key up. The key's unique index does what the lock did: a retry's insert waits for the
--   first's transaction, and finds the row once that has committed; if the first failed, its row
--   went with it and the retry does the work;
-- * a movement may be built on its contract's terms as read inside it (`on_terms`), so the server
--   need not read the contract first: the party it names must be the caller, the entry's lines
--   are in units of the contract's amount, and notices go to a side of the contract with the
--   amount and the gig's title put into their text.

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
  -- The entry's id is the caller's when it gives one: a movement stores it as its key's answer
  -- before the entry exists.
  INSERT INTO "journal_entries" ("id", "kind", "contract_id", "user_id", "transfer_id", "memo")
    VALUES (coalesce((entry->>'id')::uuid, gen_random_uuid()), entry->>'kind',
            (entry->>'contract_id')::uuid, (entry->>'user_id')::uuid,
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
-- An amount as people read it, exactly as formatUsdc (shared/src/money.ts) writes it: whole USDC
-- grouped by thousands, then two to six decimals ("1,234.50 USDC", "0.000001 USDC"). A test
-- holds the two to each other.
CREATE FUNCTION "usdc_text"(micros bigint) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  decimals text := rtrim(lpad((abs(micros) % 1000000)::text, 6, '0'), '0');
BEGIN
  RETURN CASE WHEN micros < 0 THEN '-' ELSE '' END
    || regexp_replace((abs(micros) / 1000000)::text, '(\d)(?=(\d{3})+$)', '\1,', 'g')
    || '.' || CASE WHEN length(decimals) < 2 THEN rpad(decimals, 2, '0') ELSE decimals END
    || ' USDC';
END
$$;
--> statement-breakpoint
-- The movement completed from its contract's terms (see the header): refused with TT404 when
-- there is no such contract, TT403 when the caller is not the party the movement names.
CREATE FUNCTION "money_on_terms"(move jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  deal jsonb := move->'on_terms';
  terms record;
  lines jsonb := move->'entry'->'lines';
  notices jsonb := coalesce(move->'notices', '[]');
  notice jsonb;
  amount_text text;
BEGIN
  SELECT c."buyer_id", c."seller_id", c."amount_micros", g."title" INTO terms
    FROM "contracts" c JOIN "gigs" g ON g."id" = c."gig_id"
    WHERE c."id" = (deal->>'contract_id')::uuid;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'No contract with that id.' USING ERRCODE = 'TT404';
  END IF;
  IF (CASE deal->>'party' WHEN 'buyer' THEN terms."buyer_id" WHEN 'seller' THEN terms."seller_id" END)
     IS DISTINCT FROM (deal->>'user_id')::uuid THEN
    RAISE EXCEPTION '%', deal->>'forbidden' USING ERRCODE = 'TT403';
  END IF;
  -- Loops of assignments, which plpgsql evaluates as simple expressions: no query of their own.
  FOR i IN 0 .. jsonb_array_length(lines) - 1 LOOP
    lines := jsonb_set(lines, ARRAY[i::text, 'amount'],
      to_jsonb(((lines->i->>'amount')::bigint * terms."amount_micros")::text));
  END LOOP;
  amount_text := "usdc_text"(terms."amount_micros");
  FOR i IN 0 .. jsonb_array_length(notices) - 1 LOOP
    notice := notices->i;
    notices := jsonb_set(notices, ARRAY[i::text], (notice - 'to') || jsonb_build_object(
      'user_id', CASE notice->>'to' WHEN 'buyer' THEN terms."buyer_id"
                                    WHEN 'seller' THEN terms."seller_id" END,
      'body', format(notice->>'body', amount_text, terms."title")));
  END LOOP;
  RETURN move || jsonb_build_object(
    'entry', (move->'entry') || jsonb_build_object('memo', terms."title", 'lines', lines),
    'notices', notices);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "money_move"(move jsonb) RETURNS jsonb LANGUAGE plpgsql
SET "plan_cache_mode" = 'force_generic_plan' AS $$
DECLARE
  claim jsonb := nullif(move->'idempotency', 'null');
  stored jsonb;
  answer jsonb := jsonb_build_object('entry_id', move->'entry'->>'id');
  done text;
BEGIN
  IF claim IS NOT NULL THEN
    IF move->'entry'->>'id' IS NULL THEN
      RAISE EXCEPTION 'money_move needs the entry''s id to store as its key''s answer';
    END IF;
    -- How long a retry waits for a first request still in flight: the insert below waits on the
    -- first's transaction, as the row locks after it wait on whoever holds them.
    done := set_config('lock_timeout', coalesce(claim->>'wait', '15s'), true);
    INSERT INTO "idempotency_keys"
      ("user_id", "key", "fingerprint", "response_status", "response_body")
      VALUES ((claim->>'user_id')::uuid, claim->>'key', claim->>'fingerprint', 200, answer)
      ON CONFLICT ("user_id", "key") DO NOTHING;
    IF NOT FOUND THEN
      -- The key's first request committed: its answer, or TT422 for a different request.
      stored := "idempotency_claim"(claim);
      RETURN (stored->'body') || '{"replayed": true}';
    END IF;
  END IF;
  IF jsonb_typeof(move->'on_terms') = 'object' THEN
    move := "money_on_terms"(move);
  END IF;
  answer := "money_apply"(move);
  RETURN answer || '{"replayed": false}';
END
$$;
