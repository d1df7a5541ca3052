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
  const { state: _mutable, ...terms } = row;
  rememberTerms(terms);
  return row;
}

/** What never changes once a contract is made: its parties, amount, fee and gig. */
export type ContractTerms = Omit<ContractRecord, 'state'>;

// The terms of the contracts this process read last, oldest first (Map keeps insertion order).
const TERMS_REMEMBERED = 10_000;
const rememberedTerms = new Map<string, ContractTerms>();

/** Keeps a contract's terms for its next movement (moveOnTerms); a read of the contract calls it. */
export function rememberTerms(terms: ContractTerms) {
  rememberedTerms.delete(terms.id);
  rememberedTerms.set(terms.id, terms);
  if (rememberedTerms.size > TERMS_REMEMBERED)
    rememberedTerms.delete(rememberedTerms.keys().next().value!);
}

/**
 * Runs a money movement on a contract's terms: remembered when this process has read the contract
 * before (its page, its delivery), else read now. The movement must state them in its contract
 * step (`termsGuard`): the database refuses a step whose terms the locked row does not have, so a
 * wrong memory can refuse a movement but never move money on it; after any refusal the memory
 * is dropped and the next try reads afresh (docs/decisions/020).
 */
export async function moveOnTerms<T>(
  db: Tx | Database,
  contractId: string,
  move: (terms: ContractTerms) => Promise<T>,
): Promise<T> {
  const terms = rememberedTerms.get(contractId) ?? (await findContract(db, contractId));
  try {
    return await move(terms);
  } catch (error) {
    rememberedTerms.delete(contractId);
    throw error;
  }
}

/** The terms as a contract step states them for the database to check (lifecycle_step, 0016). */
export const termsGuard = (terms: ContractTerms) => ({
  buyer_id: terms.buyerId,
  seller_id: terms.sellerId,
  amount_micros: terms.amountMicros.toString(),
  fee_bps: terms.feeBps,
});

/** Who the viewer is towards this contract, from server-side records only. */
export function actorsFor(
  contract: Pick<ContractTerms, 'buyerId' | 'sellerId'>,
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
  contract: Pick<ContractTerms, 'buyerId' | 'sellerId'>,
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
