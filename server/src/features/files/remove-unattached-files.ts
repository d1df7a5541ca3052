import { GIG_LIMITS } from '@titletrust/shared';
import { and, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { storedFiles } from '../../db/schema';
import { removeQuietly, type FileStorage } from '../../platform/storage/file-storage';

/**
 * Files uploaded for a gig, a delivery, a message or a dispute statement that was never saved:
 * attached to none a day after their upload, they are removed, row and bytes, so they neither
 * fill the disk nor count against their owner's space. The row goes first: a file still named by a row is never deleted from
 * under it, and bytes left by a failed removal are unreachable (nothing links to them).
 */
export async function removeUnattachedFiles(
  deps: { db: Database; storage: FileStorage },
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - GIG_LIMITS.unattachedHoursMax * 3_600_000);
  const removed = await deps.db
    .delete(storedFiles)
    .where(
      and(
        isNull(storedFiles.gigId),
        isNull(storedFiles.deliveryId),
        isNull(storedFiles.messageId),
        isNull(storedFiles.disputeId),
        lt(storedFiles.createdAt, cutoff),
      ),
    )
    .returning({ storageKey: storedFiles.storageKey });
  await removeQuietly(
    deps.storage,
    removed.map((row) => row.storageKey),
  );
  return removed.length;
}
