import {
  formatMoney,
  MILESTONE_CLOSED_STATES,
  type CurrencyCode,
  type DueMilestone,
  type MilestoneState,
} from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contractHref } from '../contracts';

interface CurrentMilestoneRow extends Record<string, unknown> {
  contract_id: string;
  gig_title: string;
  currency: CurrencyCode;
  position: number;
  title: string;
  amount_minor: string;
  due_on: string | null;
  state: MilestoneState;
}

/** What each side does to the milestone in progress, by its state; nothing while it waits on the other. */
const STEPS: Record<'buyer' | 'seller', Partial<Record<MilestoneState, DueMilestone['step']>>> = {
  buyer: { awaiting_funding: 'fund', delivered: 'review' },
  seller: { active: 'deliver' },
};

const VERBS: Record<DueMilestone['step'], string> = {
  fund: 'Fund',
  review: 'Review',
  deliver: 'Deliver',
};

const CLOSED = sql.join(
  MILESTONE_CLOSED_STATES.map((state) => sql`${state}`),
  sql`, `,
);

/**
 * The milestones waiting for the user, one per contract in stages they are a party to: the
 * milestone in progress (the first still open), when its next move is theirs. The soonest due
 * first. A contract of one milestone is left to the dashboard's usual next actions.
 */
export async function listDueMilestones(
  db: Database,
  party: 'buyer' | 'seller',
  userId: string,
): Promise<DueMilestone[]> {
  const partyColumn = party === 'buyer' ? sql`c.buyer_id` : sql`c.seller_id`;
  const { rows } = await db.execute<CurrentMilestoneRow>(sql`
    SELECT DISTINCT ON (m.contract_id)
      m.contract_id, g.title AS gig_title, c.currency, m.position, m.title,
      m.amount_minor::text AS amount_minor, m.due_on::text AS due_on, m.state
    FROM contracts c
    JOIN gigs g ON g.id = c.gig_id
    JOIN contract_milestones m ON m.contract_id = c.id
    WHERE ${partyColumn} = ${userId}
      AND m.state NOT IN (${CLOSED})
      AND (SELECT count(*) FROM contract_milestones s WHERE s.contract_id = c.id) > 1
    ORDER BY m.contract_id, m.position`);
  return rows
    .flatMap((row) => {
      const step = STEPS[party][row.state];
      if (!step) return [];
      const amount = formatMoney(BigInt(row.amount_minor), row.currency);
      return [
        {
          contractId: row.contract_id,
          gigTitle: row.gig_title,
          step,
          position: row.position,
          title: row.title,
          currency: row.currency,
          amountMinor: row.amount_minor,
          dueOn: row.due_on,
          label: `${VERBS[step]} milestone ${row.position}: ${row.title}, ${amount}`,
          href: contractHref(row.contract_id),
        },
      ];
    })
    .sort(
      (a, b) =>
        (a.dueOn ?? '9999-12-31').localeCompare(b.dueOn ?? '9999-12-31') ||
        a.contractId.localeCompare(b.contractId),
    );
}
