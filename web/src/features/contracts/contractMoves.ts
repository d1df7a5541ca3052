import type { Balances, ContractDetail } from '@titletrust/shared';
import type { QueryClient } from '@tanstack/react-query';
import { refreshMarketplace } from '../gigs/marketplaceQueryKeys';
import { formatMicros } from '../gigs/usdcAmounts';
import { moneyKeys, refreshMoney } from '../payments/moneyQueryKeys';
import { contractQueryKey } from './useContract';

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

/**
 * After a move: the answer's contract and balances are shown at once, and everything listing
 * contracts, gigs or money (dashboards, my gigs, payments) is read again.
 */
export async function applyContractMove(
  queryClient: QueryClient,
  moved: { contract: ContractDetail; balances: Balances },
) {
  queryClient.setQueryData(contractQueryKey(moved.contract.id), moved.contract);
  queryClient.setQueryData(moneyKeys.balances, moved.balances);
  await Promise.all([refreshMarketplace(queryClient), refreshMoney(queryClient)]);
}

export const stepPath = (contractId: string, step: ContractStep) =>
  `/contracts/${encodeURIComponent(contractId)}/${step}`;
