import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { pictureTypeOfKey, type PictureType } from './picture-files';

/**
 * Where a person's picture (or with `avatar`, its small version) is stored. Public: pictures
 * show on bids, contracts and public profiles. Not found when the person has none, so the
 * browser falls back to initials.
 */
export async function readProfilePicture(
  db: Database,
  profileId: string,
  size: 'full' | 'avatar',
): Promise<{ key: string; contentType: PictureType }> {
  const [row] = await db
    .select({ picture: profiles.profilePicture, avatar: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  const key = size === 'avatar' ? (row?.avatar ?? row?.picture) : row?.picture;
  if (!key) throw new AppError('NOT_FOUND', 'This person has no profile picture.');
  return { key, contentType: pictureTypeOfKey(key) };
}
