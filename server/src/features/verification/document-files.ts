import { DOCUMENT_MESSAGES, type ProfileDocument } from '@titletrust/shared';
import type { profileDocuments } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { FileLinks } from '../../platform/storage/signed-links';
import {
  sniffContentType,
  type AllowedContentType,
} from '../../platform/storage/sniff-content-type';

type DocumentRow = typeof profileDocuments.$inferSelect;

/** The spec's "documents" storage area; a document's key is `documents/{filepath}`. */
export const storageKeyOf = (filepath: string) => `documents/${filepath}`;

const EXTENSIONS: Record<string, AllowedContentType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

const invalidType = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', DOCUMENT_MESSAGES.invalidType, [
    { path: 'file', message: DOCUMENT_MESSAGES.invalidType },
  ]);

/**
 * Spec §5: only jpeg, jpg, png and pdf, checked by the name and by the bytes, and the two must
 * agree, so a script renamed `id.png` and a PDF named `selfie.jpg` are both refused.
 */
export function checkDocumentType(fileName: string, data: Buffer): AllowedContentType {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  const named = EXTENSIONS[extension];
  const actual = sniffContentType(data);
  if (!named || !actual || named !== actual) throw invalidType();
  return actual;
}

export function toProfileDocument(row: DocumentRow, links: FileLinks): ProfileDocument {
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    filepath: row.filepath,
    url: links.sign(row.id),
    createdAt: row.createdAt.toISOString(),
  };
}
