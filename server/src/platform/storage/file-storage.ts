import { createReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. The local-disk store is the default (DATA_DIR/storage); an
 * S3-compatible store would implement the same three calls. Files are never served directly:
 * only through signed, expiring links (signed-links.ts).
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Readable;
  remove(key: string): Promise<void>;
}

export function createLocalFileStorage(root: string): FileStorage {
  const locate = (key: string) => {
    const location = path.resolve(root, key);
    // Keys are ours (purpose/uuid), but never let one escape the storage folder.
    if (!location.startsWith(path.resolve(root) + path.sep))
      throw new Error(`Bad storage key ${key}`);
    return location;
  };
  return {
    async put(key, data) {
      const location = locate(key);
      await mkdir(path.dirname(location), { recursive: true });
      await writeFile(location, data, { mode: 0o600 });
    },
    read: (key) => createReadStream(locate(key)),
    remove: (key) => rm(locate(key), { force: true }),
  };
}
