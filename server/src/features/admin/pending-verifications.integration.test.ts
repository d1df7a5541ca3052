import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  platformStatsSchema,
  verificationQueueSchema,
  type OwnVerification,
} from '@titletrust/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentBody, JPEG, PDF, PNG } from '../../../test/support/documents';
import { createPersona, type Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';

const TODAY_LAGOS = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(
  new Date(),
);

describe('pending verifications, as the admin sees them', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let admin: Persona;

  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'titletrust-pending-'));
    app = await buildTestApp(database(), { DATA_DIR: dataDir });
    admin = await createPersona(app, database().db, 'admin');
  });
  afterAll(() => app.close());

  const as = (who: Persona, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  const upload = (who: Persona, kind: string, fileName: string, data: Buffer) => {
    const body = documentBody(kind, fileName, data);
    return app.inject({
      method: 'POST',
      url: '/api/documents',
      payload: body.payload,
      headers: { ...body.headers, cookie: who.cookie },
    });
  };
  async function submittedLawyer() {
    const lawyer = await createPersona(app, database().db, 'seller');
    await upload(lawyer, 'government_id', 'id.jpg', JPEG);
    await upload(lawyer, 'selfie_with_id', 'selfie.png', PNG);
    const receipt = await upload(lawyer, 'practising_fee_receipt', 'bpf-2026.pdf', PDF);
    expect(receipt.statusCode).toBe(201);
    await as(lawyer, 'PUT', '/api/verification/registration', {
      profession: 'lawyer',
      scn: 'SCN012345',
      yearOfCall: 2015,
    });
    expect((await as(lawyer, 'POST', '/api/verification/submit')).statusCode).toBe(200);
    return lawyer;
  }
  const tile = async () =>
    platformStatsSchema.parse((await as(admin, 'GET', '/api/admin/stats')).json()).totals
      .pendingVerifications;
  const queue = async () =>
    verificationQueueSchema.parse((await as(admin, 'GET', '/api/admin/verifications')).json());

  it('counts on the tile exactly the submissions the queue lists', async () => {
    // Professionals who never submitted are "pending" in their profile, but nothing waits for an
    // admin: neither the tile nor the queue counts them.
    await createPersona(app, database().db, 'seller');
    const drafting = await createPersona(app, database().db, 'seller');
    await upload(drafting, 'government_id', 'id.jpg', JPEG);
    expect(await tile()).toBe(0);
    expect((await queue()).total).toBe(0);

    const [first, second, third] = [
      await submittedLawyer(),
      await submittedLawyer(),
      await submittedLawyer(),
    ];
    expect(await tile()).toBe(3);
    const waiting = await queue();
    expect(waiting.total).toBe(3);
    expect(waiting.items.map((item) => item.userId)).toEqual([first.id, second.id, third.id]);

    // Decided either way, a submission leaves both.
    await as(admin, 'POST', `/api/admin/verifications/${first.id}/review`, {
      decision: 'verify',
      checklist: {
        idMatchesName: true,
        selfieMatchesId: true,
        registerCheckedOn: TODAY_LAGOS,
        practisingFeeSeen: true,
      },
    });
    await as(admin, 'POST', `/api/admin/verifications/${second.id}/review`, {
      decision: 'reject',
      reason: 'The selfie does not show the ID clearly enough to read the name.',
    });
    const left = await queue();
    expect(await tile()).toBe(left.total);
    expect(left.total).toBe(1);
    expect(left.items.map((item) => item.userId)).toEqual([third.id]);
  });

  it('names the practising fee receipt, and opens its PDF in the browser, sandboxed', async () => {
    const lawyer = await submittedLawyer();
    const own = (await as(lawyer, 'GET', '/api/verification')).json<OwnVerification>();
    expect(own.documents.map((document) => document.kind).sort()).toEqual([
      'government_id',
      'practising_fee_receipt',
      'selfie_with_id',
    ]);
    const submission = (await queue()).items.find((item) => item.userId === lawyer.id)!;
    const receipt = submission.documents.find((d) => d.kind === 'practising_fee_receipt')!;
    expect(receipt.fileName).toBe('bpf-2026.pdf');

    const file = await app.inject({ method: 'GET', url: receipt.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('inline; filename="bpf-2026.pdf"');
    expect(file.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });
});
