import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DOCUMENT_MESSAGES, type ProfileDocument } from '@titletrust/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPersona, type Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { documentBody, JPEG, PDF, PNG } from '../../../test/support/documents';
import { useTestDatabase } from '../../../test/support/test-database';

describe('profile documents', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let seller: Persona;
  let otherSeller: Persona;
  let admin: Persona;

  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'titletrust-documents-'));
    app = await buildTestApp(database(), { DATA_DIR: dataDir });
    [seller, otherSeller, admin] = await Promise.all([
      createPersona(app, database().db, 'seller'),
      createPersona(app, database().db, 'seller'),
      createPersona(app, database().db, 'admin'),
    ]);
  });
  afterAll(() => app.close());

  const upload = (kind: string | undefined, fileName: string, data: Buffer, who?: Persona) => {
    const body = documentBody(kind, fileName, data);
    return app.inject({
      method: 'POST',
      url: '/api/documents',
      payload: body.payload,
      headers: { ...body.headers, ...(who ? { cookie: who.cookie } : {}) },
    });
  };
  const as = (who: Persona, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

  it('refuses an upload from someone not signed in, in the words of the spec', async () => {
    const response = await upload('government_id', 'id.png', PNG);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(DOCUMENT_MESSAGES.notAuthenticated);
  });

  it('accepts only JPG, PNG and PDF, by name and by content alike', async () => {
    for (const [name, data] of [
      ['id.gif', Buffer.from('GIF89a....')],
      ['id.png', Buffer.from('#!/bin/sh\necho pwned\n')], // a script named as a picture
      ['id.pdf', PNG], // a picture named as a PDF: the bytes and the name disagree
      ['id.jpg', PDF],
      ['id', PNG], // no extension
      ['id.webp', PNG],
    ] as const) {
      const response = await upload('government_id', name, data, seller);
      expect(response.statusCode, name).toBe(415);
      expect(response.json().error.message).toBe(DOCUMENT_MESSAGES.invalidType);
    }
    for (const [name, data] of [
      ['ID card.JPEG', JPEG],
      ['id.jpg', JPEG],
      ['receipt.pdf', PDF],
    ] as const) {
      expect((await upload('other', name, data, seller)).statusCode, name).toBe(201);
    }
  });

  it('refuses a file over 10 MB, an unknown kind and a missing file with clear messages', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024, 0)]);
    const tooLarge = await upload('government_id', 'id.png', big, seller);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe(DOCUMENT_MESSAGES.tooLarge);

    const badKind = await upload('passport_photo', 'id.png', PNG, seller);
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().error.message).toBe(DOCUMENT_MESSAGES.kindInvalid);
    expect((await upload(undefined, 'id.png', PNG, seller)).statusCode).toBe(400);
  });

  it("stores a document privately under the owner's profile_documents and replaces an ID with the next one", async () => {
    const first = (
      await upload('government_id', 'nin-slip.png', PNG, seller)
    ).json<ProfileDocument>();
    expect(first.filepath).toMatch(new RegExp(`^${seller.id}/profile_documents/[0-9a-f-]+\\.png$`));
    expect(first).toMatchObject({ kind: 'government_id', contentType: 'image/png' });
    const second = await upload('government_id', 'passport.jpg', JPEG, seller);
    expect(second.statusCode).toBe(201);

    const listed = (await as(seller, 'GET', `/api/documents?userId=${seller.id}`)).json<{
      documents: ProfileDocument[];
    }>().documents;
    expect(listed.filter((document) => document.kind === 'government_id')).toHaveLength(1);
    expect(listed.find((document) => document.id === first.id)).toBeUndefined();
    // The replaced file is gone from storage too: its link now answers not found.
    expect((await app.inject({ method: 'GET', url: first.url })).statusCode).toBe(404);
  });

  it('lists documents only for their owner and admins, and asks for a user id', async () => {
    const missing = await as(seller, 'GET', '/api/documents');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(DOCUMENT_MESSAGES.userIdRequired);

    const stranger = await as(otherSeller, 'GET', `/api/documents?userId=${seller.id}`);
    expect(stranger.statusCode).toBe(403);

    const byAdmin = await as(admin, 'GET', `/api/documents?userId=${seller.id}`);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().documents.length).toBeGreaterThan(0);
  });

  it('signs links for a file path of the owner, valid an hour, refused once altered or expired', async () => {
    const document = (
      await upload('selfie_with_id', 'selfie.png', PNG, seller)
    ).json<ProfileDocument>();

    for (const body of [{}, { filepath: 42 }, { filepath: '' }]) {
      const response = await as(seller, 'POST', '/api/documents/signed-url', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(DOCUMENT_MESSAGES.filepathRequired);
    }
    const stranger = await as(otherSeller, 'POST', '/api/documents/signed-url', {
      filepath: document.filepath,
    });
    expect(stranger.statusCode).toBe(403);

    const signed = await as(seller, 'POST', '/api/documents/signed-url', {
      filepath: document.filepath,
    });
    expect(signed.json()).toMatchObject({ expiresInSeconds: 3600 });
    const file = await app.inject({ method: 'GET', url: signed.json().signedUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);

    const url = new URL(signed.json().signedUrl, 'http://localhost');
    const signature = url.searchParams.get('signature')!;
    url.searchParams.set('signature', `${signature[0] === 'a' ? 'b' : 'a'}${signature.slice(1)}`);
    expect((await app.inject({ method: 'GET', url: url.pathname + url.search })).statusCode).toBe(
      403,
    );

    const hourAgo = Date.now() - 3601 * 1000;
    const expired = app.services.documentLinks.sign(document.id, hourAgo);
    expect((await app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);

    // A link signed for a gig's file never opens an identity document.
    const fileLink = app.services.fileLinks.sign(document.id);
    const borrowed = fileLink.replace(
      `/api/files/${document.id}`,
      `/api/documents/${document.id}/file`,
    );
    expect((await app.inject({ method: 'GET', url: borrowed })).statusCode).toBe(403);
  });

  it("refuses removing another person's document, and removes one's own", async () => {
    const document = (
      await upload('other', 'certificate.pdf', PDF, seller)
    ).json<ProfileDocument>();
    expect((await as(otherSeller, 'DELETE', `/api/documents/${document.id}`)).statusCode).toBe(403);
    expect((await as(seller, 'DELETE', `/api/documents/${document.id}`)).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: document.url })).statusCode).toBe(404);
  });
});
