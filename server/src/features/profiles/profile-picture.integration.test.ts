import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROFILE_MESSAGES } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import type { FileStorage } from '../../platform/storage/file-storage';
import { multipart } from '../../../test/support/multipart';
import { createPersona, type Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { uploadProfilePicture } from './upload-profile-picture';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x40, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(64, 2),
]);
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');

/** The square and its small version, as the browser sends them. */
function pictureBody(picture: Buffer, avatar: Buffer, name = 'me.png') {
  const boundary = '----titletrust-picture-boundary';
  const part = (field: string, data: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from('\r\n'),
    ]);
  return {
    payload: Buffer.concat([
      part('file', picture),
      part('avatar', avatar),
      Buffer.from(`--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('a profile picture', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let person: Persona;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'titletrust-pictures-'));
    app = await buildTestApp(database(), { DATA_DIR: dataDir });
    person = await createPersona(app, database().db, 'seller');
  });
  afterAll(() => app.close());

  const upload = (body: { payload: Buffer; headers: Record<string, string> }, who = person) =>
    app.inject({
      method: 'POST',
      url: '/api/profile/picture',
      payload: body.payload,
      headers: { ...body.headers, cookie: who.cookie },
    });
  const picture = (query = '') =>
    app.inject({ method: 'GET', url: `/api/profiles/${person.id}/picture${query}` });

  it('answers 404 while the person has none', async () => {
    expect((await picture()).statusCode).toBe(404);
  });

  it('stores the square and its avatar, and serves both publicly for an hour', async () => {
    const response = await upload(pictureBody(PNG, WEBP));
    expect(response.statusCode).toBe(201);
    expect(response.json().pictureUrl).toMatch(
      new RegExp(`^/api/profiles/${person.id}/picture\\?v=[0-9a-f]{8}$`),
    );
    const [row] = await database()
      .db.select({ picture: profiles.profilePicture, avatar: profiles.avatarUrl })
      .from(profiles)
      .where(eq(profiles.id, person.id));
    expect(row!.picture).toMatch(new RegExp(`^profile-pictures/${person.id}/.+\\.png$`));
    expect(row!.avatar).toMatch(new RegExp(`^avatars/${person.id}/.+\\.webp$`));

    const full = await picture();
    expect(full.statusCode).toBe(200);
    expect(full.headers['cache-control']).toBe('public, max-age=3600');
    expect(full.headers['content-type']).toBe('image/png');
    expect(full.rawPayload.equals(PNG)).toBe(true);
    const small = await picture('?size=avatar');
    expect(small.headers['content-type']).toBe('image/webp');
    expect(small.rawPayload.equals(WEBP)).toBe(true);

    const own = await app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: person.cookie },
    });
    expect(own.json().profile.pictureUrl).toMatch(
      new RegExp(`^/api/profiles/${person.id}/picture\\?v=[0-9a-f]{8}$`),
    );
    // The header reads the picture from the session.
    const session = await app.inject({
      method: 'GET',
      url: '/api/accounts/session',
      headers: { cookie: person.cookie },
    });
    expect(session.json().user.pictureUrl).toMatch(
      new RegExp(`^/api/profiles/${person.id}/picture\\?v=[0-9a-f]{8}$`),
    );
  });

  it('refuses a PDF named .png, by its content', async () => {
    const response = await upload(multipart('me.png', PDF, 'image/png'));
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe(PROFILE_MESSAGES.pictureType);
  });

  it('refuses a picture over 5 MB with 413 and says why', async () => {
    const huge = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024, 3)]);
    const response = await upload(multipart('me.png', huge, 'image/png'));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe(PROFILE_MESSAGES.pictureTooLarge);
  });

  it('is removed on request, and initials show again (404)', async () => {
    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/profile/picture',
      headers: { cookie: person.cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect((await picture()).statusCode).toBe(404);
  });

  it('takes ten pictures in ten minutes from one person, then asks them to wait (429)', async () => {
    const busy = await createPersona(app, database().db, 'buyer');
    for (let i = 0; i < 10; i += 1) {
      expect((await upload(pictureBody(PNG, PNG), busy)).statusCode).toBe(201);
    }
    expect((await upload(pictureBody(PNG, PNG), busy)).statusCode).toBe(429);
  });

  it('keeps the old picture, and no new file, when the store refuses the avatar', async () => {
    expect((await upload(pictureBody(PNG, WEBP))).statusCode).toBe(201);
    const pictureOf = async () =>
      (
        await database()
          .db.select({ picture: profiles.profilePicture, avatar: profiles.avatarUrl })
          .from(profiles)
          .where(eq(profiles.id, person.id))
      )[0];
    const before = await pictureOf();
    const filesOf = async () =>
      (await readdir(path.join(dataDir, 'storage'), { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
        .sort();
    const filesBefore = await filesOf();

    const real = app.services.storage;
    const refusingAvatars: FileStorage = {
      ...real,
      put: (key, data) =>
        key.startsWith('avatars/') ? Promise.reject(new Error('disk full')) : real.put(key, data),
    };
    const refused = uploadProfilePicture(
      { db: database().db, storage: refusingAvatars },
      person.id,
      {
        picture: PNG,
        avatar: PNG,
      },
    );
    await expect(refused).rejects.toThrow('disk full');
    expect(await pictureOf()).toEqual(before);
    // The square written before the avatar failed is gone again.
    expect(await filesOf()).toEqual(filesBefore);
    expect((await picture()).rawPayload.equals(PNG)).toBe(true);
  });

  it('asks an anonymous uploader to sign in', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/profile/picture',
      ...multipart('me.png', PNG),
    });
    expect(response.statusCode).toBe(401);
  });
});
