import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../db/schema';
import { contractBetween, moneyCall, faucet } from '../../test/support/escrow';
import type { Persona } from '../../test/support/personas';
import { buildTestApp, type TestApp } from '../../test/support/test-app';
import { useTestDatabase } from '../../test/support/test-database';

const LIMIT = 10 * 1024 * 1024;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const TRIES = 6;

/** Files on disk below the storage folder, however deep. */
async function filesBelow(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

// Over a real socket the multipart stream sees the bytes in chunks as they arrive, which is
// where an over-limit file used to end "truncated" instead of failing (fastify.inject() hands
// the whole body over at once and never showed it).
describe('an upload over the size limit, over HTTP', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let baseUrl: string;
  let dataDir: string;
  let buyer: Persona;
  let seller: Persona;
  let contractId: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'titletrust-upload-limit-'));
    app = await buildTestApp(database(), { DATA_DIR: dataDir, DEMO_MODE: 'true' });
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const deal = await contractBetween(app, database().db, { amount: 100 });
    ({ buyer, seller, contractId } = deal);
    await faucet(app, buyer, 100);
    const funded = await moneyCall(app, buyer, `/api/contracts/${contractId}/fund`);
    expect(funded.statusCode, funded.body).toBe(200);
  });
  afterAll(() => app.close());

  const send = async (persona: Persona, url: string, sizeBytes: number) => {
    const form = new FormData();
    const content = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(sizeBytes - PNG_SIGNATURE.length)]);
    form.append('file', new Blob([content], { type: 'image/png' }), 'survey-plan.png');
    const response = await fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { cookie: persona.cookie },
      body: form,
    });
    const body = (await response.json()) as {
      error?: { message: string };
      attachment?: { sizeBytes: number };
    };
    return { status: response.status, body };
  };

  const routes = () => [
    { name: 'gig attachments', persona: buyer, url: '/api/gig-attachments' },
    { name: 'delivery files', persona: seller, url: `/api/contracts/${contractId}/delivery-files` },
  ];

  it('is refused with 413 and the size message every time, on every upload route, and nothing is kept', async () => {
    for (const route of routes()) {
      for (const size of [LIMIT + 1, 11 * 1024 * 1024, 24 * 1024 * 1024]) {
        for (let attempt = 0; attempt < TRIES / 2; attempt += 1) {
          const answer = await send(route.persona, route.url, size);
          expect(answer.status, `${route.name}, ${size} bytes`).toBe(413);
          expect(answer.body.error?.message).toBe('Files can be at most 10 MB');
        }
      }
      const kept = await database()
        .db.select()
        .from(storedFiles)
        .where(eq(storedFiles.ownerId, route.persona.id));
      expect(kept, route.name).toEqual([]);
    }
    expect(await filesBelow(path.join(dataDir, 'storage'))).toEqual([]);
  });

  it('still takes a file of exactly the limit', async () => {
    for (const route of routes()) {
      const answer = await send(route.persona, route.url, LIMIT);
      expect(answer.status, `${route.name}: ${JSON.stringify(answer.body)}`).toBe(201);
      expect(answer.body.attachment?.sizeBytes).toBe(LIMIT);
    }
  });
});
