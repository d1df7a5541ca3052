import type { DocumentKind, OwnVerification } from '@titletrust/shared';

type Verification = Pick<
  OwnVerification,
  'stage' | 'documents' | 'profession' | 'scn' | 'yearOfCall' | 'surconNumber'
>;

export const STEP = { identity: 0, registration: 1, submit: 2 } as const;

export const documentsOfKind = (
  verification: Pick<Verification, 'documents'>,
  kind: DocumentKind,
) => verification.documents.filter((document) => document.kind === kind);

export const identityReady = (verification: Verification) =>
  documentsOfKind(verification, 'government_id').length > 0 &&
  documentsOfKind(verification, 'selfie_with_id').length > 0;

export function registrationReady(verification: Verification): boolean {
  if (verification.profession === 'lawyer')
    return Boolean(verification.scn) && verification.yearOfCall !== null;
  if (verification.profession === 'surveyor') return Boolean(verification.surconNumber);
  return false;
}

/**
 * The step the page opens on: the first one with something left to do, or where the review
 * stands once it has been sent (a rejection is read there, with its reason, before fixing).
 */
export function openingStepOf(verification: Verification): number {
  if (verification.stage !== 'draft') return STEP.submit;
  if (!identityReady(verification)) return STEP.identity;
  if (!registrationReady(verification)) return STEP.registration;
  return STEP.submit;
}

/** Documents can change except while an administrator is looking at them. */
export const documentsLocked = (verification: Pick<Verification, 'stage'>) =>
  verification.stage === 'in_review';
