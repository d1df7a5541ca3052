import type { VerificationSubmission } from '@titletrust/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { professionalVerifications, profileDocuments, profiles } from '../../db/schema';
import type { FileLinks } from '../../platform/storage/signed-links';
import { toProfileDocument, currentBadges, kycResultOf } from '../verification';
import { awaitingReview } from './awaiting-review';

/**
 * Submissions waiting for an admin, oldest first: each with its documents (fresh signed links),
 * registration numbers, badges already held and any automatic identity check.
 */
export async function listVerificationQueue(deps: {
  db: Database;
  documentLinks: FileLinks;
}): Promise<VerificationSubmission[]> {
  const rows = await deps.db
    .select({ verification: professionalVerifications, profile: profiles })
    .from(professionalVerifications)
    .innerJoin(profiles, eq(profiles.id, professionalVerifications.userId))
    .where(awaitingReview)
    .orderBy(asc(professionalVerifications.submittedAt))
    .limit(200);
  if (rows.length === 0) return [];
  const documents = await deps.db
    .select()
    .from(profileDocuments)
    .where(
      inArray(
        profileDocuments.userId,
        rows.map(({ profile }) => profile.id),
      ),
    )
    .orderBy(asc(profileDocuments.createdAt));
  return rows.map(({ verification, profile }) => ({
    userId: profile.id,
    name: [profile.firstName, profile.lastName].filter(Boolean).join(' ') || profile.email,
    email: profile.email,
    professionalTitle: profile.professionalTitle,
    profession: verification.profession,
    scn: profile.barLicenseNumber,
    yearOfCall: verification.yearOfCall,
    surconNumber: verification.surconNumber,
    submittedAt: verification.submittedAt!.toISOString(),
    documents: documents
      .filter((document) => document.userId === profile.id)
      .map((document) => toProfileDocument(document, deps.documentLinks)),
    badges: currentBadges(verification),
    kyc: kycResultOf(verification),
  }));
}
