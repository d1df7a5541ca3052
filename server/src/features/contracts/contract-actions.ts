import {
  availableActions,
  isMilestoneClosed,
  MILESTONE_LIFECYCLE,
  splitPayout,
  type Actor,
  type ContractDetail,
  type CurrencyCode,
  type Milestone,
  type Settlement,
} from '@titletrust/shared';

/** A milestone as the contract page's statement reads it. */
export type MilestoneJson = Omit<Milestone, 'feeMinor' | 'payoutMinor' | 'actions'> & {
  settlement: Settlement | null;
};

type MilestoneView = ContractDetail['milestones'][number];

/**
 * What the viewer may do to each milestone: the lifecycle's actions for their role, where the
 * contract's order allows them — work and disputes are about the milestone in progress, funding
 * goes in order (the next unfunded one, ahead of time too) and waits while one is in dispute,
 * and dropping is the contract's (cancel, end), not a button of its own.
 */
export function toMilestones(
  rows: readonly MilestoneJson[],
  feeBps: number,
  currency: CurrencyCode,
  actors: readonly Actor[],
): MilestoneView[] {
  const current = rows.find((row) => !isMilestoneClosed(row.state));
  const nextToFund = rows.find((row) => row.state === 'awaiting_funding');
  const inDispute = rows.some((row) => row.state === 'disputed');
  return rows.map((row) => {
    const { fee, payout } = splitPayout(BigInt(row.amountMinor), feeBps, currency);
    const actions = availableActions(MILESTONE_LIFECYCLE, row.state, actors).filter((action) => {
      if (action === 'drop') return false;
      if (action === 'fund') return row.id === nextToFund?.id && !inDispute;
      return row.id === current?.id;
    });
    return { ...row, feeMinor: fee.toString(), payoutMinor: payout.toString(), actions };
  });
}

/**
 * The contract's own actions for the viewer: the milestone in progress's (so a one-milestone
 * contract offers what it always did), then cancel before anything was funded, or end between
 * milestones once something was paid and nothing is held.
 */
export function contractActionsFor(milestones: readonly MilestoneView[], actors: readonly Actor[]) {
  const current = milestones.find((milestone) => !isMilestoneClosed(milestone.state)) ?? null;
  const nextToFund = milestones.find((milestone) => milestone.state === 'awaiting_funding') ?? null;
  const party = actors.includes('buyer') || actors.includes('seller');
  const nothingFunded = milestones.every((milestone) => milestone.state === 'awaiting_funding');
  const betweenMilestones = current?.state === 'awaiting_funding' && !nothingFunded;
  const actions: string[] = [
    ...(current?.actions ?? []),
    ...(party && nothingFunded ? ['cancel'] : []),
    ...(party && betweenMilestones ? ['end'] : []),
  ];
  return { actions, current, nextToFund };
}
