import { open, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkStorageKey, fileMissing, type FileStorage } from './file-storage';

const isMissing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** Files under one folder (DATA_DIR/storage), readable by this process' user only. */
export function createLocalFileStorage(root: string): FileStorage {
  const folder = path.resolve(root);
  const locate = (key: string) => {
    const location = path.resolve(folder, checkStorageKey(key));
    // checkStorageKey already keeps keys inside; this guards the guard.
    if (!location.startsWith(folder + path.sep)) throw new Error(`Bad storage key ${key}`);
    return location;
  };
  return {
    async put(key, data) {
      const location = locate(key);
      await mkdir(path.dirname(location), { recursive: true });
      // A half-written file is never left behind for a row to point at.
      await writeFile(location, data, { mode: 0o600 }).catch(async (error: unknown) => {
        await rm(location, { force: true });
        throw error;
      });
    },
    async read(key) {
      // Opened before answering, so a missing file is a 404 and not a broken stream.
      const handle = await open(locate(key), 'r').catch((error: unknown) => {
        throw isMissing(error) ? fileMissing() : error;
      });
      const file = await handle.stat();
      if (!file.isFile()) {
        await handle.close();
        throw fileMissing();
      }
      return handle.createReadStream();
    },
    async sizeOf(key) {
      const file = await stat(locate(key)).catch((error: unknown) => {
        if (isMissing(error)) return undefined;
        throw error;
      });
      return file?.isFile() ? file.size : undefined;
    },
    async remove(key) {
      await rm(locate(key), { force: true });
    },
    close() {},
  };
}
