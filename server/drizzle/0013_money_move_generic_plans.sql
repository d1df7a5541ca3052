-- Every statement a movement runs (money_move, the functions it calls, the postings' trigger and
-- the foreign keys' checks) looks rows up by key from the movement's jsonb: one generic plan is
-- right for all of them. Left to choose, PostgreSQL plans each statement afresh for its first five
-- calls on every connection before it settles on that plan, and some of those plans cost more than
-- the movement (measured with pg_stat_statements: 1.3 ms to plan the account-locking query, 0.7 ms
-- the Idempotency-Key lookup, 0.6 ms the notice insert; docs/decisions/017-money-move-generic-plans.md).
-- The setting holds only while money_move runs.
ALTER FUNCTION "money_move"(jsonb) SET "plan_cache_mode" = 'force_generic_plan';
