import { DOCUMENT_MESSAGES } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profileDocuments } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { removeQuietly, type FileStorage } from '../../platform/storage/file-storage';
import { storageKeyOf } from './document-files';
import { assertDocumentsEditable, loadVerification } from './verification-record';

/** The owner removes one of their documents, row then bytes, unless it is under review. */
export async function removeDocument(
  deps: { db: Database; storage: FileStorage },
  userId: string,
  documentId: string,
): Promise<void> {
  const filepath = await deps.db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ userId: profileDocuments.userId })
      .from(profileDocuments)
      .where(eq(profileDocuments.id, documentId));
    if (!owned) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.notFound);
    if (owned.userId !== userId) throw new AppError('FORBIDDEN', DOCUMENT_MESSAGES.notYours);
    const state = await loadVerification(tx, userId, { lock: true });
    const document = state.documents.find((candidate) => candidate.id === documentId);
    if (!document) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.notFound);
    assertDocumentsEditable(state);
    await tx.delete(profileDocuments).where(eq(profileDocuments.id, documentId));
    return document.filepath;
  });
  await removeQuietly(deps.storage, [storageKeyOf(filepath)]);
}
