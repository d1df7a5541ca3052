import type { Balances, ContractDetail } from '@titletrust/shared';
import { partialMatchKey, type QueryClient } from '@tanstack/react-query';
import { applyAnswer } from '../../lib/answerCache';
import { moneyKeys } from '../../lib/moneyQueryKeys';
import { isMarketplaceQuery } from '../../lib/marketplaceQueryKeys';
import { formatMicros } from '../../lib/usdcAmounts';

/** The API paths under /contracts/:id that move a contract on. */
export type ContractStep =
  'fund' | 'approve' | 'cancel' | 'deliveries' | 'request-changes' | 'dispute' | 'dispute-response';

interface StepToasts {
  title: string;
  message: (contract: ContractDetail) => string;
  failed: string;
}

export const STEP_TOASTS: Record<ContractStep, StepToasts> = {
  fund: {
    title: 'Escrow funded',
    message: (c) =>
      `${formatMicros(c.amountMicros)} is held in escrow. ${c.seller.name} is told to start the work.`,
    failed: 'The escrow was not funded',
  },
  approve: {
    title: 'Escrow released',
    message: (c) =>
      `${c.seller.name} receives ${formatMicros(c.payoutMicros)}. Thank you for using TitleTrust.`,
    failed: 'The escrow was not released',
  },
  cancel: {
    title: 'Contract cancelled',
    message: () => 'No money had moved. The gig takes bids again until its deadline.',
    failed: 'The contract was not cancelled',
  },
  deliveries: {
    title: 'Work delivered',
    message: (c) => `${c.buyer.name} is told to review your report.`,
    failed: 'The work was not delivered',
  },
  'request-changes': {
    title: 'Changes requested',
    message: (c) => `${c.seller.name} is told what to change and delivers again.`,
    failed: 'The changes were not requested',
  },
  dispute: {
    title: 'Dispute opened',
    message: () => 'The escrow stays held until an administrator decides.',
    failed: 'The dispute was not opened',
  },
  'dispute-response': {
    title: 'Statement sent',
    message: () => 'The administrator now has both sides of the dispute.',
    failed: 'Your statement was not sent',
  },
};

/** What a money movement changes besides the balances its answer carries. */
const STALE_AFTER_MOVEMENT = [moneyKeys.allMovements, moneyKeys.earnings];

/**
 * After a move: the answer's contract and balances are shown at once, without asking for them
 * again. What it does not carry is read again: the lists of contracts, gigs and bids, the
 * dashboards and notifications, other contracts (their funding shortfall follows the balance),
 * and, when money moved, the movements and earnings.
 */
export function applyContractMove(
  queryClient: QueryClient,
  moved: { contract: ContractDetail; balances: Balances; movement?: { entryId: string } },
): Promise<void> {
  const moneyMoved = moved.movement !== undefined;
  return applyAnswer(
    queryClient,
    moved,
    (queryKey) =>
      isMarketplaceQuery(queryKey) ||
      (moneyMoved && STALE_AFTER_MOVEMENT.some((prefix) => partialMatchKey(queryKey, prefix))),
  );
}

export const stepPath = (contractId: string, step: ContractStep) =>
  `/contracts/${encodeURIComponent(contractId)}/${step}`;
