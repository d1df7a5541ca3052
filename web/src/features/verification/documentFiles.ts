import { DOCUMENT_LIMITS, DOCUMENT_MESSAGES } from '@titletrust/shared';

const TYPES = ['image/jpeg', 'image/png', 'application/pdf'];
const EXTENSIONS = ['.jpg', '.jpeg', '.png', '.pdf'];

/** What the file chooser offers: the names and the types the server accepts. */
export const DOCUMENT_ACCEPT = [...EXTENSIONS, ...TYPES].join(',');

/**
 * A first look before uploading, with the server's own messages. The server checks the bytes
 * again whatever the browser says; this only spares a wait for a file that cannot pass. A browser
 * that does not know a file's type reports it as '', so the name decides then.
 */
export function documentProblemOf(file: Pick<File, 'name' | 'type' | 'size'>): string | undefined {
  const name = file.name.toLowerCase();
  const namedWell = EXTENSIONS.some((extension) => name.endsWith(extension));
  const typedWell = file.type === '' || TYPES.includes(file.type);
  if (!namedWell || !typedWell) return DOCUMENT_MESSAGES.invalidType;
  if (file.size > DOCUMENT_LIMITS.bytesMax) return DOCUMENT_MESSAGES.tooLarge;
  return undefined;
}

/** "2.4 MB", "180 KB": how big a stored document is. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
