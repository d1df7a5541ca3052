import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { FileStorage } from '../../platform/storage/file-storage';
import { createLocalFileStorage } from '../../platform/storage/local-file-storage';
import { createFileLinks } from '../../platform/storage/signed-links';
import { useTestDatabase } from '../../../test/support/test-database';
import { uploadAttachment } from './upload-attachment';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer <<>>\n%%EOF');

describe('an upload whose file or row cannot be written', () => {
  const database = useTestDatabase();
  const fileLinks = createFileLinks('test-secret');
  let folder: string;
  let storage: FileStorage;

  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'titletrust-failed-upload-'));
    storage = createLocalFileStorage(folder);
  });
  const filesStored = async () =>
    (await readdir(folder, { recursive: true, withFileTypes: true })).filter((e) => e.isFile())
      .length;
  const rowsOf = (ownerId: string) =>
    database().db.select().from(storedFiles).where(eq(storedFiles.ownerId, ownerId));

  it('keeps no row when the store refuses the file, and passes its error on', async () => {
    const down = new AppError('SERVICE_UNAVAILABLE', 'File storage is not answering.');
    const refusing: FileStorage = { ...storage, put: () => Promise.reject(down) };
    const ownerId = randomUUID();
    const upload = uploadAttachment({ db: database().db, storage: refusing, fileLinks }, ownerId, {
      fileName: 'deed.pdf',
      data: PDF,
    });
    await expect(upload).rejects.toBe(down);
    expect(await rowsOf(ownerId)).toEqual([]);
    expect(await filesStored()).toBe(0);
  });

  it('removes the stored file again when its row is refused', async () => {
    // No account has this id, so the row's foreign key refuses it after the file is written.
    const ownerId = randomUUID();
    const upload = uploadAttachment({ db: database().db, storage, fileLinks }, ownerId, {
      fileName: 'deed.pdf',
      data: PDF,
    });
    await expect(upload).rejects.toThrow();
    expect(await rowsOf(ownerId)).toEqual([]);
    expect(await filesStored()).toBe(0);
  });
});
