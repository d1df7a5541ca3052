import { PROFILE_MESSAGES, type ProfileUpdateInput } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../../db/schema';
import { createPersona, type Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';

const filled = (overrides: Partial<ProfileUpdateInput> = {}): ProfileUpdateInput => ({
  firstName: 'Ada',
  lastName: 'Obi',
  phone: '0803 123 4567',
  bio: 'Property lawyer in Lagos.',
  state: 'LA',
  city: 'Ikeja',
  website: 'https://ada-obi.ng',
  linkedin: 'https://www.linkedin.com/in/ada-obi',
  education: 'LL.B, University of Lagos; BL, Nigerian Law School',
  professionalTitle: 'Barrister and Solicitor',
  industry: 'Real estate law',
  areasOfInterest: ['Land titles'],
  specializations: ['land_title_verification', 'contract_review'],
  statesCovered: ['LA', 'OG'],
  languages: ['English', 'Yoruba'],
  ...overrides,
});

describe('a person edits their own profile', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let professional: Persona;
  let client: Persona;

  beforeAll(async () => {
    app = await buildTestApp(database());
    professional = await createPersona(app, database().db, 'seller');
    client = await createPersona(app, database().db, 'buyer');
  });
  afterAll(() => app.close());

  const save = (who: Persona, payload: object): Promise<LightMyRequestResponse> =>
    app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie: who.cookie }, payload });
  const messagesOf = (response: { json: () => unknown }) =>
    (response.json() as { error: { fields?: { path: string; message: string }[] } }).error.fields ??
    [];

  it('saves every field it owns, with the phone stored as +234, and reads it back', async () => {
    const response = await save(professional, filled());
    expect(response.statusCode).toBe(200);
    const read = await app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: professional.cookie },
    });
    const { profile } = read.json();
    expect(profile).toMatchObject({
      firstName: 'Ada',
      lastName: 'Obi',
      phone: '+2348031234567',
      state: 'LA',
      city: 'Ikeja',
      specializations: ['land_title_verification', 'contract_review'],
      statesCovered: ['LA', 'OG'],
      languages: ['English', 'Yoruba'],
      userType: 'professional',
      pictureUrl: null,
    });
    const [row] = await database()
      .db.select({ location: profiles.location })
      .from(profiles)
      .where(eq(profiles.id, professional.id));
    expect(row!.location).toBe('Ikeja, Lagos');
    const [account] = await database()
      .db.select({ name: users.name })
      .from(users)
      .where(eq(users.id, professional.id));
    expect(account!.name).toBe('Ada Obi');
  });

  it.each([
    ['080 3123 4567', '+2348031234567'],
    ['0803 123 4567', '+2348031234567'],
    ['+234 803 123 4567', '+2348031234567'],
    ['2348031234567', '+2348031234567'],
    ['09012345678', '+2349012345678'],
    ['+44 7911 123456', '+447911123456'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+1 713 555 0100', '+17135550100'],
    ['', ''],
  ])('normalises the phone %j to %j', async (phone, stored) => {
    const response = await save(client, filled({ phone }));
    expect(response.statusCode).toBe(200);
    const body: { profile: { phone: string } } = response.json();
    expect(body.profile.phone).toBe(stored);
  });

  it.each<[keyof ProfileUpdateInput, unknown, string]>([
    ['firstName', '', 'First name is required'],
    ['lastName', ' ', 'Last name is required'],
    ['phone', '0803 123', PROFILE_MESSAGES.phoneInvalid],
    ['phone', '0803-123-456', PROFILE_MESSAGES.phoneInvalid],
    ['phone', '+234803123456', PROFILE_MESSAGES.phoneInvalid],
    ['bio', 'x'.repeat(2001), PROFILE_MESSAGES.bioTooLong],
    ['state', 'XX', PROFILE_MESSAGES.stateInvalid],
    ['city', 'x'.repeat(121), PROFILE_MESSAGES.cityTooLong],
    ['website', 'javascript:alert(1)', PROFILE_MESSAGES.websiteInvalid],
    ['linkedin', 'https://example.com/ada', PROFILE_MESSAGES.linkedinInvalid],
    ['education', 'x'.repeat(501), PROFILE_MESSAGES.educationTooLong],
    ['professionalTitle', 'x'.repeat(121), PROFILE_MESSAGES.professionalTitleTooLong],
    ['industry', 'x'.repeat(121), PROFILE_MESSAGES.industryTooLong],
    ['areasOfInterest', ['x'.repeat(121)], PROFILE_MESSAGES.areasOfInterestInvalid],
    ['specializations', ['astrology'], PROFILE_MESSAGES.specializationsInvalid],
    ['statesCovered', ['LA', 'Atlantis'], PROFILE_MESSAGES.statesCoveredInvalid],
    [
      'languages',
      Array.from({ length: 21 }, (_, i) => `Language ${i}`),
      PROFILE_MESSAGES.languagesInvalid,
    ],
  ])('refuses a bad %s with its message', async (field, value, message) => {
    const response = await save(professional, { ...filled(), [field]: value });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response).map((d) => d.message)).toContain(message);
    expect(messagesOf(response).some((d) => d.path.startsWith(field))).toBe(true);
  });

  it.each([
    ['email', 'someone-else@example.com'],
    ['userType', 'professional'],
    ['verificationStatus', 'verified'],
    ['jobsCompleted', 99],
    ['circleWalletAddress', '0xabc'],
    ['roleTitle', 'seller'],
    ['createdAt', '2020-01-01T00:00:00.000Z'],
  ])('refuses %s, a field the person does not own, and changes nothing', async (field, value) => {
    const before = await app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: client.cookie },
    });
    const response = await save(client, { ...filled({ firstName: 'Changed' }), [field]: value });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response).map((d) => d.message)).toContain(PROFILE_MESSAGES.notYours);
    const after = await app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: client.cookie },
    });
    expect(after.json().profile).toEqual(before.json().profile);
    expect(after.json().profile.roleTitle).toBe('buyer');
  });

  it('stores no states covered or languages for a client', async () => {
    const response = await save(client, filled());
    expect(response.statusCode).toBe(200);
    const body: { profile: Record<string, unknown> } = response.json();
    expect(body.profile).toMatchObject({
      statesCovered: [],
      languages: [],
    });
  });

  it('asks an anonymous caller to sign in', async () => {
    const response = await app.inject({ method: 'PUT', url: '/api/profile', payload: filled() });
    expect(response.statusCode).toBe(401);
  });
});
