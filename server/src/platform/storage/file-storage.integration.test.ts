import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../../test/support/s3-server';
import { AppError } from '../app-error';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { checkBucket, createS3FileStorage } from './s3-file-storage';

async function bytesOf(stream: Readable): Promise<{ data: Buffer; chunks: number }> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { data: Buffer.concat(chunks), chunks: chunks.length };
}

const readBytes = async (storage: FileStorage, key: string) =>
  (await bytesOf(await storage.read(key))).data;

const notFound = expect.objectContaining({ code: 'NOT_FOUND' });

/** Each store, opened fresh; the same cases run against every one. */
interface StoreUnderTest {
  open(): Promise<FileStorage>;
  close(): Promise<void>;
  /** Every file the store holds, by key, whatever the store is. */
  keys(): Promise<string[]>;
}

function localStore(): StoreUnderTest {
  let folder: string;
  return {
    async open() {
      folder = await mkdtemp(path.join(tmpdir(), 'titletrust-storage-'));
      // The store's root inside, so a key that escaped it would land in `folder`.
      return createLocalFileStorage(path.join(folder, 'storage'));
    },
    close: () => rm(folder, { recursive: true, force: true }),
    async keys() {
      const entries = await readdir(folder, { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) =>
          path.relative(path.join(folder, 'storage'), path.join(entry.parentPath, entry.name)),
        );
    },
  };
}

function s3Store(): StoreUnderTest {
  let s3: TestS3;
  let storage: FileStorage;
  return {
    async open() {
      s3 = await startTestS3();
      storage = createS3FileStorage(s3.options);
      return storage;
    },
    async close() {
      storage.close();
      await s3.stop();
    },
    async keys() {
      const { S3Client, ListObjectsV2Command } = await import('@aws-sdk/client-s3');
      const client = new S3Client({ ...s3.options });
      const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.options.bucket }));
      client.destroy();
      return (listed.Contents ?? []).map((object) => object.Key!);
    },
  };
}

describe.each([
  ['the local disk', localStore()],
  ['an S3-compatible server (s3rver)', s3Store()],
])('file storage on %s', (_name, store) => {
  let storage: FileStorage;
  beforeAll(async () => {
    storage = await store.open();
  });
  afterAll(() => store.close());

  it('reads back what was put, and knows its size', async () => {
    const key = 'gig-attachments/0b8a4c5e-1d1f-4a55-9a3e-7c1f1f2f0a01';
    await storage.put(key, Buffer.from('%PDF-1.7 a deed'));
    expect((await readBytes(storage, key)).toString()).toBe('%PDF-1.7 a deed');
    expect(await storage.sizeOf(key)).toBe(15);
  });

  it('keeps nested keys apart, as the features name them', async () => {
    await storage.put('documents/user-1/profile_documents/a.png', Buffer.from('one'));
    await storage.put('documents/user-2/profile_documents/a.png', Buffer.from('two'));
    expect((await readBytes(storage, 'documents/user-1/profile_documents/a.png')).toString()).toBe(
      'one',
    );
    expect((await readBytes(storage, 'documents/user-2/profile_documents/a.png')).toString()).toBe(
      'two',
    );
  });

  it('replaces a file put again under the same key', async () => {
    await storage.put('avatars/u/pic.png', Buffer.from('the first, longer version'));
    await storage.put('avatars/u/pic.png', Buffer.from('second'));
    expect((await readBytes(storage, 'avatars/u/pic.png')).toString()).toBe('second');
    expect(await storage.sizeOf('avatars/u/pic.png')).toBe(6);
  });

  it('removes a file, after which it is not found; removing it again is no error', async () => {
    await storage.put('deliveries/gone', Buffer.from('x'));
    await storage.remove('deliveries/gone');
    await expect(storage.read('deliveries/gone')).rejects.toEqual(notFound);
    expect(await storage.sizeOf('deliveries/gone')).toBeUndefined();
    await expect(storage.remove('deliveries/gone')).resolves.toBeUndefined();
  });

  it('answers NOT_FOUND for a key that was never put, before any byte is sent', async () => {
    const refused = await storage
      .read('message-files/never-there')
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toEqual(notFound);
    expect(await storage.sizeOf('message-files/never-there')).toBeUndefined();
  });

  it('refuses keys that would leave its folder or need escaping, writing nothing', async () => {
    const before = await store.keys();
    const bad = [
      '../escaped',
      'a/../../escaped',
      '/etc/passwd',
      'a//b',
      './a',
      'a/.',
      'a b',
      'a%2F..',
      'é',
      '',
    ];
    for (const key of bad) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/Bad storage key/);
      await expect(storage.read(key), key).rejects.toThrow(/Bad storage key/);
      await expect(storage.sizeOf(key), key).rejects.toThrow(/Bad storage key/);
      await expect(storage.remove(key), key).rejects.toThrow(/Bad storage key/);
    }
    expect(await store.keys()).toEqual(before);
  });

  it('streams a large file back intact, in pieces', async () => {
    const large = randomBytes(24 * 1024 * 1024);
    await storage.put('dispute-files/large', large);
    const { data, chunks } = await bytesOf(await storage.read('dispute-files/large'));
    const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    expect(data.length).toBe(large.length);
    expect(digest(data)).toBe(digest(large));
    expect(chunks).toBeGreaterThan(1);
  });
});

describe('an S3 store that cannot be used', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3('present');
  });
  afterAll(() => s3.stop());

  it('stops the start with one line naming the bucket when the bucket does not exist', async () => {
    await expect(checkBucket({ ...s3.options, bucket: 'absent' })).rejects.toThrow(
      /^File storage: bucket "absent" at http:\/\/127\.0\.0\.1:\d+ could not be written to: NoSuchBucket/,
    );
    await expect(checkBucket(s3.options)).resolves.toBeUndefined();
  });

  it('answers SERVICE_UNAVAILABLE, not a missing file, when the bucket has gone', async () => {
    const storage = createS3FileStorage({ ...s3.options, bucket: 'absent' });
    await expect(storage.read('avatars/x')).rejects.toEqual(
      expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' }),
    );
    storage.close();
  });

  it('answers SERVICE_UNAVAILABLE when the service is down, and tells the log why', async () => {
    const down = await startTestS3('down');
    const failures: string[] = [];
    const storage = createS3FileStorage({
      ...down.options,
      onError: (_error, action, key) => failures.push(`${action} ${key}`),
    });
    await down.stop();
    await expect(storage.put('avatars/x', Buffer.from('x'))).rejects.toEqual(
      expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' }),
    );
    await expect(storage.read('avatars/x')).rejects.toEqual(
      expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' }),
    );
    expect(failures).toEqual(['put avatars/x', 'read avatars/x']);
    storage.close();
  });
});
