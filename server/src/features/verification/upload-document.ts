import { randomUUID } from 'node:crypto';
import {
  DOCUMENT_LIMITS,
  DOCUMENT_MESSAGES,
  type DocumentKind,
  type ProfileDocument,
} from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profileDocuments } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { enforceRateLimits } from '../../platform/rate-limit';
import { removeQuietly, type FileStorage } from '../../platform/storage/file-storage';
import type { FileLinks } from '../../platform/storage/signed-links';
import { storeThenRecord } from '../../platform/storage/store-then-record';
import { cleanFileName } from '../files';
import { checkDocumentType, storageKeyOf, toProfileDocument } from './document-files';
import { assertDocumentsEditable, loadVerification } from './verification-record';

const UPLOADS_PER_USER = { limit: 30, windowSeconds: 10 * 60 };

const EXTENSION_OF = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' } as const;

/**
 * One identity document (spec §3, §5): only JPG, PNG or PDF by name and by content, at most
 * 10 MB, stored privately at `{userId}/profile_documents/`. A government ID, a selfie or a
 * practising fee receipt replaces the one before (a person has one current one of each); other
 * documents add up to DOCUMENT_LIMITS.otherMax.
 * Never while an admin reviews the submission.
 */
export async function uploadDocument(
  deps: { db: Database; storage: FileStorage; documentLinks: FileLinks },
  userId: string,
  upload: { kind: DocumentKind; fileName: string; data: Buffer },
): Promise<ProfileDocument> {
  const contentType = checkDocumentType(upload.fileName, upload.data);
  await enforceRateLimits(deps.db, 'uploads', [
    { key: `documents:user:${userId}`, rule: UPLOADS_PER_USER },
  ]);
  const filepath = `${userId}/profile_documents/${randomUUID()}.${EXTENSION_OF[contentType]}`;
  const file = { key: storageKeyOf(filepath), data: upload.data };
  const { row, replaced } = await storeThenRecord(deps.storage, [file], () =>
    deps.db.transaction(async (tx) => {
      const state = await loadVerification(tx, userId, { lock: true });
      assertDocumentsEditable(state);
      const sameKind = state.documents.filter((document) => document.kind === upload.kind);
      if (upload.kind === 'other' && sameKind.length >= DOCUMENT_LIMITS.otherMax)
        throw new AppError('CONFLICT', DOCUMENT_MESSAGES.tooManyOther, [
          { path: 'file', message: DOCUMENT_MESSAGES.tooManyOther },
        ]);
      const replaced = upload.kind === 'other' ? [] : sameKind;
      for (const old of replaced)
        await tx.delete(profileDocuments).where(eq(profileDocuments.id, old.id));
      const [inserted] = await tx
        .insert(profileDocuments)
        .values({
          userId,
          kind: upload.kind,
          filepath,
          fileName: cleanFileName(upload.fileName),
          contentType,
          sizeBytes: upload.data.length,
        })
        .returning();
      return { row: inserted!, replaced };
    }),
  );
  await removeQuietly(
    deps.storage,
    replaced.map((old) => storageKeyOf(old.filepath)),
  );
  return toProfileDocument(row, deps.documentLinks);
}
