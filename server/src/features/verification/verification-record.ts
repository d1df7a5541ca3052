import {
  DOCUMENT_MESSAGES,
  VERIFICATION_MESSAGES,
  type KycResult,
  type VerificationBadges,
  type VerificationStage,
  type VerificationStatus,
} from '@titletrust/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { professionalVerifications, profileDocuments, profiles } from '../../db/schema';
import { AppError } from '../../platform/app-error';

export type VerificationRow = typeof professionalVerifications.$inferSelect;
export type DocumentRow = typeof profileDocuments.$inferSelect;

/** The year in Lagos: a practising fee paid for 2026 lapses at midnight WAT on 1 January 2027. */
export const lagosYear = (now = new Date()) =>
  Number(new Intl.DateTimeFormat('en', { timeZone: 'Africa/Lagos', year: 'numeric' }).format(now));

/** The dated badges as they stand now: the practising fee counts only for its own year. */
export function currentBadges(
  row:
    | Pick<VerificationRow, 'identityVerifiedAt' | 'registrationCheckedAt' | 'practisingFeeYear'>
    | undefined,
  now = new Date(),
): VerificationBadges {
  return {
    identityVerifiedAt: row?.identityVerifiedAt?.toISOString() ?? null,
    registrationCheckedAt: row?.registrationCheckedAt?.toISOString() ?? null,
    practisingFeeYear:
      row?.practisingFeeYear && row.practisingFeeYear === lagosYear(now)
        ? row.practisingFeeYear
        : null,
  };
}

/** The automatic identity check as the API shows it, or null when none was run. */
export function kycResultOf(row: VerificationRow | undefined): KycResult | null {
  if (!row?.kycCheckedAt || !row.kycProvider) return null;
  return {
    provider: row.kycProvider,
    matchScore: row.kycMatchScore!,
    threshold: row.kycThreshold!,
    passed: row.kycPassed!,
    checkedAt: row.kycCheckedAt.toISOString(),
  };
}

export function stageOf(
  status: VerificationStatus,
  row: Pick<VerificationRow, 'submittedAt'> | undefined,
): VerificationStage {
  if (status === 'verified') return 'verified';
  if (status === 'rejected') return 'rejected';
  return row?.submittedAt ? 'in_review' : 'draft';
}

/** What a submission still lacks, in the words the page shows; empty when it can be sent. */
export function missingForSubmission(
  row: VerificationRow | undefined,
  scn: string | null,
  documents: DocumentRow[],
): string[] {
  const has = (kind: DocumentRow['kind']) => documents.some((document) => document.kind === kind);
  const missing: string[] = [];
  if (!has('government_id')) missing.push(VERIFICATION_MESSAGES.needsGovernmentId);
  if (!has('selfie_with_id')) missing.push(VERIFICATION_MESSAGES.needsSelfie);
  const registered =
    row?.profession === 'lawyer'
      ? !!scn && !!row.yearOfCall
      : row?.profession === 'surveyor' && !!row.surconNumber;
  // This year's practising fee receipt is not asked for: an admin who sees it among the other
  // documents grants its own dated badge (decision 031).
  if (!registered) missing.push(VERIFICATION_MESSAGES.needsRegistration);
  return missing;
}

export interface VerificationState {
  profile: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    scn: string | null;
    status: VerificationStatus;
    rejectionReason: string | null;
    decidedAt: Date | null;
    userType: 'client' | 'professional' | null;
  };
  row: VerificationRow | undefined;
  documents: DocumentRow[];
}

/**
 * A professional's verification as one read: their profile's status and SCN, the verification
 * row, and their documents oldest first. With `lock`, the profile row is locked first, then the
 * verification row: every change to a verification takes the locks in this order.
 */
export async function loadVerification(
  db: Database | Tx,
  userId: string,
  { lock = false } = {},
): Promise<VerificationState> {
  const profileQuery = db
    .select({
      id: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      scn: profiles.barLicenseNumber,
      status: profiles.verificationStatus,
      rejectionReason: profiles.verificationRejectionReason,
      decidedAt: profiles.verificationDecidedAt,
      userType: profiles.userType,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const [profile] = lock ? await profileQuery.for('update') : await profileQuery;
  if (!profile) throw new AppError('NOT_FOUND', 'No profile with that id.');
  const rowQuery = db
    .select()
    .from(professionalVerifications)
    .where(eq(professionalVerifications.userId, userId));
  const [row] = lock ? await rowQuery.for('update') : await rowQuery;
  const documents = await db
    .select()
    .from(profileDocuments)
    .where(eq(profileDocuments.userId, userId))
    .orderBy(asc(profileDocuments.createdAt));
  return { profile, row, documents };
}

/** Documents change only while no admin is looking at them. */
export function assertDocumentsEditable(state: VerificationState): void {
  if (stageOf(state.profile.status, state.row) === 'in_review')
    throw new AppError('CONFLICT', DOCUMENT_MESSAGES.lockedInReview);
}

/** The verification row, created on first use. */
export async function ensureVerificationRow(tx: Tx, userId: string): Promise<void> {
  await tx.insert(professionalVerifications).values({ userId }).onConflictDoNothing();
}
