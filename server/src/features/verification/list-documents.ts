import { DOCUMENT_MESSAGES, type ProfileDocument, type SessionUser } from '@titletrust/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profileDocuments } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { FileLinks } from '../../platform/storage/signed-links';
import { toProfileDocument } from './document-files';

/** Only the owner and admins may see a person's documents (spec §6). */
export function assertMayReadDocumentsOf(viewer: SessionUser, ownerId: string): void {
  if (viewer.id !== ownerId && viewer.role !== 'admin')
    throw new AppError('FORBIDDEN', DOCUMENT_MESSAGES.notYours);
}

/** A person's profile documents with fresh signed links, oldest first. */
export async function listDocuments(
  deps: { db: Database; documentLinks: FileLinks },
  viewer: SessionUser,
  userId: string,
): Promise<ProfileDocument[]> {
  assertMayReadDocumentsOf(viewer, userId);
  const rows = await deps.db
    .select()
    .from(profileDocuments)
    .where(eq(profileDocuments.userId, userId))
    .orderBy(asc(profileDocuments.createdAt));
  return rows.map((row) => toProfileDocument(row, deps.documentLinks));
}
