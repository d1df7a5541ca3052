import {
  ACCOUNT_MESSAGES,
  roleForAccountType,
  WALLET_MESSAGES,
  type profileCompletionSchema,
  type SessionUser,
} from '@titletrust/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { profiles, users } from '../../../db/schema';
import { AppError } from '../../../platform/app-error';
import { findAccountRecord, loadSessionUser } from '../load-session-user';
import { pgErrorCode } from '../../../platform/pg-error-code';

export type ProfileCompletion = z.output<ReturnType<typeof profileCompletionSchema>>;

const emailTaken = () =>
  new AppError('CONFLICT', ACCOUNT_MESSAGES.userExists, [
    { path: 'email', message: ACCOUNT_MESSAGES.userExists },
  ]);

/**
 * Completes the profile of an account created by a wallet sign-in (spec §2, §4): names, a real
 * e-mail in place of the placeholder, the account type and so the role. Clears the pending state;
 * the session carries on with the completed account.
 */
export async function completeProfile(
  db: Database,
  userId: string,
  input: ProfileCompletion,
): Promise<SessionUser> {
  const [profile] = await db
    .select({ status: profiles.status })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (profile?.status !== 'incomplete')
    throw new AppError('CONFLICT', WALLET_MESSAGES.noPendingProfile);
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, input.email), ne(users.id, userId)));
  if (owner) throw emailTaken();

  const role = roleForAccountType(input.userType);
  const name = `${input.firstName} ${input.lastName}`;
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          name,
          email: input.email,
          emailVerified: false,
          updatedAt: new Date(),
          userMetadata: {
            name,
            first_name: input.firstName,
            last_name: input.lastName,
            phone: input.phone,
            user_type: input.userType,
            role_title: role,
            role,
            email_verified: false,
          },
        })
        .where(eq(users.id, userId));
      await tx
        .update(profiles)
        .set({
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone ?? null,
          userType: input.userType,
          roleTitle: role,
          status: 'active',
          updatedAt: new Date(),
        })
        .where(eq(profiles.id, userId));
    });
  } catch (error) {
    // Another account took the address between the check and the update.
    if (pgErrorCode(error) === '23505') throw emailTaken();
    throw new AppError('INTERNAL', ACCOUNT_MESSAGES.profileUpdateFailed);
  }
  return loadSessionUser(db, await findAccountRecord(db, userId));
}
