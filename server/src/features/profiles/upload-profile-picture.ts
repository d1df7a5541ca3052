import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema';
import { enforceRateLimits } from '../../platform/rate-limit';
import { removeQuietly, type FileStorage } from '../../platform/storage/file-storage';
import { storeThenRecord } from '../../platform/storage/store-then-record';
import { pictureUrlOf } from './get-own-profile';
import { pictureKeyExtension, pictureTypeOf } from './picture-files';

/** Each upload replaces the last, so this only keeps a script from churning the disk. */
const PICTURE_UPLOADS = { limit: 10, windowSeconds: 10 * 60 };

/**
 * The person's new picture: the square the browser cropped goes to the spec's `profile-pictures`
 * area, its small version to `avatars` (both checked by content). The profile then points at the
 * new files (removed again if that fails) and the old ones are removed.
 */
export async function uploadProfilePicture(
  deps: { db: Database; storage: FileStorage },
  userId: string,
  files: { picture: Buffer; avatar: Buffer },
): Promise<{ pictureUrl: string }> {
  const pictureType = pictureTypeOf(files.picture);
  const avatarType = pictureTypeOf(files.avatar);
  await enforceRateLimits(deps.db, 'picture uploads', [
    { key: `picture-uploads:user:${userId}`, rule: PICTURE_UPLOADS },
  ]);
  const pictureKey = `profile-pictures/${userId}/${randomUUID()}.${pictureKeyExtension(pictureType)}`;
  const avatarKey = `avatars/${userId}/${randomUUID()}.${pictureKeyExtension(avatarType)}`;
  const newFiles = [
    { key: pictureKey, data: files.picture },
    { key: avatarKey, data: files.avatar },
  ];
  const previous = await storeThenRecord(deps.storage, newFiles, async () => {
    const [before] = await deps.db
      .select({ picture: profiles.profilePicture, avatar: profiles.avatarUrl })
      .from(profiles)
      .where(eq(profiles.id, userId));
    await deps.db
      .update(profiles)
      .set({ profilePicture: pictureKey, avatarUrl: avatarKey, updatedAt: new Date() })
      .where(eq(profiles.id, userId));
    return before;
  });
  await removeQuietly(deps.storage, [previous?.picture, previous?.avatar]);
  return { pictureUrl: pictureUrlOf({ id: userId, profilePicture: pictureKey })! };
}

/** The person removes their picture: initials show again everywhere. */
export async function removeProfilePicture(
  deps: { db: Database; storage: FileStorage },
  userId: string,
): Promise<void> {
  const [previous] = await deps.db
    .select({ picture: profiles.profilePicture, avatar: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, userId));
  await deps.db
    .update(profiles)
    .set({ profilePicture: null, avatarUrl: null, updatedAt: new Date() })
    .where(eq(profiles.id, userId));
  await removeQuietly(deps.storage, [previous?.picture, previous?.avatar]);
}
