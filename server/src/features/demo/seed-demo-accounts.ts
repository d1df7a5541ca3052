import { randomBytes } from 'node:crypto';
import {
  assessPassword,
  DEMO_ACCOUNT_EMAILS,
  PAYOUT_HOLD_HOURS,
  roleForAccountType,
  type AccountType,
  type Role,
} from '@titletrust/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { withAdvisoryLock } from '../../db/advisory-lock';
import type { DatabaseConnection } from '../../db/client';
import {
  authEvents,
  bankAccounts,
  demoAccounts,
  professionalVerifications,
  profiles,
  sessions,
  signInDevices,
  users,
} from '../../db/schema';
import { totpCode } from '../../platform/totp';
import type { Auth } from '../accounts';
import { saveTestPayoutAccounts, type PaymentsProvider } from '../payments';
import { demoVerificationChecks } from './demo-marketplace-data';

interface DemoPerson {
  firstName: string;
  lastName: string;
  accountType: AccountType;
  profile?: Partial<typeof profiles.$inferInsert>;
}

const DEMO_PEOPLE: Record<Role, DemoPerson> = {
  buyer: {
    firstName: 'Adaeze',
    lastName: 'Okafor',
    accountType: 'client',
    profile: { location: 'Lekki, Lagos', bio: 'Buying a first home in Lagos.' },
  },
  seller: {
    firstName: 'Tunde',
    lastName: 'Bakare',
    accountType: 'professional',
    profile: {
      verificationStatus: 'verified',
      verificationDecidedAt: new Date(),
      barLicenseNumber: 'SCN045812',
      professionalTitle: 'Barrister & Solicitor',
      location: 'Ikeja, Lagos',
      specializations: ['land_title_verification', 'due_diligence', 'contract_review'],
      bio: 'Fifteen years of property practice before the Lagos Land Registry.',
    },
  },
  admin: {
    firstName: 'Ngozi',
    lastName: 'Eze',
    accountType: 'client',
    profile: { location: 'Abuja' },
  },
};

/**
 * Turns two-factor on for a just-signed-up account through Better Auth's own API, as the profile
 * page would: the key, then a first code from it. Answers the key.
 */
async function turnOnTwoFactor(auth: Auth, password: string, signUpHeaders: Headers) {
  const cookie = signUpHeaders
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const headers = new Headers({ cookie });
  const setup = await auth.api.enableTwoFactor({ body: { password, method: 'totp' }, headers });
  if (setup.method !== 'totp') throw new Error('expected an authenticator setup');
  const key = new URL(setup.totpURI).searchParams.get('secret')!;
  await auth.api.verifyTOTP({ body: { code: totpCode(key) }, headers });
  return key;
}

/** Seeding runs at start-up; two instances starting together must not both seed. */
const SEED_LOCK_KEY = 7_319_046_513;

/** A random password that passes the platform's own rules, shown on /test-accounts. */
function generateDemoPassword(): string {
  for (;;) {
    const password = `Tt-${randomBytes(12).toString('base64url')}-7!`;
    if (assessPassword(password).isValid) return password;
  }
}

/**
 * Demo mode's three accounts (buyer, seller, admin) with strong passwords generated on first
 * start and kept in demo_accounts so /test-accounts can show them. Never called in production.
 */
export async function seedDemoAccounts(
  { db, pool }: Pick<DatabaseConnection, 'db' | 'pool'>,
  { auth, paymentsProvider }: { auth: Auth; paymentsProvider: PaymentsProvider },
  logger: FastifyBaseLogger | false,
) {
  await withAdvisoryLock(pool, SEED_LOCK_KEY, async () => {
    const seeded = new Set(
      (await db.select({ role: demoAccounts.role }).from(demoAccounts)).map((row) => row.role),
    );
    for (const role of Object.keys(DEMO_PEOPLE) as Role[]) {
      if (seeded.has(role)) continue;
      const person = DEMO_PEOPLE[role];
      const email = DEMO_ACCOUNT_EMAILS[role];
      const password = generateDemoPassword();
      const name = `${person.firstName} ${person.lastName}`;
      const marketplaceRole = roleForAccountType(person.accountType);
      // A seed interrupted half-way may have left the account without its demo_accounts row
      // (with the test bank accounts saved for it, which would otherwise hold the account).
      const left = db.select({ id: users.id }).from(users).where(eq(users.email, email));
      await db.delete(bankAccounts).where(inArray(bankAccounts.userId, left));
      await db.delete(users).where(eq(users.email, email));
      const signedUp = await auth.api.signUpEmail({
        body: {
          name,
          email,
          password,
          userMetadata: {
            name,
            first_name: person.firstName,
            last_name: person.lastName,
            user_type: person.accountType,
            role_title: marketplaceRole,
            role: marketplaceRole,
            email_verified: true,
          },
        },
        returnHeaders: true,
      });
      const { user } = signedUp.response;
      // Admins must use two-factor sign-in: the demo admin's key is shown on /test-accounts.
      const authenticatorKey =
        role === 'admin' ? await turnOnTwoFactor(auth, password, signedUp.headers) : null;
      // Sign-up signs the new account in; a seed is not a sign-in, so those sessions go.
      await db.delete(sessions).where(eq(sessions.userId, user.id));
      await db
        .delete(authEvents)
        .where(and(eq(authEvents.userId, user.id), eq(authEvents.type, 'sign_in')));
      // Nor is its browser one the account signed in from: the first real sign-in is no alert.
      await db.delete(signInDevices).where(eq(signInDevices.userId, user.id));
      await db
        .update(users)
        .set({ emailVerified: true, role: role === 'admin' ? 'admin' : 'user' })
        .where(eq(users.id, user.id));
      await db
        .update(profiles)
        .set({ ...person.profile, emailVerified: true })
        .where(eq(profiles.id, user.id));
      if (role === 'seller') {
        await db
          .insert(professionalVerifications)
          .values(demoVerificationChecks(user.id, { yearOfCall: 2010, surconNumber: null }))
          .onConflictDoNothing();
        // The local test bank's accounts in the verified name, one per payout outcome, saved for
        // payouts. A new payout account waits PAYOUT_HOLD_HOURS (issue 50), but the demo
        // professional stands for one who has had theirs a while: dated an hour past the hold,
        // so a visitor trying the demo sees a payout at once.
        const savedAt = new Date(Date.now() - (PAYOUT_HOLD_HOURS + 1) * 3_600_000);
        await saveTestPayoutAccounts(db, paymentsProvider, { id: user.id, name }, savedAt);
      }
      await db
        .insert(demoAccounts)
        .values({ role, userId: user.id, email, password, authenticatorKey });
      if (logger) logger.info({ role, email }, 'demo account created (password on /test-accounts)');
    }
  });
}
