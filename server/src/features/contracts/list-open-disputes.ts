import type { ContractDetail, SessionUser } from '@titletrust/shared';
import { asc, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { disputes } from '../../db/schema';
import type { FileLinks } from '../../platform/storage/signed-links';
import { getContractDetail } from './get-contract';

/** The administrators' queue: every undecided dispute, oldest first, with both sides and the work. */
export async function listOpenDisputes(
  deps: { db: Database; fileLinks: FileLinks },
  viewer: SessionUser,
): Promise<{ contract: ContractDetail }[]> {
  const open = await deps.db
    .select({ contractId: disputes.contractId })
    .from(disputes)
    .where(isNull(disputes.resolvedAt))
    .orderBy(asc(disputes.createdAt))
    .limit(100);
  return Promise.all(
    open.map(async ({ contractId }) => ({
      contract: await getContractDetail(deps, viewer, contractId),
    })),
  );
}
