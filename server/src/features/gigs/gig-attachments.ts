import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { storedFiles } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { Tx } from '../../db/client';

const MISSING = 'Some attachments were not found. Please upload them again.';

/**
 * Makes `ids` the gig's attachments: files already on it stay, the poster's own unclaimed uploads
 * join it, any other id is refused. Returns the storage keys of the files dropped from the gig,
 * to be removed from storage once the transaction has committed.
 */
export async function setGigAttachments(
  tx: Tx,
  { buyerId, gigId, ids }: { buyerId: string; gigId: string; ids: readonly string[] },
): Promise<string[]> {
  const wanted = [...new Set(ids)];
  const dropped = await tx
    .delete(storedFiles)
    .where(
      and(
        eq(storedFiles.gigId, gigId),
        wanted.length > 0 ? notInArray(storedFiles.id, wanted) : undefined,
      ),
    )
    .returning({ storageKey: storedFiles.storageKey });
  if (wanted.length === 0) return dropped.map((file) => file.storageKey);

  const kept = await tx
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.gigId, gigId), inArray(storedFiles.id, wanted)));
  const keptIds = new Set(kept.map((file) => file.id));
  const newIds = wanted.filter((id) => !keptIds.has(id));
  if (newIds.length > 0) {
    const claimed = await tx
      .update(storedFiles)
      .set({ gigId })
      .where(
        and(
          inArray(storedFiles.id, newIds),
          eq(storedFiles.ownerId, buyerId),
          isNull(storedFiles.gigId),
        ),
      )
      .returning({ id: storedFiles.id });
    if (claimed.length !== newIds.length) {
      throw new AppError('VALIDATION_FAILED', MISSING, [
        { path: 'attachmentIds', message: MISSING },
      ]);
    }
  }
  return dropped.map((file) => file.storageKey);
}
