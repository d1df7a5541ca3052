import type { ContractDetail, Delivery } from '@titletrust/shared';
import { fundingPath } from '../money';

type DisputeView = Pick<ContractDetail, 'state' | 'viewerRole' | 'dispute'>;
type TimelineEvent = ContractDetail['timeline'][number];

/** The party who did not open an undecided dispute may give their side, once. */
export function canRespondToDispute({ state, viewerRole, dispute }: DisputeView): boolean {
  return (
    state === 'disputed' &&
    dispute !== null &&
    dispute.response === null &&
    viewerRole !== 'admin' &&
    viewerRole !== dispute.openerRole
  );
}

/** How much more the client must add before the escrow can be funded; 0n when nothing. */
export function shortfallOf(contract: Pick<ContractDetail, 'funding'>): bigint {
  return contract.funding ? BigInt(contract.funding.shortfallMinor) : 0n;
}

/**
 * Where a client short of the price adds money: the wallet's funding page, naming the contract,
 * its currency and the missing amount (naira is paid there straight into the escrow).
 */
export function shortfallFundingPath(
  contract: Pick<ContractDetail, 'id' | 'currency'>,
  shortfallMinor: string,
): string {
  return fundingPath({ contractId: contract.id, shortfallMinor, currency: contract.currency });
}

/** The newest delivery first: it is the one under review. */
export function latestFirst(deliveries: readonly Delivery[]): Delivery[] {
  return [...deliveries].sort((a, b) => b.revision - a.revision);
}

/**
 * The client's request for changes that the professional has not answered yet: it sent the
 * contract back to active and nothing happened since (a redelivery or a dispute would follow it).
 */
export function openChangeRequest(
  contract: Pick<ContractDetail, 'state' | 'timeline'>,
): TimelineEvent | null {
  const last = contract.timeline.at(-1);
  return contract.state === 'active' && last?.action === 'request_changes' ? last : null;
}
