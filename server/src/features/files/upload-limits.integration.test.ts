import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GIG_LIMITS } from '@titletrust/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema';
import { contractBetween, faucet, moneyCall, postAs } from '../../../test/support/escrow';
import { postGigAs } from '../../../test/support/marketplace';
import { multipart } from '../../../test/support/multipart';
import { createPersona, type Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { removeUnattachedFiles } from './remove-unattached-files';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer <<>>\n%%EOF');

describe('what one account may upload and keep', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'titletrust-upload-quota-'));
    app = await buildTestApp(database(), { DATA_DIR: dataDir, DEMO_MODE: 'true' });
  });
  afterAll(() => app.close());

  const upload = (persona: Persona, content = PDF) => {
    const { payload, headers } = multipart('deed.pdf', content);
    return app.inject({
      method: 'POST',
      url: '/api/gig-attachments',
      headers: { ...headers, cookie: persona.cookie },
      payload,
    });
  };
  const filesOnDisk = async () =>
    (await readdir(path.join(dataDir, 'storage'), { recursive: true, withFileTypes: true })).filter(
      (entry) => entry.isFile(),
    ).length;

  it(`takes ${GIG_LIMITS.uploadsPerWindow} uploads in ${GIG_LIMITS.uploadWindowMinutes} minutes, then says to wait (429)`, async () => {
    const client = await createPersona(app, database().db, 'buyer');
    for (let i = 0; i < GIG_LIMITS.uploadsPerWindow; i += 1)
      expect((await upload(client)).statusCode).toBe(201);
    const refused = await upload(client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^Too many uploads\. Please wait/);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another account is not held back by this one.
    const other = await createPersona(app, database().db, 'buyer');
    expect((await upload(other)).statusCode).toBe(201);
  });

  it('refuses a file that would take the account past its space (413), keeping nothing of it', async () => {
    const client = await createPersona(app, database().db, 'buyer');
    const first = (await upload(client)).json().attachment;
    // As if the account's earlier files took up all but a few bytes of its space.
    await database()
      .db.update(storedFiles)
      .set({ sizeBytes: GIG_LIMITS.storedBytesMax - 10 })
      .where(eq(storedFiles.id, first.id));
    const before = await filesOnDisk();
    const refused = await upload(client);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error.message).toBe(
      'Your files take up the 200 MB one account may keep. Files attached to no gig or delivery are removed 24 hours after upload.',
    );
    expect(await filesOnDisk()).toBe(before);
  });

  it('removes files attached to nothing a day after upload, rows and bytes, and keeps the rest', async () => {
    const client = await createPersona(app, database().db, 'buyer');
    const orphan = (await upload(client)).json().attachment.id as string;
    const recent = (await upload(client)).json().attachment.id as string;
    const attached = (await upload(client)).json().attachment.id as string;
    await postGigAs(app, client, { attachmentIds: [attached] });
    await database()
      .db.update(storedFiles)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(sql`${storedFiles.id} IN (${orphan}, ${attached})`);
    const [orphanRow] = await database()
      .db.select()
      .from(storedFiles)
      .where(eq(storedFiles.id, orphan));
    const before = await filesOnDisk();

    expect(await removeUnattachedFiles({ db: database().db, storage: app.services.storage })).toBe(
      1,
    );
    const left = await database()
      .db.select({ id: storedFiles.id })
      .from(storedFiles)
      .where(eq(storedFiles.ownerId, client.id));
    expect(left.map((row) => row.id).sort()).toEqual([recent, attached].sort());
    expect(await filesOnDisk()).toBe(before - 1);
    const gone = await readdir(path.join(dataDir, 'storage', path.dirname(orphanRow!.storageKey)));
    expect(gone).not.toContain(path.basename(orphanRow!.storageKey));
  });

  it('keeps the files of a dispute statement, however old', async () => {
    const { buyer, contractId } = await contractBetween(app, database().db, { amount: 100 });
    await faucet(app, buyer, 100);
    await moneyCall(app, buyer, `/api/contracts/${contractId}/fund`);
    const { payload, headers } = multipart('receipt.pdf', PDF);
    const uploaded = await app.inject({
      method: 'POST',
      url: `/api/contracts/${contractId}/dispute-files`,
      headers: { ...headers, cookie: buyer.cookie },
      payload,
    });
    const evidence = uploaded.json().attachment.id as string;
    const opened = await postAs(app, buyer, `/api/contracts/${contractId}/dispute`, {
      reason: 'The work was never delivered although the escrow was funded.',
      fileIds: [evidence],
    });
    expect(opened.statusCode).toBe(200);
    await database()
      .db.update(storedFiles)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(storedFiles.id, evidence));

    await removeUnattachedFiles({ db: database().db, storage: app.services.storage });
    const kept = await database()
      .db.select({ id: storedFiles.id })
      .from(storedFiles)
      .where(eq(storedFiles.id, evidence));
    expect(kept).toHaveLength(1);
  });
});
