import {
  normalizeScn,
  normalizeSurconNumber,
  type OwnVerification,
  type registrationRequestSchema,
} from '@titletrust/shared';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { professionalVerifications, profiles } from '../../db/schema';
import { toOwnVerification, type VerificationDeps } from './get-own-verification';
import { reopenCheckedFacts } from './reopen-checked-facts';
import {
  assertDocumentsEditable,
  ensureVerificationRow,
  loadVerification,
} from './verification-record';

type Registration = z.output<typeof registrationRequestSchema>;

const canonical = (
  value: string | null | undefined,
  normalize: (typed: string) => string | null,
) => (value ? (normalize(value) ?? value) : value);

/**
 * The registration step: a lawyer's SCN (the spec's bar licence number) and year of call, or a
 * surveyor's SURCON number. Not while an admin reviews it. Changing a number an admin already
 * checked sends the registration badge back to review.
 */
export async function saveRegistration(
  deps: VerificationDeps,
  userId: string,
  registration: Registration,
): Promise<OwnVerification> {
  const state = await deps.db.transaction(async (tx) => {
    const before = await loadVerification(tx, userId, { lock: true });
    assertDocumentsEditable(before);
    await ensureVerificationRow(tx, userId);
    const lawyer = registration.profession === 'lawyer' ? registration : null;
    const surveyor = registration.profession === 'surveyor' ? registration : null;
    // Read the stored number as the schema reads a typed one, so a number saved before the
    // canonical form (R1234 then, R.1234 now) is not taken for a new one.
    const numberBefore =
      before.row?.profession === 'lawyer'
        ? canonical(before.profile.scn, normalizeScn)
        : canonical(before.row?.surconNumber, normalizeSurconNumber);
    const numberNow = lawyer?.scn ?? surveyor?.surconNumber;
    await tx
      .update(professionalVerifications)
      .set({
        profession: registration.profession,
        yearOfCall: lawyer?.yearOfCall ?? null,
        surconNumber: surveyor?.surconNumber ?? null,
        updatedAt: new Date(),
      })
      .where(eq(professionalVerifications.userId, userId));
    await tx
      .update(profiles)
      .set({ barLicenseNumber: lawyer?.scn ?? null, updatedAt: new Date() })
      .where(eq(profiles.id, userId));
    if (numberBefore !== numberNow || before.row?.profession !== registration.profession)
      await reopenCheckedFacts(tx, userId, { registration: true });
    return loadVerification(tx, userId);
  });
  return toOwnVerification(state, deps);
}
