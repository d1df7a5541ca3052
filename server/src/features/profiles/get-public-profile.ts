import {
  profilePictureUrl,
  SERVICE_CATEGORIES,
  stateName,
  type PublicProfile,
} from '@titletrust/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { demoAccounts, professionalVerifications, profiles, users } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { jobsCompletedBy } from '../contracts';
import { reviewPageAbout } from '../reviews';
import { currentBadges } from '../verification';

const NOT_FOUND = 'No professional with that id.';

const serviceName = new Map<string, string>(SERVICE_CATEGORIES.map((s) => [s.slug, s.name]));

/**
 * A professional's public profile. The columns are named one by one (never `select()` of the
 * row) so a private field — e-mail, phone, documents, wallet fields, a rejection reason — cannot
 * reach a stranger by a column someone adds later. Clients and admins have no public profile:
 * their id answers as an unknown one.
 */
export async function getPublicProfile(db: Database, id: string): Promise<PublicProfile> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      createdAt: users.createdAt,
      profilePicture: profiles.profilePicture,
      professionalTitle: profiles.professionalTitle,
      location: profiles.location,
      statesCovered: profiles.statesCovered,
      specializations: profiles.specializations,
      bio: profiles.bio,
      education: profiles.education,
      verificationStatus: profiles.verificationStatus,
      verificationDecidedAt: profiles.verificationDecidedAt,
      scn: profiles.barLicenseNumber,
      jobsCompleted: jobsCompletedBy(users.id),
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(
      and(
        eq(users.id, id),
        // The role as the session resolves it: a seller's profile, and not an administrator.
        eq(profiles.roleTitle, 'seller'),
        sql`${users.role} IS DISTINCT FROM 'admin'`,
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  // The whole row is read, but only the badges' dates, profession, year of call and a checked
  // registration number leave here.
  const [checks] = await db
    .select()
    .from(professionalVerifications)
    .where(eq(professionalVerifications.userId, id));

  const reviewed = await reviewPageAbout(db, id, 1);

  const verified = row.verificationStatus === 'verified';
  const registrationNumber = checks?.profession === 'lawyer' ? row.scn : checks?.surconNumber;
  return {
    id: row.id,
    name: row.name,
    pictureUrl: row.profilePicture ? profilePictureUrl(row.id, row.profilePicture) : null,
    professionalTitle: row.professionalTitle,
    location: row.location,
    statesCovered: row.statesCovered.map(stateName),
    profession: checks?.profession ?? null,
    yearOfCall: checks?.profession === 'lawyer' ? (checks.yearOfCall ?? null) : null,
    // Only a number an admin looked up: a changed one clears the check until it is looked up
    // again (reopen-checked-facts.ts), so what shows is always the number that was checked.
    registrationNumber: checks?.registrationCheckedAt ? (registrationNumber ?? null) : null,
    specializations: row.specializations.flatMap((slug) => serviceName.get(slug) ?? []),
    bio: row.bio,
    education: row.education,
    verification: {
      verified,
      verifiedAt:
        verified && row.verificationDecidedAt ? row.verificationDecidedAt.toISOString() : null,
      badges: currentBadges(checks),
    },
    jobsCompleted: row.jobsCompleted,
    memberSince: row.createdAt.toISOString(),
    rating: reviewed.summary.average,
    reviewCount: reviewed.summary.count,
    reviewSummary: reviewed.summary,
    reviews: reviewed.items,
  };
}

/** The demo professional's public profile (demo mode: `/profile-demo`, `/profile-test`). */
export async function getDemoPublicProfile(db: Database): Promise<PublicProfile> {
  const [demo] = await db
    .select({ userId: demoAccounts.userId })
    .from(demoAccounts)
    .where(eq(demoAccounts.role, 'seller'));
  if (!demo) throw new AppError('NOT_FOUND', NOT_FOUND);
  return getPublicProfile(db, demo.userId);
}
