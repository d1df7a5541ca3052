import type { ChecklistOutcome, ContractDetail, ContractState, Dispute } from '@titletrust/shared';
import { openChangeRequest } from './contractView';

/** What each timeline entry means, in the words of the people on the contract. */
const TIMELINE_LABELS: Record<string, string> = {
  create: 'Bid accepted, contract created',
  fund: 'Escrow funded',
  cancel: 'Contract cancelled',
  end: 'Contract ended',
  deliver: 'Work delivered',
  request_changes: 'Changes requested',
  approve: 'Work approved, escrow released',
  auto_release: 'Escrow released automatically',
  dispute: 'Dispute opened',
  resolve: 'Dispute resolved',
};

/** A label for any action, including one added on the server after this page was built. */
export function timelineLabel(action: string): string {
  const known = TIMELINE_LABELS[action];
  if (known) return known;
  const words = action.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const OUTCOME_LABELS: Record<ChecklistOutcome, string> = {
  confirmed: 'Confirmed',
  issue_found: 'Issue found',
  not_applicable: 'Not applicable',
};

export const OUTCOME_COLORS: Record<ChecklistOutcome, string> = {
  confirmed: 'brand',
  issue_found: 'red',
  not_applicable: 'gray',
};

export const DISPUTE_OUTCOME_LABELS: Record<NonNullable<Dispute['outcome']>, string> = {
  release: 'Released to the professional',
  refund: 'Refunded to the client',
  split: 'Split between the client and the professional',
};

export const PARTY_NAMES: Record<Dispute['openerRole'], string> = {
  buyer: 'client',
  seller: 'professional',
};

type Party = Exclude<ContractDetail['viewerRole'], 'admin'>;

/** Where the contract stands and what the viewer does about it. */
const NEXT_STEPS: Record<Party, Record<ContractState, string>> = {
  buyer: {
    awaiting_funding:
      'Fund the escrow so the professional can start. The money stays in escrow until you approve the work.',
    active: 'The professional is working on it. You will be told as soon as the work is delivered.',
    delivered:
      'The work is delivered: review it below, then approve it to release the escrow, ask for changes, or open a dispute.',
    completed: 'The work is done and the escrow was released to the professional.',
    disputed:
      'An administrator is looking at the dispute. The escrow stays held until they decide.',
    resolved: 'An administrator decided the dispute: the decision is below.',
    cancelled: 'This contract was cancelled before funding: no money moved.',
  },
  seller: {
    awaiting_funding:
      'The client is funding the escrow. Start the work once it is funded: you will be told.',
    active: 'The escrow is funded: do the work and deliver your report below.',
    delivered:
      'You delivered. The client reviews your work; the escrow is released to you when they approve it.',
    completed: 'The client approved your work and the escrow was released to you, less the fee.',
    disputed:
      'An administrator is looking at the dispute. The escrow stays held until they decide.',
    resolved: 'An administrator decided the dispute: the decision is below.',
    cancelled: 'This contract was cancelled before funding: no money moved.',
  },
};

/** While a change request is open: the work is back with the professional, for a reason. */
const CHANGES_REQUESTED: Record<Party, string> = {
  buyer:
    'You asked for changes. The professional revises the work and delivers again; you will be told. The escrow stays held meanwhile.',
  seller:
    'The client asked for changes: read their note above, revise your work and deliver it again below. The escrow stays held until they approve.',
};

export function nextStepText(
  contract: Pick<ContractDetail, 'viewerRole' | 'state' | 'timeline'>,
): string {
  if (contract.viewerRole === 'admin') {
    return contract.state === 'disputed'
      ? 'Decide this dispute from the disputes queue on the admin dashboard.'
      : 'You see this contract as an administrator.';
  }
  if (openChangeRequest(contract)) return CHANGES_REQUESTED[contract.viewerRole];
  return NEXT_STEPS[contract.viewerRole][contract.state];
}
