import type { OwnVerification, ProfileDocument } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import { documentsLocked, openingStepOf, STEP } from './verificationSteps';

const doc = (kind: ProfileDocument['kind']): ProfileDocument => ({
  id: crypto.randomUUID(),
  kind,
  fileName: `${kind}.png`,
  contentType: 'image/png',
  sizeBytes: 1000,
  filepath: `user/profile_documents/${kind}.png`,
  url: '/signed',
  createdAt: '2026-03-01T10:00:00.000Z',
});

const draft: Pick<
  OwnVerification,
  'stage' | 'documents' | 'profession' | 'scn' | 'yearOfCall' | 'surconNumber'
> = {
  stage: 'draft',
  documents: [],
  profession: null,
  scn: null,
  yearOfCall: null,
  surconNumber: null,
};
const identified = { ...draft, documents: [doc('government_id'), doc('selfie_with_id')] };

describe('openingStepOf', () => {
  it('opens on the documents until both the ID and the selfie are there', () => {
    expect(openingStepOf(draft)).toBe(STEP.identity);
    expect(openingStepOf({ ...draft, documents: [doc('government_id'), doc('other')] })).toBe(
      STEP.identity,
    );
  });

  it('then on the registration until its numbers are saved for the profession chosen', () => {
    expect(openingStepOf(identified)).toBe(STEP.registration);
    expect(openingStepOf({ ...identified, profession: 'lawyer', scn: 'SCN012345' })).toBe(
      STEP.registration,
    );
    expect(openingStepOf({ ...identified, profession: 'surveyor', scn: 'SCN012345' })).toBe(
      STEP.registration,
    );
  });

  it('then on the review, as it does whenever the submission has been sent', () => {
    const lawyer = { ...identified, profession: 'lawyer' as const, scn: 'SCN1', yearOfCall: 2015 };
    expect(openingStepOf(lawyer)).toBe(STEP.submit);
    expect(openingStepOf({ ...identified, profession: 'surveyor', surconNumber: 'R.1234' })).toBe(
      STEP.submit,
    );
    for (const stage of ['in_review', 'verified', 'rejected'] as const)
      expect(openingStepOf({ ...draft, stage })).toBe(STEP.submit);
  });
});

describe('documentsLocked', () => {
  it('locks the documents only while an administrator reviews them', () => {
    expect(documentsLocked({ stage: 'in_review' })).toBe(true);
    for (const stage of ['draft', 'verified', 'rejected'] as const)
      expect(documentsLocked({ stage })).toBe(false);
  });
});
