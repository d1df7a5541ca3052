import type { OwnVerification } from '@titletrust/shared';
import type { Database } from '../../db/client';
import type { FileLinks } from '../../platform/storage/signed-links';
import { toProfileDocument } from './document-files';
import { KYC_CONSENT_TEXT } from './kyc/kyc-provider';
import {
  currentBadges,
  kycResultOf,
  loadVerification,
  missingForSubmission,
  stageOf,
  type VerificationState,
} from './verification-record';

export interface VerificationDeps {
  db: Database;
  documentLinks: FileLinks;
  /** Whether an automatic identity check (KYC provider) is configured. */
  kycConfigured: boolean;
}

export function toOwnVerification(
  { profile, row, documents }: VerificationState,
  deps: Omit<VerificationDeps, 'db'>,
): OwnVerification {
  return {
    professionalId: profile.id,
    stage: stageOf(profile.status, row),
    status: profile.status,
    rejectionReason: profile.status === 'rejected' ? profile.rejectionReason : null,
    submittedAt: row?.submittedAt?.toISOString() ?? null,
    decidedAt: profile.status === 'pending' ? null : (profile.decidedAt?.toISOString() ?? null),
    profession: row?.profession ?? null,
    scn: profile.scn,
    yearOfCall: row?.yearOfCall ?? null,
    surconNumber: row?.surconNumber ?? null,
    documents: documents.map((document) => toProfileDocument(document, deps.documentLinks)),
    badges: currentBadges(row),
    missing: missingForSubmission(row, profile.scn, documents),
    kyc: {
      mode: deps.kycConfigured ? 'automatic' : 'manual',
      consentText: KYC_CONSENT_TEXT,
      result: kycResultOf(row),
    },
  };
}

/** The professional's own verification, for the step-by-step page. */
export async function getOwnVerification(
  deps: VerificationDeps,
  userId: string,
): Promise<OwnVerification> {
  return toOwnVerification(await loadVerification(deps.db, userId), deps);
}
