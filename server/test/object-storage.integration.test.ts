import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Attachment, ProfileDocument } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../src/db/schema';
import type { FileStorage } from '../src/platform/storage/file-storage';
import { createS3FileStorage } from '../src/platform/storage/s3-file-storage';
import { documentBody, PNG } from './support/documents';
import { multipart } from './support/multipart';
import { createPersona, type Persona } from './support/personas';
import { startTestS3, type TestS3 } from './support/s3-server';
import { buildTestApp, type TestApp } from './support/test-app';
import { useTestDatabase } from './support/test-database';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer <<>>\n%%EOF');

describe('the app with its files in an S3-compatible bucket (STORAGE_URL)', () => {
  const database = useTestDatabase();
  let s3: TestS3;
  let bucket: FileStorage;
  let app: TestApp;
  let dataDir: string;
  let seller: Persona;
  let buyer: Persona;

  beforeAll(async () => {
    s3 = await startTestS3();
    // The bucket as another instance would see it: its own client, not the app's.
    bucket = createS3FileStorage(s3.options);
    dataDir = await mkdtemp(path.join(tmpdir(), 'titletrust-s3-app-'));
    app = await buildTestApp(database(), { DATA_DIR: dataDir, ...s3.env });
    [seller, buyer] = await Promise.all([
      createPersona(app, database().db, 'seller'),
      createPersona(app, database().db, 'buyer'),
    ]);
  });
  afterAll(async () => {
    await app?.close();
    bucket?.close();
    await s3?.stop();
  });

  const nothingOnLocalDisk = async () =>
    expect(await readdir(dataDir, { recursive: true })).not.toContain('storage');

  it('keeps an identity document in the bucket and serves it through its signed link', async () => {
    const body = documentBody('government_id', 'nin-slip.png', PNG);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/documents',
      payload: body.payload,
      headers: { ...body.headers, cookie: seller.cookie },
    });
    expect(uploaded.statusCode).toBe(201);
    const document = uploaded.json<ProfileDocument>();
    const key = `documents/${document.filepath}`;
    expect(await bucket.sizeOf(key)).toBe(PNG.length);
    await nothingOnLocalDisk();

    const opened = await app.inject({ method: 'GET', url: document.url });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/png');
    expect(opened.rawPayload.equals(PNG)).toBe(true);
    // The link is the permission: without its signature the same path is refused.
    const unsigned = await app.inject({ method: 'GET', url: document.url.split('?')[0]! });
    expect(unsigned.statusCode).toBe(400);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/documents/${document.id}`,
      headers: { cookie: seller.cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect(await bucket.sizeOf(key)).toBeUndefined();
  });

  it('keeps a gig attachment there too, and says plainly when its object has gone', async () => {
    const { payload, headers } = multipart('deed.pdf', PDF);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/gig-attachments',
      headers: { ...headers, cookie: buyer.cookie },
      payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const { attachment } = uploaded.json<{ attachment: Attachment }>();
    const opened = await app.inject({ method: 'GET', url: attachment.url });
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(PDF)).toBe(true);

    // Removed behind the app's back (a bucket emptied by hand): a 404 in words, never a 500.
    const [row] = await database()
      .db.select({ key: storedFiles.storageKey })
      .from(storedFiles)
      .where(eq(storedFiles.id, attachment.id));
    await bucket.remove(row!.key);
    const gone = await app.inject({ method: 'GET', url: attachment.url });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('That file no longer exists.');
  });

  it('serves a profile picture from the bucket', async () => {
    const { payload, headers } = multipart('me.png', PNG, 'image/png');
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/profile/picture',
      headers: { ...headers, cookie: seller.cookie },
      payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const shown = await app.inject({ method: 'GET', url: `/api/profiles/${seller.id}/picture` });
    expect(shown.statusCode).toBe(200);
    expect(shown.rawPayload.equals(PNG)).toBe(true);
    await nothingOnLocalDisk();
  });
});
