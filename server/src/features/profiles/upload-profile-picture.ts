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
  const previous = await storeThenRecord(deps.storage, newFiles, () =>
    swapPictureKeys(deps.db, userId, { picture: pictureKey, avatar: avatarKey }),
  );
  await removeQuietly(deps.storage, [previous?.picture, previous?.avatar]);
  return { pictureUrl: pictureUrlOf({ id: userId, profilePicture: pictureKey })! };
}

/** The person removes their picture: initials show again everywhere. */
export async function removeProfilePicture(
  deps: { db: Database; storage: FileStorage },
  userId: string,
): Promise<void> {
  const previous = await swapPictureKeys(deps.db, userId, { picture: null, avatar: null });
  await removeQuietly(deps.storage, [previous?.picture, previous?.avatar]);
}

/**
 * Sets the person's picture keys and answers the ones they replace, read under the row's lock so
 * two uploads at once each remove only the files they displaced.
 */
function swapPictureKeys(
  db: Database,
  userId: string,
  keys: { picture: string | null; avatar: string | null },
) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ picture: profiles.profilePicture, avatar: profiles.avatarUrl })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for('update');
    await tx
      .update(profiles)
      .set({ profilePicture: keys.picture, avatarUrl: keys.avatar, updatedAt: new Date() })
      .where(eq(profiles.id, userId));
    return before;
  });
}
