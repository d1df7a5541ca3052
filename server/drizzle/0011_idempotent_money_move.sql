-- Idempotency-Keys claimed inside the movement (docs/decisions/014-idempotent-movement-in-one-call.md).
-- A request takes a transaction-scoped advisory lock on its (user, key), so a retry arriving
-- while the first is in flight waits for it (up to lock_timeout, then 55P03); it then finds the
-- first's stored answer, or nothing if the first failed and kept nothing. The key's row is written
-- once, with its answer, at the end of the work: a key exists exactly when its work committed.
-- A key reused for a different request is refused with TT422.

-- claim: {user_id, key, fingerprint, wait}. Returns the stored {status, body}, or NULL when the
-- caller is the first: it does the work and calls idempotency_store in the same transaction.
CREATE FUNCTION "idempotency_claim"(claim jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  stored record;
BEGIN
  PERFORM set_config('lock_timeout', coalesce(claim->>'wait', '15s'), true);
  PERFORM pg_advisory_xact_lock(hashtextextended((claim->>'user_id') || '/' || (claim->>'key'), 0));
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
CREATE FUNCTION "idempotency_store"(claim jsonb, status int, body jsonb) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "idempotency_keys" ("user_id", "key", "fingerprint", "response_status", "response_body")
    VALUES ((claim->>'user_id')::uuid, claim->>'key', claim->>'fingerprint', status, body)
$$;
--> statement-breakpoint
-- 0010's money_move, unchanged, becomes money_apply; money_move wraps it with an optional
-- Idempotency-Key (move.idempotency: {user_id, key, fingerprint, wait}): the key's claim first and
-- its receipt stored last, a whole idempotent movement in one autocommitted statement. Returns
-- {entry_id, replayed}.
ALTER FUNCTION "money_move"(jsonb) RENAME TO "money_apply";
--> statement-breakpoint
CREATE FUNCTION "money_move"(move jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  claim jsonb := nullif(move->'idempotency', 'null');
  stored jsonb;
  answer jsonb;
BEGIN
  IF claim IS NOT NULL THEN
    stored := "idempotency_claim"(claim);
    IF stored IS NOT NULL THEN
      RETURN (stored->'body') || '{"replayed": true}';
    END IF;
  END IF;
  answer := "money_apply"(move);
  IF claim IS NOT NULL THEN
    PERFORM "idempotency_store"(claim, 200, answer);
  END IF;
  RETURN answer || '{"replayed": false}';
END
$$;
