import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { VERIFICATION_MESSAGES, type OwnVerification } from '@titletrust/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { professionalVerifications } from '../../db/schema';
import { documentBody, PDF, PNG } from '../../../test/support/documents';
import { FAKE_DOJAH, startFakeDojah } from '../../../test/support/fake-dojah';
import { createPersona, type Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';

describe('the optional automatic identity check', () => {
  const database = useTestDatabase();
  let dojah: Awaited<ReturnType<typeof startFakeDojah>>;
  let app: TestApp;
  let manualApp: TestApp;
  let professional: Persona;

  beforeAll(async () => {
    dojah = await startFakeDojah();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'titletrust-kyc-'));
    app = await buildTestApp(database(), { DATA_DIR: dataDir, ...dojah.env });
    manualApp = await buildTestApp(database(), { DATA_DIR: dataDir });
    professional = await createPersona(app, database().db, 'seller');
  });
  afterAll(async () => {
    await Promise.all([app.close(), manualApp.close()]);
    await dojah.close();
  });

  const upload = (kind: string, name: string, data: Buffer) => {
    const body = documentBody(kind, name, data);
    return app.inject({
      method: 'POST',
      url: '/api/documents',
      payload: body.payload,
      headers: { ...body.headers, cookie: professional.cookie },
    });
  };
  const check = (body: object, on = app) =>
    on.inject({
      method: 'POST',
      url: '/api/verification/identity-check',
      payload: body,
      headers: { cookie: professional.cookie },
    });

  it('is manual review only when no provider is configured', async () => {
    const state = (
      await manualApp.inject({
        method: 'GET',
        url: '/api/verification',
        headers: { cookie: professional.cookie },
      })
    ).json<OwnVerification>();
    expect(state.kyc.mode).toBe('manual');
    const refused = await check({ nin: FAKE_DOJAH.sandboxNin, consent: true }, manualApp);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(VERIFICATION_MESSAGES.kycUnavailable);
  });

  it('needs consent, an 11-digit NIN and a selfie picture', async () => {
    const noConsent = await check({ nin: FAKE_DOJAH.sandboxNin, consent: false });
    expect(noConsent.json().error.message).toBe(VERIFICATION_MESSAGES.consentRequired);
    const badNin = await check({ nin: '1234', consent: true });
    expect(badNin.json().error.message).toBe(VERIFICATION_MESSAGES.ninInvalid);
    const noSelfie = await check({ nin: FAKE_DOJAH.sandboxNin, consent: true });
    expect(noSelfie.json().error.message).toBe(VERIFICATION_MESSAGES.needsSelfie);
    await upload('selfie_with_id', 'selfie.pdf', PDF);
    const pdfSelfie = await check({ nin: FAKE_DOJAH.sandboxNin, consent: true });
    expect(pdfSelfie.statusCode).toBe(400);
    expect(dojah.requests).toHaveLength(0);
  });

  it('sends the NIN and selfie once and keeps the score, threshold and consent, never the NIN', async () => {
    await upload('selfie_with_id', 'selfie.png', PNG);
    const checked = await check({ nin: FAKE_DOJAH.sandboxNin, consent: true });
    expect(checked.statusCode).toBe(200);
    const state = checked.json<OwnVerification>();
    expect(state.kyc).toMatchObject({
      mode: 'automatic',
      result: { provider: 'dojah', matchScore: 99.9, threshold: 90, passed: true },
    });
    expect(dojah.requests.at(-1)?.selfie?.equals(PNG)).toBe(true);

    const [row] = await database()
      .db.select()
      .from(professionalVerifications)
      .where(eq(professionalVerifications.userId, professional.id));
    expect(row?.kycConsentText).toBe(state.kyc.consentText);
    const { rows } = await database().db.execute(
      sql`SELECT count(*)::int AS hits FROM professional_verifications p
          WHERE p::text LIKE ${`%${FAKE_DOJAH.sandboxNin}%`}`,
    );
    expect(rows[0]).toEqual({ hits: 0 });
    expect(checked.body).not.toContain(FAKE_DOJAH.sandboxNin);
  });

  it('records a selfie that does not match as not passed', async () => {
    dojah.setRecord('12345678901', { firstName: 'Ada', lastName: 'Obi', confidence: 41 });
    const checked = await check({ nin: '12345678901', consent: true });
    expect(checked.json<OwnVerification>().kyc.result).toMatchObject({
      matchScore: 41,
      passed: false,
    });
  });
});
