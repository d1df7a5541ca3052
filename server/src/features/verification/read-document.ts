import { DOCUMENT_MESSAGES } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profileDocuments } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { LINK_REFUSED_MESSAGE, type FileLinks } from '../../platform/storage/signed-links';
import { storageKeyOf } from './document-files';

/**
 * The document a signed link names. The signature is the permission: it was issued only to the
 * owner or an admin, covers this path and expires after an hour; an altered one is refused.
 */
export async function readDocument(
  deps: { db: Database; documentLinks: FileLinks },
  link: { id: string; expires: string; signature: string },
) {
  if (!deps.documentLinks.verify(link.id, link.expires, link.signature))
    throw new AppError('FORBIDDEN', LINK_REFUSED_MESSAGE);
  const [document] = await deps.db
    .select()
    .from(profileDocuments)
    .where(eq(profileDocuments.id, link.id));
  if (!document) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.notFound);
  return { ...document, storageKey: storageKeyOf(document.filepath) };
}
