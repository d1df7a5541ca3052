import type { Readable } from 'node:stream';
import { AppError } from '../app-error';

/**
 * Where uploaded files live: the local disk (DATA_DIR/storage) by default, or a bucket of an
 * S3-compatible service when STORAGE_URL is set (open-file-storage.ts, decision 063). Files are
 * never served directly: only through our signed, expiring links (signed-links.ts), which stream
 * them from here.
 */
export interface FileStorage {
  /** Stores the bytes under the key, replacing what was there. */
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes; an AppError NOT_FOUND when there is no file under the key. */
  read(key: string): Promise<Readable>;
  /** The file's size in bytes, or undefined when there is none. */
  sizeOf(key: string): Promise<number | undefined>;
  /** Removes the file; removing a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** Lets go of connections (the S3 client's sockets); the store is not used after. */
  close(): void;
}

/**
 * Removes files nothing points at any more (their rows are gone). A removal that fails only
 * leaves an unreachable file behind, so it never fails what the person asked for.
 */
export async function removeQuietly(storage: FileStorage, keys: (string | null | undefined)[]) {
  await Promise.allSettled(
    keys.filter((key): key is string => !!key).map((key) => storage.remove(key)),
  );
}

export const FILE_MISSING_MESSAGE = 'That file no longer exists.';

export const fileMissing = () => new AppError('NOT_FOUND', FILE_MISSING_MESSAGE);

/**
 * Keys are ours (`gig-attachments/<uuid>`, `documents/<user>/profile_documents/<uuid>.pdf`), so
 * anything else is a bug, refused the same way by every store: no empty, `.` or `..` segment
 * that could leave the local folder, no characters an object store would need escaped.
 */
const KEY_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function checkStorageKey(key: string): string {
  const segments = key.split('/');
  if (key.length > 512 || !segments.every((segment) => KEY_SEGMENT.test(segment)))
    throw new Error(`Bad storage key ${JSON.stringify(key)}`);
  return key;
}
