import type { ContractDetail, Delivery } from '@titletrust/shared';

type DisputeView = Pick<ContractDetail, 'state' | 'viewerRole' | 'dispute'>;

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
  return contract.funding ? BigInt(contract.funding.shortfallMicros) : 0n;
}

/** The newest delivery first: it is the one under review. */
export function latestFirst(deliveries: readonly Delivery[]): Delivery[] {
  return [...deliveries].sort((a, b) => b.revision - a.revision);
}
