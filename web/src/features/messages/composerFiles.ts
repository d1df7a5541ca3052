import { GIG_MESSAGES, MESSAGE_LIMITS, MESSAGE_MESSAGES } from '@titletrust/shared';

export const ACCEPTED_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const ACCEPT_ATTRIBUTE = ACCEPTED_TYPES.join(',');

const EXTENSION_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The browser's guess at a file's type; the server reads the content itself. */
export function typeOf(file: Pick<File, 'name' | 'type'>): string {
  return file.type || EXTENSION_TYPES[file.name.split('.').pop()?.toLowerCase() ?? ''] || '';
}

/** Why a file cannot go with a message, before a byte is sent; undefined when it can. */
export function fileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | undefined {
  if (!(ACCEPTED_TYPES as readonly string[]).includes(typeOf(file))) return GIG_MESSAGES.fileType;
  if (file.size > MESSAGE_LIMITS.attachmentBytesMax) return GIG_MESSAGES.fileTooLarge;
  return undefined;
}

/** How many of `picked` fit beside `alreadyAttached`, and the notice when some did not. */
export function roomFor(alreadyAttached: number, picked: number) {
  const room = Math.max(MESSAGE_LIMITS.attachmentsMax - alreadyAttached, 0);
  return {
    take: Math.min(room, picked),
    notice: picked > room ? MESSAGE_MESSAGES.tooManyFiles : undefined,
  };
}
