import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { checkStorageKey, type FileStorage } from './file-storage';

export interface CopyCounts {
  copied: number;
  /** Already in the target with the same size: a rerun skips what an earlier run copied. */
  alreadyThere: number;
  failed: number;
  /** Files whose path is no key of ours (a stray `.DS_Store`): never copied. */
  notKeys: number;
}

/** Files copied at once: enough to hide each request's latency, few enough for a small bucket. */
const AT_ONCE = 8;

/**
 * Copies every file under a local store's folder into another store under the same key (its
 * path inside the folder). Idempotent: a file the target already holds with the same size is
 * skipped. Tells `onProblem` about each file it could not copy, and goes on with the rest.
 */
export async function copyFiles(
  folder: string,
  target: FileStorage,
  onProblem: (key: string, problem: string) => void = () => {},
): Promise<CopyCounts> {
  const counts: CopyCounts = { copied: 0, alreadyThere: 0, failed: 0, notKeys: 0 };
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));

  const copyOne = async (relative: string) => {
    const key = relative.split(path.sep).join('/');
    try {
      checkStorageKey(key);
    } catch {
      counts.notKeys += 1;
      onProblem(key, 'not a storage key, left out');
      return;
    }
    try {
      const location = path.join(folder, relative);
      const { size } = await stat(location);
      if ((await target.sizeOf(key)) === size) {
        counts.alreadyThere += 1;
        return;
      }
      // Uploads are at most 10 MB, so one file at a time in memory is fine.
      await target.put(key, await readFile(location));
      counts.copied += 1;
    } catch (error) {
      counts.failed += 1;
      onProblem(key, error instanceof Error ? error.message : String(error));
    }
  };

  let next = 0;
  const worker = async () => {
    while (next < files.length) await copyOne(files[next++]!);
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return counts;
}
