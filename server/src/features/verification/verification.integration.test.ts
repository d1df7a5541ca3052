import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ADMIN_MESSAGES,
  DOCUMENT_MESSAGES,
  VERIFICATION_MESSAGES,
  type OwnVerification,
  type VerificationSubmission,
} from '@titletrust/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, verificationReviews } from '../../db/schema';
import { createPersona, type Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { documentBody, JPEG, PDF, PNG } from '../../../test/support/documents';
import { useTestDatabase } from '../../../test/support/test-database';

const TODAY_LAGOS = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(
  new Date(),
);
const CHECKED = {
  idMatchesName: true,
  selfieMatchesId: true,
  registerCheckedOn: TODAY_LAGOS,
  practisingFeeSeen: true,
};

describe('verification of a professional', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let lawyer: Persona;
  let admin: Persona;
  let otherAdmin: Persona;
  let client: Persona;

  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'titletrust-verification-'));
    app = await buildTestApp(database(), { DATA_DIR: dataDir });
    [lawyer, admin, otherAdmin, client] = await Promise.all([
      createPersona(app, database().db, 'seller'),
      createPersona(app, database().db, 'admin'),
      createPersona(app, database().db, 'admin'),
      createPersona(app, database().db, 'buyer'),
    ]);
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
  const mine = async (who: Persona) =>
    (await as(who, 'GET', '/api/verification')).json<OwnVerification>();
  const queue = async () =>
    (await as(admin, 'GET', '/api/admin/verifications')).json<{ items: VerificationSubmission[] }>()
      .items;
  const review = (userId: string, body: object, by = admin) =>
    as(by, 'POST', `/api/admin/verifications/${userId}/review`, body);

  async function submitComplete(who: Persona, { receipt = true } = {}) {
    await upload(who, 'government_id', 'id.jpg', JPEG);
    await upload(who, 'selfie_with_id', 'selfie.png', PNG);
    if (receipt) await upload(who, 'other', 'bpf-receipt.pdf', PDF);
    await as(who, 'PUT', '/api/verification/registration', {
      profession: 'lawyer',
      scn: 'scn 012345',
      yearOfCall: 2015,
    });
    return as(who, 'POST', '/api/verification/submit');
  }

  it('starts as a draft that lists what is missing, for professionals only', async () => {
    const draft = await mine(lawyer);
    expect(draft).toMatchObject({ stage: 'draft', status: 'pending', documents: [] });
    expect(draft.missing).toEqual([
      VERIFICATION_MESSAGES.needsGovernmentId,
      VERIFICATION_MESSAGES.needsSelfie,
      VERIFICATION_MESSAGES.needsRegistration,
    ]);
    expect(draft.kyc.mode).toBe('manual');
    expect((await as(client, 'GET', '/api/verification')).statusCode).toBe(403);
    const early = await as(lawyer, 'POST', '/api/verification/submit');
    expect(early.statusCode).toBe(400);
    expect(early.json().error.fields).toHaveLength(3);
  });

  it('checks the registration numbers with a message per field', async () => {
    const badScn = await as(lawyer, 'PUT', '/api/verification/registration', {
      profession: 'lawyer',
      scn: '12345',
      yearOfCall: 2015,
    });
    expect(badScn.statusCode).toBe(400);
    expect(badScn.json().error.message).toBe(VERIFICATION_MESSAGES.scnInvalid);
    const future = await as(lawyer, 'PUT', '/api/verification/registration', {
      profession: 'lawyer',
      scn: 'SCN012345',
      yearOfCall: new Date().getUTCFullYear() + 1,
    });
    expect(future.json().error.message).toBe(VERIFICATION_MESSAGES.yearOfCallInvalid);
    const noProfession = await as(lawyer, 'PUT', '/api/verification/registration', {
      profession: 'judge',
    });
    expect(noProfession.statusCode).toBe(400);
  });

  it('stores the SCN and the SURCON number as the registers write them, however typed', async () => {
    for (const scn of ['SCN/012345', 'scn-012345', 'SCN 012345']) {
      const saved = await as(lawyer, 'PUT', '/api/verification/registration', {
        profession: 'lawyer',
        scn,
        yearOfCall: 2015,
      });
      expect(saved.statusCode, scn).toBe(200);
      expect(saved.json<OwnVerification>().scn).toBe('SCN012345');
    }
    expect((await mine(lawyer)).scn).toBe('SCN012345');
    const surveyor = await createPersona(app, database().db, 'seller');
    const saved = await as(surveyor, 'PUT', '/api/verification/registration', {
      profession: 'surveyor',
      surconNumber: 'r/1234',
    });
    expect(saved.json<OwnVerification>().surconNumber).toBe('R.1234');
    const unreadable = await as(lawyer, 'PUT', '/api/verification/registration', {
      profession: 'lawyer',
      scn: 'SCN/01A345',
      yearOfCall: 2015,
    });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().error.fields).toEqual([
      { path: 'scn', message: VERIFICATION_MESSAGES.scnInvalid },
    ]);
    expect((await mine(lawyer)).scn).toBe('SCN012345');
  });

  it('sends a complete submission to the admins, who are told, and locks the documents', async () => {
    const submitted = await submitComplete(lawyer);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({
      stage: 'in_review',
      scn: 'SCN012345',
      yearOfCall: 2015,
      missing: [],
    });
    const told = await database()
      .db.select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, admin.id), eq(notifications.type, 'verification_submitted')),
      );
    expect(told).toHaveLength(1);

    const locked = await upload(lawyer, 'other', 'more.pdf', PDF);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.message).toBe(DOCUMENT_MESSAGES.lockedInReview);
    const again = await as(lawyer, 'POST', '/api/verification/submit');
    expect(again.json().error.message).toBe(VERIFICATION_MESSAGES.alreadyInReview);
  });

  it('shows the admin the queue, oldest first, with documents, numbers and signed links', async () => {
    expect((await as(lawyer, 'GET', '/api/admin/verifications')).statusCode).toBe(403);
    const [submission] = (await queue()).filter((item) => item.userId === lawyer.id);
    expect(submission).toMatchObject({ profession: 'lawyer', scn: 'SCN012345', yearOfCall: 2015 });
    expect(submission!.documents.map((document) => document.kind).sort()).toEqual([
      'government_id',
      'other',
      'selfie_with_id',
    ]);
    const image = await app.inject({ method: 'GET', url: submission!.documents[0]!.url });
    expect(image.statusCode).toBe(200);
  });

  it('verifies only with the checklist ticked, a real past date, by another admin', async () => {
    for (const checklist of [
      { ...CHECKED, idMatchesName: false },
      { ...CHECKED, selfieMatchesId: false },
      { ...CHECKED, registerCheckedOn: '2999-01-01' },
      { ...CHECKED, registerCheckedOn: '2026-02-30' },
    ]) {
      const refused = await review(lawyer.id, { decision: 'verify', checklist });
      expect(refused.statusCode, JSON.stringify(checklist)).toBe(400);
    }
    const invented = await review(lawyer.id, { decision: 'approve' });
    expect(invented.statusCode).toBe(400);
    const own = await review(admin.id, { decision: 'verify', checklist: CHECKED });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(ADMIN_MESSAGES.cannotDecideOwnVerification);

    const verified = await review(lawyer.id, { decision: 'verify', checklist: CHECKED });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ verificationStatus: 'verified' });
    const state = await mine(lawyer);
    expect(state.stage).toBe('verified');
    expect(state.badges.identityVerifiedAt).not.toBeNull();
    expect(state.badges.registrationCheckedAt).not.toBeNull();
    expect(state.badges.practisingFeeYear).toBe(Number(TODAY_LAGOS.slice(0, 4)));
    expect((await queue()).some((item) => item.userId === lawyer.id)).toBe(false);
    const trail = await database()
      .db.select()
      .from(verificationReviews)
      .where(eq(verificationReviews.userId, lawyer.id));
    expect(trail).toMatchObject([
      { decision: 'verified', adminId: admin.id, registerCheckedOn: TODAY_LAGOS },
    ]);
    // Reviewing a decided submission again is refused.
    expect((await review(lawyer.id, { decision: 'reject', reason: 'x' })).statusCode).toBe(409);
  });

  it('shows the dated badges and the checked SCN on the public profile, and nothing private', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/profiles/${lawyer.id}` });
    const { profile } = response.json();
    expect(profile.verification.verified).toBe(true);
    expect(profile.verification.badges.identityVerifiedAt).not.toBeNull();
    // The SCN the admin checked on the roll shows, for a client to look up too (decision 051).
    expect(profile).toMatchObject({
      profession: 'lawyer',
      yearOfCall: 2015,
      registrationNumber: 'SCN012345',
    });
    const text = response.body;
    for (const secret of ['profile_documents', lawyer.email, '/api/documents'])
      expect(text).not.toContain(secret);
  });

  it('sends the identity badge back to review when the legal name changes', async () => {
    const profile = (await as(lawyer, 'GET', '/api/profile')).json().profile;
    const renamed = await as(lawyer, 'PUT', '/api/profile', {
      firstName: 'Changed',
      lastName: profile.lastName,
      phone: '',
      bio: '',
      state: '',
      city: '',
      website: '',
      linkedin: '',
      education: '',
      professionalTitle: '',
      industry: '',
      areasOfInterest: [],
      specializations: [],
      statesCovered: [],
      languages: [],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const state = await mine(lawyer);
    expect(state).toMatchObject({ stage: 'in_review', status: 'pending' });
    expect(state.badges.identityVerifiedAt).toBeNull();
    expect(state.badges.registrationCheckedAt).not.toBeNull();
    expect((await queue()).some((item) => item.userId === lawyer.id)).toBe(true);
  });

  it('rejects with a required reason; the professional is told, fixes and resubmits', async () => {
    const noReason = await review(lawyer.id, { decision: 'reject', reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await review(
      lawyer.id,
      { decision: 'reject', reason: 'The ID photo is too blurred to read the name.' },
      otherAdmin,
    );
    expect(rejected.statusCode).toBe(200);
    const state = await mine(lawyer);
    expect(state).toMatchObject({
      stage: 'rejected',
      rejectionReason: 'The ID photo is too blurred to read the name.',
    });
    const [notice] = await database()
      .db.select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, lawyer.id), eq(notifications.type, 'verification_decided')),
      )
      .orderBy(notifications.createdAt)
      .limit(1)
      .offset(1);
    expect(notice?.body).toContain('too blurred');

    expect((await upload(lawyer, 'government_id', 'clear-id.png', PNG)).statusCode).toBe(201);
    const resubmitted = await as(lawyer, 'POST', '/api/verification/submit');
    expect(resubmitted.json()).toMatchObject({ stage: 'in_review', rejectionReason: null });
  });

  it('keeps the queue to submissions: a draft is not in it, a surveyor is', async () => {
    const surveyor = await createPersona(app, database().db, 'seller');
    await upload(surveyor, 'government_id', 'id.png', PNG);
    expect((await queue()).some((item) => item.userId === surveyor.id)).toBe(false);
    await upload(surveyor, 'selfie_with_id', 'selfie.jpg', JPEG);
    const saved = await as(surveyor, 'PUT', '/api/verification/registration', {
      profession: 'surveyor',
      surconNumber: 'r. 1234',
    });
    expect(saved.json()).toMatchObject({ surconNumber: 'R.1234', missing: [] });
    expect((await as(surveyor, 'POST', '/api/verification/submit')).statusCode).toBe(200);
    const items = await queue();
    expect(items.map((item) => item.userId).indexOf(surveyor.id)).toBeGreaterThan(
      items.map((item) => item.userId).indexOf(lawyer.id),
    );
  });

  it("takes a lawyer without this year's practising fee receipt: the receipt only earns a badge", async () => {
    const newlyCalled = await createPersona(app, database().db, 'seller');
    const submitted = await submitComplete(newlyCalled, { receipt: false });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ stage: 'in_review', missing: [] });
  });
});
