import {
  isMilestoneClosed,
  type ContractDetail,
  type MilestoneState,
  type Settlement,
} from '@titletrust/shared';
import { formatLagosShortDay } from '../../lib/lagosDateTime';
import { formatMinor } from '../../lib/moneyText';
import { timelineLabel } from './contractLabels';
import type { StepToasts } from './contractMoves';

export type ContractMilestone = ContractDetail['milestones'][number];
type MilestonesOf = Pick<ContractDetail, 'milestones' | 'currentMilestoneId'>;

/** A milestone's state in plain words, as its badge says it. */
export const MILESTONE_STATE_LABELS: Record<MilestoneState, string> = {
  awaiting_funding: 'Awaiting funding',
  active: 'In progress',
  delivered: 'Delivered',
  released: 'Released',
  disputed: 'In dispute',
  resolved: 'Resolved',
  dropped: 'Dropped',
};

export const MILESTONE_STATE_COLORS: Record<MilestoneState, string> = {
  awaiting_funding: 'yellow',
  active: 'blue',
  delivered: 'grape',
  released: 'brand',
  disputed: 'red',
  resolved: 'teal',
  dropped: 'gray',
};

/**
 * The badge of a milestone: a milestone funded ahead waits for the one in progress, so it reads
 * "Funded" rather than "In progress".
 */
export function milestoneBadgeLabel(milestone: ContractMilestone, currentId: string | null) {
  return milestone.state === 'active' && milestone.id !== currentId
    ? 'Funded'
    : MILESTONE_STATE_LABELS[milestone.state];
}

/** Where a milestone sits on the contract's way: over, the one in progress, or still to come. */
export type MilestoneStage = 'done' | 'current' | 'upcoming';

export function milestoneStage(milestone: ContractMilestone, currentId: string | null) {
  if (isMilestoneClosed(milestone.state)) return 'done';
  return milestone.id === currentId ? 'current' : 'upcoming';
}

export const STAGE_WORDS: Record<MilestoneStage, string> = {
  done: 'Done',
  current: 'In progress now',
  upcoming: 'To come',
};

/** "Milestone 2: Survey charting". */
export const milestoneName = (milestone: Pick<ContractMilestone, 'position' | 'title'>) =>
  `Milestone ${milestone.position}: ${milestone.title}`;

/** "Due 20 Dec 2026": a due day is a calendar day in Lagos, read at its noon so no zone moves it. */
export const dueText = (dueOn: string | null) =>
  dueOn ? `Due ${formatLagosShortDay(`${dueOn}T12:00:00Z`)}` : null;

/** A contract in stages shows its milestones; one of the whole price reads as it always did. */
export const hasStages = (contract: Pick<ContractDetail, 'milestones'>) =>
  contract.milestones.length > 1;

/** The milestone in progress, if any. */
export function currentMilestone(contract: MilestonesOf): ContractMilestone | null {
  return contract.milestones.find((m) => m.id === contract.currentMilestoneId) ?? null;
}

/** The milestone an open dispute is about. */
export function disputedMilestone(contract: MilestonesOf): ContractMilestone | null {
  return contract.milestones.find((milestone) => milestone.state === 'disputed') ?? null;
}

/** A button a milestone offers its viewer, from the lifecycle's actions for them. */
export type MilestoneButton =
  | { kind: 'fund'; label: string; early: boolean }
  | { kind: 'approve'; label: string }
  | { kind: 'request_changes'; label: string }
  | { kind: 'deliver'; label: string };

/**
 * What the viewer may do to one milestone, as buttons: funding the one in progress, or the next
 * one early while another is under way; approving or sending back a delivery; delivering. A
 * dispute, about the milestone in progress, is offered with the contract's next step.
 */
export function milestoneButtons(
  milestone: ContractMilestone,
  currentId: string | null,
): MilestoneButton[] {
  const can = (action: string) => milestone.actions.includes(action);
  const n = milestone.position;
  const buttons: MilestoneButton[] = [];
  if (can('fund')) {
    const early = currentId !== null && milestone.id !== currentId;
    buttons.push({
      kind: 'fund',
      early,
      label: early ? `Fund milestone ${n} early` : `Fund milestone ${n}`,
    });
  }
  if (can('approve')) buttons.push({ kind: 'approve', label: `Approve milestone ${n}` });
  if (can('request_changes')) buttons.push({ kind: 'request_changes', label: 'Request changes' });
  if (can('deliver')) buttons.push({ kind: 'deliver', label: `Deliver milestone ${n}` });
  return buttons;
}

/** For a milestone paid out: what reached each side, in words. */
export function settlementText(
  settlement: Settlement,
  currency: ContractDetail['currency'],
  viewerRole: ContractDetail['viewerRole'],
): string {
  const seller = formatMinor(settlement.sellerReceivedMinor, currency);
  const buyer = formatMinor(settlement.buyerRefundedMinor, currency);
  const fee = formatMinor(settlement.feeMinor, currency);
  const professional = viewerRole === 'seller' ? 'you' : 'the professional';
  const client = viewerRole === 'buyer' ? 'you' : 'the client';
  if (settlement.kind === 'refund') return `Refunded ${buyer} to ${client}.`;
  const paid = `Paid ${seller} to ${professional} (fee ${fee})`;
  return settlement.kind === 'split' ? `${paid}; refunded ${buyer} to ${client}.` : `${paid}.`;
}

/** A milestone's own moves, said after its name: "Milestone 2: funded". */
const MILESTONE_EVENT_LABELS: Record<string, string> = {
  fund: 'funded',
  deliver: 'work delivered',
  request_changes: 'changes requested',
  approve: 'approved and released',
  auto_release: 'released automatically',
  dispute: 'dispute opened',
  resolve: 'dispute resolved',
  drop: 'dropped',
};

/**
 * A timeline entry's title: in a contract in stages, a milestone's move is named by its
 * milestone; the contract's own (made, cancelled, ended), and every move of a contract of one
 * milestone, read as they always did.
 */
export function eventTitle(
  event: Pick<ContractDetail['timeline'][number], 'action' | 'milestonePosition'>,
  staged: boolean,
): string {
  const label = timelineLabel(event.action);
  if (event.milestonePosition === null || !staged) return label;
  const words = MILESTONE_EVENT_LABELS[event.action] ?? label.toLowerCase();
  return `Milestone ${event.milestonePosition}: ${words}`;
}

/** The toasts of a milestone's own moves, naming it, in place of the whole contract's. */
export function milestoneToasts(
  step: 'fund' | 'approve' | 'request-changes' | 'deliveries',
  milestone: Pick<ContractMilestone, 'position' | 'title' | 'amountMinor' | 'payoutMinor'>,
): StepToasts {
  const n = milestone.position;
  switch (step) {
    case 'fund':
      return {
        title: `Milestone ${n} funded`,
        message: (c) =>
          `${formatMinor(milestone.amountMinor, c.currency)} is held in escrow for ${milestoneName(milestone)}. ${c.seller.name} is told.`,
        failed: `Milestone ${n} was not funded`,
      };
    case 'approve':
      return {
        title: `Milestone ${n} released`,
        message: (c) =>
          `${c.seller.name} receives ${formatMinor(milestone.payoutMinor, c.currency)} for ${milestoneName(milestone)}.`,
        failed: `Milestone ${n} was not released`,
      };
    case 'request-changes':
      return {
        title: 'Changes requested',
        message: (c) =>
          `${c.seller.name} is told what to change in milestone ${n} and delivers it again.`,
        failed: 'The changes were not requested',
      };
    case 'deliveries':
      return {
        title: `Milestone ${n} delivered`,
        message: (c) => `${c.buyer.name} is told to review your work on milestone ${n}.`,
        failed: 'The work was not delivered',
      };
  }
}

/**
 * The deliveries of one milestone: a redelivery starts from its own milestone's last delivery,
 * not the one before it. A delivery that does not name its milestone counts for every one.
 */
export function deliveriesOf(
  contract: Pick<ContractDetail, 'deliveries'>,
  milestoneId: string | null,
): ContractDetail['deliveries'] {
  if (milestoneId === null) return contract.deliveries;
  return contract.deliveries.filter(
    (delivery) => !delivery.milestoneId || delivery.milestoneId === milestoneId,
  );
}
