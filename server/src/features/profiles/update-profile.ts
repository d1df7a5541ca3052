import { stateName, type OwnProfile, type ProfileUpdate } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles, users } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { reopenCheckedFacts } from '../verification';
import { getOwnProfile } from './get-own-profile';

const orNull = (value: string) => value || null;

/** The spec's single location column, "City, State", from the two edited apart. */
function locationOf(city: string, state: string): string | null {
  return [city, state ? stateName(state) : ''].filter(Boolean).join(', ') || null;
}

/**
 * The person saves the fields of their profile they own (the shared schema has already refused
 * anything else). The account's display name follows the first and last name, so the header,
 * bids and contracts show the new name too. States covered and languages belong to
 * professionals: a client's are stored empty whatever was sent. A new legal name sends the
 * identity badge, checked against the old one, back to review.
 */
export async function updateProfile(
  db: Database,
  userId: string,
  input: ProfileUpdate,
): Promise<OwnProfile> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        userType: profiles.userType,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
      })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND', 'Your profile could not be found.');
    const professional = current.userType === 'professional';
    const now = new Date();
    await tx
      .update(profiles)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        phone: orNull(input.phone),
        bio: orNull(input.bio),
        locationState: orNull(input.state),
        city: orNull(input.city),
        location: locationOf(input.city, input.state),
        website: orNull(input.website),
        linkedin: orNull(input.linkedin),
        education: orNull(input.education),
        professionalTitle: orNull(input.professionalTitle),
        industry: orNull(input.industry),
        areasOfInterest: input.areasOfInterest,
        specializations: input.specializations,
        statesCovered: professional ? input.statesCovered : [],
        languages: professional ? input.languages : [],
        updatedAt: now,
      })
      .where(eq(profiles.id, userId));
    await tx
      .update(users)
      .set({ name: `${input.firstName} ${input.lastName}`, updatedAt: now })
      .where(eq(users.id, userId));
    if (current.firstName !== input.firstName || current.lastName !== input.lastName)
      await reopenCheckedFacts(tx, userId, { identity: true });
  });
  return getOwnProfile(db, userId);
}
