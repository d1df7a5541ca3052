import type pg from 'pg';

/**
 * Contracts awaiting funding, `perPair` for each client–professional pair, written in one
 * statement as accepting a bid leaves them (gig in progress, bid accepted, contract awaiting
 * funding at the given fee, its escrow account open). Only the fixtures are made this way, to
 * keep thousands of them from costing minutes of gig → bid → accept calls; every movement
 * measured goes through HTTP.
 * Returns each pair's contract ids; the pairs must be distinct.
 */
export async function insertAwaitingContracts(
  pool: pg.Pool,
  pairs: { buyerId: string; sellerId: string }[],
  options: { perPair: number; amountMicros: bigint; feeBps: number },
): Promise<string[][]> {
  const { rows } = await pool.query<{ id: string; buyer_id: string; seller_id: string }>(
    `
    WITH base AS MATERIALIZED (
      SELECT p.buyer_id, p.seller_id, i,
             gen_random_uuid() AS gig_id, gen_random_uuid() AS bid_id, gen_random_uuid() AS contract_id
      FROM unnest($1::uuid[], $2::uuid[]) AS p(buyer_id, seller_id),
           generate_series(1, $3::int) AS i
    ), new_gigs AS (
      INSERT INTO gigs (id, buyer_id, category, title, description, property_state, property_address,
                        budget_min_micros, bid_deadline, state)
      SELECT gig_id, buyer_id, 'land_title_verification', 'Bench title search ' || i,
             'A generated gig for the ledger benchmark: verify the title of a plot at the land registry.',
             'LA', 'Plot ' || i || ', Bench Road, Lekki', $4::bigint, now() + interval '7 days',
             'in_progress'
      FROM base RETURNING id
    ), new_bids AS (
      INSERT INTO bids (id, gig_id, seller_id, amount_micros, delivery_days, cover_letter, state)
      SELECT bid_id, gig_id, seller_id, $4::bigint, 5,
             'A generated bid for the ledger benchmark, accepted at once.', 'accepted'
      FROM base WHERE gig_id IN (SELECT id FROM new_gigs) RETURNING id
    ), new_escrows AS (
      INSERT INTO ledger_accounts (key, kind, contract_id)
      SELECT 'escrow:' || contract_id, 'escrow', contract_id
      FROM base WHERE bid_id IN (SELECT id FROM new_bids)
    )
    INSERT INTO contracts (id, gig_id, bid_id, buyer_id, seller_id, amount_micros, fee_bps)
    SELECT contract_id, gig_id, bid_id, buyer_id, seller_id, $4::bigint, $5::int
    FROM base WHERE bid_id IN (SELECT id FROM new_bids)
    RETURNING id, buyer_id, seller_id`,
    [
      pairs.map((p) => p.buyerId),
      pairs.map((p) => p.sellerId),
      options.perPair,
      options.amountMicros.toString(),
      options.feeBps,
    ],
  );
  // Each pair is its own client and professional, so the two ids name the pair.
  const pairOf = new Map(pairs.map((p, index) => [`${p.buyerId}:${p.sellerId}`, index]));
  const byPair = pairs.map((): string[] => []);
  for (const row of rows) byPair[pairOf.get(`${row.buyer_id}:${row.seller_id}`)!]!.push(row.id);
  return byPair;
}
