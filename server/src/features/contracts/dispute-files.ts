import { ESCROW_MESSAGES } from '@titletrust/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { storedFiles } from '../../db/schema';
import { AppError } from '../../platform/app-error';

/**
 * Attaches a side's evidence to the dispute with its statement, in the statement's transaction:
 * only files this person uploaded for a dispute and not yet attached. One missing file refuses
 * the statement (and, the transaction rolled back, nothing of it is kept).
 */
export async function attachDisputeFiles(
  tx: Tx,
  ownerId: string,
  disputeId: string,
  requested: readonly string[],
) {
  const fileIds = [...new Set(requested)];
  if (fileIds.length === 0) return;
  const claimed = await tx
    .update(storedFiles)
    .set({ disputeId })
    .where(
      and(
        inArray(storedFiles.id, fileIds),
        eq(storedFiles.ownerId, ownerId),
        eq(storedFiles.purpose, 'dispute'),
        isNull(storedFiles.disputeId),
      ),
    )
    .returning({ id: storedFiles.id });
  if (claimed.length !== fileIds.length)
    throw new AppError('VALIDATION_FAILED', ESCROW_MESSAGES.filesMissing, [
      { path: 'fileIds', message: ESCROW_MESSAGES.filesMissing },
    ]);
}
