-- A contract's step may state the terms (parties, amount, fee) the server built the movement on,
-- which it may have remembered rather than read (docs/decisions/020-contract-terms-from-memory.md):
-- the guarded update matches them too, so a movement on terms the row does not have is refused
-- (TT409) and moves nothing.
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
      UPDATE "contracts" SET "state" = to_state, "updated_at" = now(),
        "funded_at" = CASE WHEN stamp ? 'funded_at' THEN now() ELSE "funded_at" END,
        "closed_at" = CASE WHEN stamp ? 'closed_at' THEN now() ELSE "closed_at" END,
        "auto_release_at" = CASE WHEN clear ? 'auto_release_at' THEN NULL ELSE "auto_release_at" END
        WHERE "id" = record_id AND "state" = current_state
          AND (terms IS NULL OR ("buyer_id" = (terms->>'buyer_id')::uuid
            AND "seller_id" = (terms->>'seller_id')::uuid
            AND "amount_micros" = (terms->>'amount_micros')::bigint
            AND "fee_bps" = (terms->>'fee_bps')::int));
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
    -- The same words as applyTransition's (platform/lifecycle.ts).
    RAISE EXCEPTION '%', coalesce(step->>'conflict_message', format(
        'This %s is %s, which does not allow “%s”.', entity, replace(current_state, '_', ' '),
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
