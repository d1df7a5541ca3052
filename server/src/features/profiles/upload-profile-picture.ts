import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema';
import { enforceRateLimits } from '../../platform/rate-limit';
import type { FileStorage } from '../../platform/storage/file-storage';
import { pictureUrlOf } from './get-own-profile';
import { pictureKeyExtension, pictureTypeOf } from './picture-files';

/** Each upload replaces the last, so this only keeps a script from churning the disk. */
const PICTURE_UPLOADS = { limit: 10, windowSeconds: 10 * 60 };

/** Old files are removed after the row points elsewhere; a failed removal only leaves litter. */
async function removeQuietly(storage: FileStorage, keys: (string | null)[]) {
  await Promise.all(
    keys.filter((k): k is string => !!k).map((k) => storage.remove(k).catch(() => {})),
  );
}

/**
 * The person's new picture: the square the browser cropped goes to the spec's `profile-pictures`
 * area, its small version to `avatars` (both checked by content). The profile then points at the
 * new files and the old ones are removed.
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
  await deps.storage.put(pictureKey, files.picture);
  await deps.storage.put(avatarKey, files.avatar);
  const [previous] = await deps.db
    .select({ picture: profiles.profilePicture, avatar: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, userId));
  await deps.db
    .update(profiles)
    .set({ profilePicture: pictureKey, avatarUrl: avatarKey, updatedAt: new Date() })
    .where(eq(profiles.id, userId));
  await removeQuietly(deps.storage, [previous?.picture ?? null, previous?.avatar ?? null]);
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
  await removeQuietly(deps.storage, [previous?.picture ?? null, previous?.avatar ?? null]);
}
