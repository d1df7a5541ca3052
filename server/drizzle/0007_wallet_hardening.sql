-- One address in any letter case is one wallet: Better Auth looks addresses up checksummed, so a
-- row in another case would let its sign-in make a second account. Fails if such duplicates exist.
DROP INDEX "wallet_addresses_address_chain_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_addresses_address_chain_idx" ON "wallet_addresses" USING btree (lower("address"),"chain_id");--> statement-breakpoint
-- wallet.create became a 'stately' pg-boss queue (platform/jobs.ts): one creation job per account
-- in flight. pg-boss creates a queue only once, so a database that already has it is switched
-- here; a fresh database has no pgboss schema yet and gets the queue from pg-boss as configured.
DO $$
BEGIN
  IF to_regclass('pgboss.queue') IS NOT NULL THEN
    UPDATE pgboss.queue SET policy = 'stately', updated_on = now() WHERE name = 'wallet.create';
  END IF;
END $$;
