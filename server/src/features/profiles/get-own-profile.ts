import { profilePictureUrl, type OwnProfile } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { countJobsCompleted } from '../contracts';

type ProfileRow = typeof profiles.$inferSelect;

/** The picture's public address, or null when the person has none. */
export const pictureUrlOf = (row: Pick<ProfileRow, 'id' | 'profilePicture'>) =>
  row.profilePicture ? profilePictureUrl(row.id, row.profilePicture) : null;

function toOwnProfile(row: ProfileRow, jobsCompleted: number): OwnProfile {
  return {
    id: row.id,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    phone: row.phone ?? '',
    bio: row.bio ?? '',
    state: (row.locationState ?? '') as OwnProfile['state'],
    city: row.city ?? '',
    website: row.website ?? '',
    linkedin: row.linkedin ?? '',
    education: row.education ?? '',
    professionalTitle: row.professionalTitle ?? '',
    industry: row.industry ?? '',
    areasOfInterest: row.areasOfInterest,
    specializations: row.specializations,
    roleTitle: row.roleTitle,
    statesCovered: row.statesCovered,
    languages: row.languages,
    email: row.email,
    userType: row.userType,
    verificationStatus: row.verificationStatus,
    jobsCompleted,
    circleWalletAddress: row.circleWalletAddress,
    ethAddress: row.ethAddress,
    pictureUrl: pictureUrlOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The signed-in person's own profile: every field, the ones they edit and the ones shown. */
export async function getOwnProfile(db: Database, userId: string): Promise<OwnProfile> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  if (!row) throw new AppError('NOT_FOUND', 'Your profile could not be found.');
  return toOwnProfile(row, await countJobsCompleted(db, userId));
}
