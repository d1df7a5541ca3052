import type { Balances, ContractDetail } from '@titletrust/shared';
import { partialMatchKey, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api';
import { applyAnswer } from '../../lib/answerCache';
import { contractQueryKey } from '../../lib/contractQueryKeys';
import { notify } from '../../lib/notify';
import { moneyKeys } from '../../lib/moneyQueryKeys';
import { isMarketplaceQuery } from '../../lib/marketplaceQueryKeys';
import { formatMinor } from '../../lib/moneyText';

/** The API paths under /contracts/:id that move a contract on. */
export type ContractStep =
  | 'fund'
  | 'approve'
  | 'cancel'
  | 'end'
  | 'deliveries'
  | 'request-changes'
  | 'dispute'
  | 'dispute-response';

export interface StepToasts {
  title: string;
  message: (contract: ContractDetail) => string;
  failed: string;
}

export const STEP_TOASTS: Record<ContractStep, StepToasts> = {
  fund: {
    title: 'Escrow funded',
    message: (c) =>
      `${formatMinor(c.amountMinor, c.currency)} is held in escrow. ${c.seller.name} is told to start the work.`,
    failed: 'The escrow was not funded',
  },
  approve: {
    title: 'Escrow released',
    message: (c) =>
      `${c.seller.name} receives ${formatMinor(c.payoutMinor, c.currency)}. Thank you for using TitleTrust.`,
    failed: 'The escrow was not released',
  },
  cancel: {
    title: 'Contract cancelled',
    message: () => 'No money had moved. The gig takes bids again until its deadline.',
    failed: 'The contract was not cancelled',
  },
  end: {
    title: 'Contract ended',
    message: (c) =>
      `The milestones not yet funded are dropped and nothing paid is taken back. ${c.viewerRole === 'seller' ? c.buyer.name : c.seller.name} is told.`,
    failed: 'The contract was not ended',
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

/** The server refused because the contract moved on since this page read it (another tab, the other side). */
export const isStateChanged = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'STATE_CHANGED';

/**
 * A refusal of that kind is news, not a failure: the server's words (what happened, and when)
 * as information, and the contract and balances read again, so the page shows where the
 * contract stands now (decision 048).
 */
export async function showStateChanged(
  queryClient: QueryClient,
  contractId: string,
  error: ApiError,
): Promise<void> {
  notify.info(error.message, 'This contract has moved on');
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: contractQueryKey(contractId) }),
    queryClient.invalidateQueries({ queryKey: moneyKeys.balances }),
  ]);
}

/**
 * A confirmation's callbacks for `mutate`: it closes once the move is made, or once the server
 * says the contract had already moved on (there is nothing left to confirm); on any other
 * refusal it stays open with what went wrong.
 */
export const closeAfterMove = (close: () => void) => ({
  onSuccess: close,
  onError: (error: unknown) => {
    if (isStateChanged(error)) close();
  },
});

export const stepPath = (contractId: string, step: ContractStep) =>
  `/contracts/${encodeURIComponent(contractId)}/${step}`;
