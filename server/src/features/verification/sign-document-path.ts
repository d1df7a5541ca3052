import { DOCUMENT_MESSAGES, type SessionUser } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profileDocuments } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { SIGNED_LINK_SECONDS, type FileLinks } from '../../platform/storage/signed-links';
import { assertMayReadDocumentsOf } from './list-documents';

/** Spec §6: a signed link, valid 3600 seconds, for one stored document path. */
export async function signDocumentPath(
  deps: { db: Database; documentLinks: FileLinks },
  viewer: SessionUser,
  filepath: string,
): Promise<{ signedUrl: string; expiresInSeconds: number }> {
  const [document] = await deps.db
    .select({ id: profileDocuments.id, userId: profileDocuments.userId })
    .from(profileDocuments)
    .where(eq(profileDocuments.filepath, filepath));
  if (!document) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.notFound);
  assertMayReadDocumentsOf(viewer, document.userId);
  return { signedUrl: deps.documentLinks.sign(document.id), expiresInSeconds: SIGNED_LINK_SECONDS };
}
