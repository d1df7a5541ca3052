import type { Actor, SessionUser } from '@titletrust/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerHandle } from '../../db/prepared-per-handle';
import { contracts, gigs } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Tx } from '../../platform/lifecycle';

export interface ContractRecord {
  id: string;
  gigId: string;
  gigTitle: string;
  gigCategory: string;
  buyerId: string;
  sellerId: string;
  amountMicros: bigint;
  feeBps: number;
  state: string;
}

// Every money call and the contract page read these first (a third less server CPU per funding
// as a named statement, docs/decisions/014).
const findStatement = preparedPerHandle((tx) =>
  tx
    .select({
      id: contracts.id,
      gigId: contracts.gigId,
      gigTitle: gigs.title,
      gigCategory: gigs.category,
      buyerId: contracts.buyerId,
      sellerId: contracts.sellerId,
      amountMicros: contracts.amountMicros,
      feeBps: contracts.feeBps,
      state: contracts.state,
    })
    .from(contracts)
    .innerJoin(gigs, eq(gigs.id, contracts.gigId))
    .where(eq(contracts.id, sql.placeholder('id')))
    .prepare('find_contract'),
);

/** A contract's fixed facts (parties, amount, fee); its state is read again under lock. */
export async function findContract(tx: Tx | Database, contractId: string): Promise<ContractRecord> {
  const [row] = await findStatement(tx).execute({ id: contractId });
  if (!row) throw new AppError('NOT_FOUND', 'No contract with that id.');
  return row;
}

/** Who the viewer is towards this contract, from server-side records only. */
export function actorsFor(contract: ContractRecord, viewer: Pick<SessionUser, 'id' | 'role'>) {
  const actors: Actor[] = [];
  if (contract.buyerId === viewer.id) actors.push('buyer');
  if (contract.sellerId === viewer.id) actors.push('seller');
  if (viewer.role === 'admin') actors.push('admin');
  return actors;
}

/** Only the two parties and administrators may see or act on a contract. */
export function requireParty(contract: ContractRecord, viewer: Pick<SessionUser, 'id' | 'role'>) {
  const actors = actorsFor(contract, viewer);
  if (actors.length === 0)
    throw new AppError(
      'FORBIDDEN',
      'Only the client, the professional and administrators can see this contract.',
    );
  return actors;
}

export const contractHref = (contractId: string) => `/contracts/${contractId}`;
