import { formatUsdc } from '@titletrust/shared';
import type pg from 'pg';

/**
 * Contracts awaiting funding, `perPair` for each client–professional pair, written in one
 * statement as posting a gig, bidding on it and accepting the bid leave them: gig in progress, bid
 * accepted, contract awaiting funding at the given fee with its escrow account open, the five
 * lifecycle events those steps log (post, place, award, accept, create) and the two notices they
 * send (bid received, bid accepted). Only the fixtures are made this way, to keep tens of
 * thousands of them from costing minutes of gig → bid → accept calls; every movement measured
 * goes through HTTP. No money moves here, so the ledger is untouched.
 * Returns each pair's contract ids; the pairs must be distinct.
 */
export async function insertAwaitingContracts(
  pool: pg.Pool,
  pairs: { buyerId: string; sellerId: string }[],
  options: { perPair: number; amountMinor: bigint; feeBps: number },
): Promise<string[][]> {
  const { rows } = await pool.query<{ id: string; buyer_id: string; seller_id: string }>(
    `
    WITH base AS MATERIALIZED (
      SELECT p.buyer_id, p.seller_id, i, 'Bench title search ' || i AS title,
             gen_random_uuid() AS gig_id, gen_random_uuid() AS bid_id, gen_random_uuid() AS contract_id,
             now() - interval '2 hours' AS posted_at, now() - interval '1 hour' AS bid_at
      FROM unnest($1::uuid[], $2::uuid[]) AS p(buyer_id, seller_id),
           generate_series(1, $3::int) AS i
    ), new_gigs AS (
      INSERT INTO gigs (id, buyer_id, category, title, description, property_state, property_address,
                        budget_min_minor, bid_deadline, state, created_at)
      SELECT gig_id, buyer_id, 'land_title_verification', title,
             'A generated gig for the ledger benchmark: verify the title of a plot at the land registry.',
             'LA', 'Plot ' || i || ', Bench Road, Lekki', $4::bigint, now() + interval '7 days',
             'in_progress', posted_at
      FROM base RETURNING id
    ), new_bids AS (
      INSERT INTO bids (id, gig_id, seller_id, amount_minor, delivery_days, cover_letter, state,
                        created_at)
      SELECT bid_id, gig_id, seller_id, $4::bigint, 5,
             'A generated bid for the ledger benchmark, accepted an hour after it was placed.',
             'accepted', bid_at
      FROM base WHERE gig_id IN (SELECT id FROM new_gigs) RETURNING id
    ), new_escrows AS (
      INSERT INTO ledger_accounts (key, kind, contract_id)
      SELECT 'escrow:' || contract_id, 'escrow', contract_id
      FROM base WHERE bid_id IN (SELECT id FROM new_bids)
    ), new_events AS (
      INSERT INTO lifecycle_events (entity_type, entity_id, action, from_state, to_state, actor_id,
                                    actor_role, details, created_at)
      SELECT e.* FROM base CROSS JOIN LATERAL (VALUES
        ('gig', gig_id, 'post', 'none', 'open', buyer_id, 'owner', '{}'::jsonb, posted_at),
        ('bid', bid_id, 'place', 'none', 'pending', seller_id, 'bidder', '{}', bid_at),
        ('gig', gig_id, 'award', 'open', 'in_progress', buyer_id, 'owner', '{}', now()),
        ('bid', bid_id, 'accept', 'pending', 'accepted', buyer_id, 'owner', '{}', now()),
        ('contract', contract_id, 'create', 'none', 'awaiting_funding', buyer_id, 'buyer',
         jsonb_build_object('bidId', bid_id), now())
      ) AS e(entity_type, entity_id, action, from_state, to_state, actor_id, actor_role, details,
             created_at)
    ), new_notices AS (
      INSERT INTO notifications (user_id, type, title, body, href, created_at)
      SELECT n.* FROM base CROSS JOIN LATERAL (VALUES
        (buyer_id, 'bid_received', 'New bid on your gig',
         'A professional bid ' || $6 || ' on “' || title || '”.', '/gigs/' || gig_id, bid_at),
        (seller_id, 'bid_accepted', 'Your bid was accepted',
         'The client accepted your bid of ' || $6 || ' on “' || title
           || '”. Work starts once the escrow is funded.', '/contracts/' || contract_id, now())
      ) AS n(user_id, type, title, body, href, created_at)
    )
    INSERT INTO contracts (id, gig_id, bid_id, buyer_id, seller_id, amount_minor, fee_bps)
    SELECT contract_id, gig_id, bid_id, buyer_id, seller_id, $4::bigint, $5::int
    FROM base WHERE bid_id IN (SELECT id FROM new_bids)
    RETURNING id, buyer_id, seller_id`,
    [
      pairs.map((p) => p.buyerId),
      pairs.map((p) => p.sellerId),
      options.perPair,
      options.amountMinor.toString(),
      options.feeBps,
      formatUsdc(options.amountMinor),
    ],
  );
  // Each pair is its own client and professional, so the two ids name the pair.
  const pairOf = new Map(pairs.map((p, index) => [`${p.buyerId}:${p.sellerId}`, index]));
  const byPair = pairs.map((): string[] => []);
  for (const row of rows) byPair[pairOf.get(`${row.buyer_id}:${row.seller_id}`)!]!.push(row.id);
  return byPair;
}
