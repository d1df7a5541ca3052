import type { Actor, CurrencyCode, SessionUser } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { contracts, gigs } from '../../db/schema';
import { AppError } from '../../platform/app-error';

export interface ContractRecord {
  id: string;
  gigId: string;
  gigTitle: string;
  gigCategory: string;
  buyerId: string;
  sellerId: string;
  currency: CurrencyCode;
  amountMinor: bigint;
  feeBps: number;
  state: string;
}

const contractColumns = {
  id: contracts.id,
  gigId: contracts.gigId,
  gigTitle: gigs.title,
  gigCategory: gigs.category,
  buyerId: contracts.buyerId,
  sellerId: contracts.sellerId,
  currency: contracts.currency,
  amountMinor: contracts.amountMinor,
  feeBps: contracts.feeBps,
  state: contracts.state,
};

const notFound = () => new AppError('NOT_FOUND', 'No contract with that id.');

/** A contract as it is now, for a check that changes nothing. */
export async function findContract(tx: Tx | Database, contractId: string): Promise<ContractRecord> {
  const [row] = await tx
    .select(contractColumns)
    .from(contracts)
    .innerJoin(gigs, eq(gigs.id, contracts.gigId))
    .where(eq(contracts.id, contractId));
  if (!row) throw notFound();
  return row;
}

/**
 * A contract locked for a change (`SELECT … FOR UPDATE`): the first row every contract action
 * locks, after its Idempotency-Key and before its gig and its ledger accounts (in key order) —
 * the one order in which movements take locks, so none waits on another in a cycle. Its state
 * cannot change until the transaction ends.
 */
export async function lockContract(tx: Tx, contractId: string): Promise<ContractRecord> {
  const [row] = await tx
    .select(contractColumns)
    .from(contracts)
    .innerJoin(gigs, eq(gigs.id, contracts.gigId))
    .where(eq(contracts.id, contractId))
    .for('update', { of: contracts });
  if (!row) throw notFound();
  return row;
}

/** Who the viewer is towards this contract, from server-side records only. */
export function actorsFor(
  contract: Pick<ContractRecord, 'buyerId' | 'sellerId'>,
  viewer: Pick<SessionUser, 'id' | 'role'>,
) {
  const actors: Actor[] = [];
  if (contract.buyerId === viewer.id) actors.push('buyer');
  if (contract.sellerId === viewer.id) actors.push('seller');
  if (viewer.role === 'admin') actors.push('admin');
  return actors;
}

/** Only the two parties and administrators may see or act on a contract. */
export function requireParty(
  contract: Pick<ContractRecord, 'buyerId' | 'sellerId'>,
  viewer: Pick<SessionUser, 'id' | 'role'>,
) {
  const actors = actorsFor(contract, viewer);
  if (actors.length === 0)
    throw new AppError(
      'FORBIDDEN',
      'Only the client, the professional and administrators can see this contract.',
    );
  return actors;
}

export const contractHref = (contractId: string) => `/contracts/${contractId}`;
