import {
  BID_LIFECYCLE,
  GIG_LIFECYCLE,
  MILESTONE_LIFECYCLE,
  type Actor,
  type Lifecycle,
} from '@titletrust/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bids, contractMilestones, contracts, gigs, lifecycleEvents, users } from '../db/schema';
import { useTestDatabase } from '../../test/support/test-database';
import { applyTransition } from './lifecycle';

const ACTORS: Actor[] = ['owner', 'bidder', 'buyer', 'seller', 'admin', 'system'];
const machines = [GIG_LIFECYCLE, BID_LIFECYCLE, MILESTONE_LIFECYCLE] as unknown as Lifecycle<
  string,
  string
>[];
const ROLLBACK = new Error('rollback');

/**
 * Walks every (state, action, actor) of every lifecycle table through the one guarded function:
 * it must allow exactly what the table allows, move to the table's target state and log it. The
 * tables and the code cannot drift apart unnoticed.
 */
describe('the lifecycle guard against the lifecycle tables', () => {
  const database = useTestDatabase();
  const ids = { gig: '', bid: '', milestone: '' };

  beforeAll(async () => {
    const { db } = database();
    const [buyer] = await db
      .insert(users)
      .values({ name: 'B', email: `b${Date.now()}@example.com` })
      .returning();
    const [seller] = await db
      .insert(users)
      .values({ name: 'S', email: `s${Date.now()}@example.com` })
      .returning();
    const [gig] = await db
      .insert(gigs)
      .values({
        buyerId: buyer!.id,
        category: 'consultation',
        title: 'Lifecycle walk',
        description: 'x'.repeat(60),
        propertyState: 'LA',
        propertyAddress: 'Ikeja',
        currency: 'USDC',
        budgetMinMinor: 10_000_000n,
        bidDeadline: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const [bid] = await db
      .insert(bids)
      .values({
        gigId: gig!.id,
        sellerId: seller!.id,
        amountMinor: 10_000_000n,
        deliveryDays: 3,
        coverLetter: 'x'.repeat(60),
      })
      .returning();
    const [contract] = await db
      .insert(contracts)
      .values({
        currency: 'USDC',
        gigId: gig!.id,
        bidId: bid!.id,
        buyerId: buyer!.id,
        sellerId: seller!.id,
        amountMinor: 10_000_000n,
        feeBps: 1000,
      })
      .returning();
    const [milestone] = await db
      .insert(contractMilestones)
      .values({
        contractId: contract!.id,
        position: 1,
        title: 'The whole job',
        deliverable: 'The whole of the work',
        amountMinor: 10_000_000n,
      })
      .returning();
    Object.assign(ids, { gig: gig!.id, bid: bid!.id, milestone: milestone!.id });
  });

  for (const machine of machines) {
    it(`${machine.entity}: every state × action × actor`, async () => {
      const { db } = database();
      const table = { gig: gigs, bid: bids, milestone: contractMilestones }[
        machine.entity as 'gig' | 'bid' | 'milestone'
      ];
      const id = ids[machine.entity as keyof typeof ids];
      const mismatches: string[] = [];
      for (const state of machine.states) {
        for (const transition of machine.transitions) {
          for (const actor of ACTORS) {
            const allowed = transition.from.includes(state) && transition.by.includes(actor);
            let outcome = 'allowed';
            await db
              .transaction(async (tx) => {
                await tx.execute(sql`UPDATE ${table} SET state = ${state} WHERE id = ${id}`);
                try {
                  const moved = await applyTransition(tx, {
                    machine,
                    id,
                    action: transition.action,
                    actors: [actor],
                    actorId: null,
                  });
                  const [row] = await tx
                    .execute<{ state: string }>(sql`SELECT state FROM ${table} WHERE id = ${id}`)
                    .then((r) => r.rows);
                  const [event] = await tx
                    .select()
                    .from(lifecycleEvents)
                    .where(eq(lifecycleEvents.entityId, id));
                  if (
                    moved.to !== transition.to ||
                    row!.state !== transition.to ||
                    event?.toState !== transition.to
                  )
                    outcome = 'wrong target';
                } catch (error) {
                  const { code, message } = error as { code?: string; message?: string };
                  outcome = code ?? String(error);
                  // A refusal says what the record is and what was asked, in plain words.
                  if (
                    code === 'CONFLICT' &&
                    !/^This \w+ is [\w ]+, which does not allow “[\w ]+”\.$/.test(message ?? '')
                  )
                    outcome = `CONFLICT worded “${message}”`;
                }
                throw ROLLBACK;
              })
              .catch((error: unknown) => {
                if (error !== ROLLBACK) throw error;
              });
            const expected = allowed
              ? 'allowed'
              : transition.by.includes(actor)
                ? 'CONFLICT'
                : 'FORBIDDEN';
            if (outcome !== expected)
              mismatches.push(
                `${state} --${transition.action}/${actor}--> expected ${expected}, got ${outcome}`,
              );
          }
        }
      }
      expect(mismatches).toEqual([]);
    });
  }
});
