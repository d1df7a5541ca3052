import { randomUUID } from 'node:crypto';
import { GIG_LIMITS, GIG_MESSAGES, type Attachment } from '@titletrust/shared';
import { eq, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { storedFiles } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { enforceRateLimits } from '../../platform/rate-limit';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { FileLinks } from '../../platform/storage/signed-links';
import { sniffContentType } from '../../platform/storage/sniff-content-type';
import { storeThenRecord } from '../../platform/storage/store-then-record';

export function toAttachment(
  row: Pick<typeof storedFiles.$inferSelect, 'id' | 'fileName' | 'contentType' | 'sizeBytes'>,
  links: FileLinks,
): Attachment {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    url: links.sign(row.id),
  };
}

/** Keeps the name readable but harmless in a Content-Disposition header and on screen. */
export const cleanFileName = (name: string) =>
  name
    .replace(/[^\w.\- ()]+/g, '_')
    .replace(/^\.+/, '')
    .slice(0, 120) || 'document';

const STORAGE_FOLDERS = {
  gig_attachment: 'gig-attachments',
  delivery: 'deliveries',
  message: 'message-files',
  dispute: 'dispute-files',
} as const;

const UPLOADS_PER_USER = {
  limit: GIG_LIMITS.uploadsPerWindow,
  windowSeconds: GIG_LIMITS.uploadWindowMinutes * 60,
};

/** What the owner's files take up already, attached or not. */
async function storedBytesOf(db: Database, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(storedFiles.sizeBytes).mapWith(Number) })
    .from(storedFiles)
    .where(eq(storedFiles.ownerId, ownerId));
  return row?.total ?? 0;
}

/**
 * A title document or survey plan for a gig, a file of a delivery, of a message or of a dispute
 * statement: accepted only if its bytes are a PDF, JPEG or PNG (never trusting the name), stored
 * privately, attached to its gig, delivery, message or dispute when that is saved. An account uploads at most GIG_LIMITS.uploadsPerWindow files in
 * ten minutes and keeps at most GIG_LIMITS.storedBytesMax; what is never attached is removed
 * after a day (remove-unattached-files.ts).
 */
export async function uploadAttachment(
  deps: { db: Database; storage: FileStorage; fileLinks: FileLinks },
  ownerId: string,
  file: { fileName: string; data: Buffer },
  purpose: keyof typeof STORAGE_FOLDERS = 'gig_attachment',
): Promise<Attachment> {
  const contentType = sniffContentType(file.data);
  if (!contentType) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', GIG_MESSAGES.fileType, [
      { path: 'file', message: GIG_MESSAGES.fileType },
    ]);
  }
  await enforceRateLimits(deps.db, 'uploads', [
    { key: `uploads:user:${ownerId}`, rule: UPLOADS_PER_USER },
  ]);
  if ((await storedBytesOf(deps.db, ownerId)) + file.data.length > GIG_LIMITS.storedBytesMax) {
    throw new AppError('PAYLOAD_TOO_LARGE', GIG_MESSAGES.storageFull, [
      { path: 'file', message: GIG_MESSAGES.storageFull },
    ]);
  }
  const storageKey = `${STORAGE_FOLDERS[purpose]}/${randomUUID()}`;
  const [row] = await storeThenRecord(deps.storage, [{ key: storageKey, data: file.data }], () =>
    deps.db
      .insert(storedFiles)
      .values({
        ownerId,
        purpose,
        storageKey,
        fileName: cleanFileName(file.fileName),
        contentType,
        sizeBytes: file.data.length,
      })
      .returning(),
  );
  return toAttachment(row!, deps.fileLinks);
}
