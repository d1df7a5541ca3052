import {
  formatPhone,
  ownProfileResponseSchema,
  PHONE_MESSAGES,
  type OwnProfile,
  type ProfileUpdateInput,
} from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import {
  cookieFrom,
  randomIp,
  registrationBody,
  uniqueEmail,
} from '../../../test/support/personas';
import { buildTestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';

/** What /profile's form sends back: the editable fields as loaded, the phone as it shows it. */
const formOf = (profile: OwnProfile, phone = formatPhone(profile.phone)): ProfileUpdateInput => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  phone,
  bio: profile.bio,
  state: profile.state,
  city: 'London',
  website: profile.website,
  linkedin: profile.linkedin,
  education: profile.education,
  professionalTitle: profile.professionalTitle,
  industry: profile.industry,
  areasOfInterest: profile.areasOfInterest,
  specializations: profile.specializations,
  statesCovered: profile.statesCovered as ProfileUpdateInput['statesCovered'],
  languages: profile.languages,
});

const fieldMessages = (body: string) =>
  (JSON.parse(body) as { error: { fields?: { path: string; message: string }[] } }).error.fields;

// Sign-up once took +44 numbers while /profile refused every save of such a profile; and /profile
// stored ten-digit "Nigerian" numbers that sign-up refused. One rule now holds in both.
describe('the phone a person signs up with', () => {
  const database = useTestDatabase();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(database());
  });
  afterAll(() => app.close());

  const register = (phone: string) =>
    app.inject({
      method: 'POST',
      url: '/api/accounts/register',
      payload: registrationBody({ email: uniqueEmail('abroad'), phone }),
      remoteAddress: randomIp(),
    });
  const ownProfile = async (cookie: string) => {
    const response = await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return ownProfileResponseSchema.parse(response.json()).profile;
  };
  const save = (cookie: string, payload: ProfileUpdateInput) =>
    app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie }, payload });

  it.each([
    ['+44 7911 123456', '+447911123456'],
    ['+1 713 555 0100', '+17135550100'],
    ['0803 123 4567', '+2348031234567'],
    ['0913 123 4567', '+2349131234567'],
  ])(
    'signs up with %j, stored as %j, and /profile loads and re-saves it',
    async (typed, stored) => {
      const signedUp = await register(typed);
      expect(signedUp.statusCode).toBe(201);
      const cookie = cookieFrom(signedUp);

      const loaded = await ownProfile(cookie);
      expect(loaded.phone).toBe(stored);

      // As the form shows it (+44 7911 123456), and as stored (+447911123456).
      for (const phone of [formatPhone(stored), stored]) {
        const saved = await save(cookie, formOf(loaded, phone));
        expect(saved.statusCode, saved.body).toBe(200);
        expect(ownProfileResponseSchema.parse(saved.json()).profile).toMatchObject({
          phone: stored,
          city: 'London',
        });
      }
    },
  );

  it.each(['0803-123-456', '+234803123456', '12345', '+44 7911 12345'])(
    'refuses %j at sign-up and on /profile with the same message, and keeps the saved one',
    async (bad) => {
      const refused = await register(bad);
      expect(refused.statusCode).toBe(400);
      expect(fieldMessages(refused.body)).toEqual([
        { path: 'phone', message: PHONE_MESSAGES.invalid },
      ]);

      const signedUp = await register('+44 7911 123456');
      const cookie = cookieFrom(signedUp);
      const loaded = await ownProfile(cookie);
      const saved = await save(cookie, formOf(loaded, bad));
      expect(saved.statusCode).toBe(400);
      expect(fieldMessages(saved.body)).toEqual([
        { path: 'phone', message: PHONE_MESSAGES.invalid },
      ]);
      const [row] = await database()
        .db.select({ phone: profiles.phone })
        .from(profiles)
        .where(eq(profiles.id, loaded.id));
      expect(row!.phone).toBe('+447911123456');
    },
  );
});
