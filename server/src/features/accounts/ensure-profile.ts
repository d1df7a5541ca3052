import { roleForAccountType, type AccountType } from '@titletrust/shared';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema';

export interface NewAccount {
  id: string;
  name: string;
  email: string;
  emailVerified?: boolean;
  userMetadata?: Record<string, unknown> | null;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const accountType = (value: unknown): AccountType | null =>
  value === 'client' || value === 'professional' ? value : null;

/**
 * Every account has a profile (spec §3). Created from what the sign-up recorded in the account
 * metadata; an account without an account type (a wallet or social sign-up that has not finished)
 * gets an "incomplete" profile. Idempotent, so a failed first attempt is simply retried.
 */
export async function ensureProfile(db: Database, account: NewAccount): Promise<void> {
  const metadata = account.userMetadata ?? {};
  const type = accountType(metadata.user_type);
  const [firstFromName, ...rest] = account.name.trim().split(/\s+/);
  await db
    .insert(profiles)
    .values({
      id: account.id,
      email: account.email,
      firstName: text(metadata.first_name) ?? text(firstFromName),
      lastName: text(metadata.last_name) ?? text(rest.join(' ')),
      phone: text(metadata.phone),
      userType: type,
      roleTitle: type ? roleForAccountType(type) : null,
      emailVerified: account.emailVerified ?? false,
      status: type ? 'active' : 'incomplete',
    })
    .onConflictDoNothing({ target: profiles.id });
}
