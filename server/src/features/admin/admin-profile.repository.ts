import type { AdminProfile } from '@titletrust/shared';
import { eq, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { accountHolds, profiles, users } from '../../db/schema';
import { resolveRole } from '../accounts';

const columns = {
  id: profiles.id,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  email: users.email,
  phone: profiles.phone,
  userType: profiles.userType,
  roleTitle: profiles.roleTitle,
  accountRole: users.role,
  userMetadata: users.userMetadata,
  verificationStatus: profiles.verificationStatus,
  verificationRejectionReason: profiles.verificationRejectionReason,
  barLicenseNumber: profiles.barLicenseNumber,
  createdAt: profiles.createdAt,
  payoutsFrozenAt: accountHolds.payoutsFrozenAt,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null };

function toAdminProfile(row: Row): AdminProfile {
  const isAdmin = row.accountRole === 'admin';
  return {
    id: row.id!,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email!,
    phone: row.phone,
    userType: row.userType,
    role: resolveRole({
      isAdmin,
      profile: { role_title: row.roleTitle },
      metadata: row.userMetadata,
      email: row.email!,
    }),
    isAdmin,
    verificationStatus: row.verificationStatus!,
    verificationRejectionReason: row.verificationRejectionReason,
    barLicenseNumber: row.barLicenseNumber,
    createdAt: row.createdAt!.toISOString(),
    payoutsFrozenAt: row.payoutsFrozenAt?.toISOString() ?? null,
  };
}

/** Profiles with their account's e-mail and admin record, as the admin screens show them. */
export async function selectAdminProfiles(
  db: Database | Tx,
  options: { where?: SQL; orderBy?: SQL[]; limit?: number; offset?: number } = {},
): Promise<AdminProfile[]> {
  const query = db
    .select(columns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .leftJoin(accountHolds, eq(accountHolds.userId, profiles.id))
    .where(options.where)
    .orderBy(...(options.orderBy ?? []))
    .$dynamic();
  if (options.limit !== undefined) query.limit(options.limit);
  if (options.offset !== undefined) query.offset(options.offset);
  return (await query).map(toAdminProfile);
}

export async function findAdminProfile(
  db: Database | Tx,
  id: string,
): Promise<AdminProfile | undefined> {
  const [profile] = await selectAdminProfiles(db, { where: eq(profiles.id, id) });
  return profile;
}
