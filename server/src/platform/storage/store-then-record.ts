import { removeQuietly, type FileStorage } from './file-storage';

/**
 * Writes the files, then the row that names them, so a row never points at a missing file. If
 * a write or the row fails, the files already written are removed again and the error goes on.
 */
export async function storeThenRecord<T>(
  storage: FileStorage,
  files: { key: string; data: Buffer }[],
  record: () => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  try {
    for (const file of files) {
      await storage.put(file.key, file.data);
      written.push(file.key);
    }
    return await record();
  } catch (error) {
    await removeQuietly(storage, written);
    throw error;
  }
}
