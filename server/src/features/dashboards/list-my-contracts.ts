import type { ContractSummary } from '@titletrust/shared';
import { desc, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contracts } from '../../db/schema';
import { selectContracts, toContractSummary } from '../contracts';

/** The contracts the viewer is a party to, as client or as professional, newest first. */
export async function listMyContracts(db: Database, viewerId: string): Promise<ContractSummary[]> {
  const rows = await selectContracts(db)
    .where(or(eq(contracts.buyerId, viewerId), eq(contracts.sellerId, viewerId)))
    .orderBy(desc(contracts.createdAt));
  return rows.map(toContractSummary);
}
