import { z } from 'zod';
import { VERIFICATION_STATUSES } from '../roles';

/**
 * A professional's verification (spec §3 Documents, §5 Document upload, §6; PRODUCT.md
 * "Verification"): identity documents, the bar or surveyors' registration, the admin's review
 * and the dated badges it grants.
 */
export const DOCUMENT_KINDS = [
  'government_id',
  'selfie_with_id',
  'practising_fee_receipt',
  'other',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * The practising fee receipt is a kind of its own (not "other"): it earns a badge, so the admin
 * and the professional see it named for what it is.
 */
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  government_id: 'Government ID',
  selfie_with_id: 'Selfie holding your ID',
  practising_fee_receipt: 'Practising fee receipt',
  other: 'Other document',
};

export const PROFESSIONS = ['lawyer', 'surveyor'] as const;
export type Profession = (typeof PROFESSIONS)[number];

export const PROFESSION_LABELS: Record<Profession, string> = {
  lawyer: 'Lawyer (called to the Nigerian Bar)',
  surveyor: 'Surveyor (registered with SURCON)',
};

export const DOCUMENT_LIMITS = {
  bytesMax: 10 * 1024 * 1024,
  /** Files of kind `other` a professional keeps (receipts, certificates). */
  otherMax: 5,
  /** Nigeria's Bar has called lawyers since 1886; the year of call is never in the future. */
  firstYearOfCall: 1886,
} as const;

export const DOCUMENT_MESSAGES = {
  // Spec §8, word for word.
  invalidType: 'Invalid file type. Only JPG, PNG, and PDF files are allowed.',
  notAuthenticated: 'User must be authenticated to store documents',
  filepathRequired: 'Filepath is required and must be a string',
  userIdRequired: 'User ID is required to retrieve profile documents',
  // Ours.
  tooLarge: 'The file is larger than 10 MB. Choose a smaller file or a lower-resolution scan.',
  kindInvalid:
    'Choose what the document is: government ID, selfie with ID, practising fee receipt, or other',
  tooManyOther: `You can keep at most ${DOCUMENT_LIMITS.otherMax} other documents. Remove one first.`,
  notYours: 'You can only see or change your own documents.',
  notFound: 'That document no longer exists.',
  lockedInReview:
    'Your documents are with an administrator for review. You can change them once the review is decided.',
  uploaded: 'Document uploaded',
  removed: 'Document removed',
} as const;

export const VERIFICATION_MESSAGES = {
  professionRequired: 'Choose whether you are a lawyer or a surveyor',
  scnInvalid: 'Enter your Supreme Court enrolment number: SCN and 3 to 7 digits, e.g. SCN012345',
  yearOfCallInvalid: 'Enter the year you were called to the Bar, e.g. 2015',
  surconInvalid: 'Enter your SURCON registration number: letters, then digits, e.g. R.1234',
  needsGovernmentId: 'Upload a government ID',
  needsSelfie: 'Upload a selfie holding your ID',
  needsRegistration: 'Save your registration details first',
  alreadyInReview: 'Your verification is already with an administrator for review.',
  alreadyVerified: 'You are verified. Change a checked detail to send it for review again.',
  onlyProfessionals: 'Only legal professionals are verified',
  submitted: 'Submitted for review. We will tell you by e-mail when an administrator decides.',
  registrationSaved: 'Registration details saved',
  notSubmitted: 'This professional has not submitted a verification for review.',
  checklistIncomplete:
    'Tick every check before verifying: ID matches the name, selfie matches the ID, and the register checked on a date.',
  registerDateInvalid: 'Enter the date you checked the public register (not in the future)',
  consentRequired: 'Tick the box to consent to the identity check',
  ninInvalid: 'Enter your 11-digit National Identification Number (NIN)',
  kycUnavailable: 'Automatic identity checks are not available. An administrator checks by hand.',
} as const;

/** What people put between the parts of a number: spaces, slashes, dashes, dots, colons. */
const SEPARATORS = /[\s/\\\-\u2010-\u2015.:_]/g;

/**
 * The Supreme Court enrolment number as the call certificate prints it, SCN012345, from the ways
 * people write it ("SCN/012345", "scn-012345", "SCN 012 345"); null when it is not one. Digits
 * without "SCN" are refused rather than guessed at: they may be another number from the same
 * certificate. The one reading for the form, the API and the stored value, so the administrator
 * searching the register and a buyer checking it see the same number.
 */
export function normalizeScn(value: string): string | null {
  const digits = /^SCN(\d{3,7})$/.exec(value.toUpperCase().replace(SEPARATORS, ''))?.[1];
  return digits ? `SCN${digits}` : null;
}

/**
 * A SURCON registration number as the council writes it, letters, a dot, digits (R.1234), from
 * "R1234", "r 1234", "R/1234" or "R-1234"; null when it is not one.
 */
export function normalizeSurconNumber(value: string): string | null {
  const parts = /^([A-Z]{1,3})(\d{2,6})$/.exec(value.toUpperCase().replace(SEPARATORS, ''));
  return parts ? `${parts[1]}.${parts[2]}` : null;
}

export const documentKindSchema = z.enum(DOCUMENT_KINDS, { error: DOCUMENT_MESSAGES.kindInvalid });

export const profileDocumentSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(DOCUMENT_KINDS),
  fileName: z.string(),
  contentType: z.enum(['application/pdf', 'image/jpeg', 'image/png']),
  sizeBytes: z.number().int().positive(),
  /** The private file path of spec §3: `{userId}/profile_documents/{file}`. */
  filepath: z.string(),
  /** A signed link valid 3600 seconds (spec §6, §9). */
  url: z.string(),
  createdAt: z.string().datetime(),
});
export type ProfileDocument = z.infer<typeof profileDocumentSchema>;

export const profileDocumentsResponseSchema = z.object({
  documents: z.array(profileDocumentSchema),
});

/** `GET /api/documents?userId=…`: a user's documents (their own, or anyone's for an admin). */
export const profileDocumentsQuerySchema = z.object({
  userId: z
    .string({ error: DOCUMENT_MESSAGES.userIdRequired })
    .uuid(DOCUMENT_MESSAGES.userIdRequired),
});

/** `POST /api/documents/signed-url`: a fresh signed link for one stored file path. */
export const signedUrlRequestSchema = z.object({
  filepath: z
    .string({ error: DOCUMENT_MESSAGES.filepathRequired })
    .min(1, DOCUMENT_MESSAGES.filepathRequired)
    .max(300, DOCUMENT_MESSAGES.filepathRequired),
});
export const signedUrlResponseSchema = z.object({
  signedUrl: z.string(),
  expiresInSeconds: z.number().int(),
});

/** The registration step: what a lawyer or a surveyor gives. */
export const registrationRequestSchema = z.discriminatedUnion(
  'profession',
  [
    z.object({
      profession: z.literal('lawyer'),
      scn: z
        .string({ error: VERIFICATION_MESSAGES.scnInvalid })
        .refine((value) => normalizeScn(value) !== null, VERIFICATION_MESSAGES.scnInvalid)
        .transform((value) => normalizeScn(value)!),
      yearOfCall: z.coerce
        .number({ error: VERIFICATION_MESSAGES.yearOfCallInvalid })
        .int(VERIFICATION_MESSAGES.yearOfCallInvalid)
        .min(DOCUMENT_LIMITS.firstYearOfCall, VERIFICATION_MESSAGES.yearOfCallInvalid)
        .refine(
          (year) => year <= new Date().getUTCFullYear(),
          VERIFICATION_MESSAGES.yearOfCallInvalid,
        ),
    }),
    z.object({
      profession: z.literal('surveyor'),
      surconNumber: z
        .string({ error: VERIFICATION_MESSAGES.surconInvalid })
        .refine(
          (value) => normalizeSurconNumber(value) !== null,
          VERIFICATION_MESSAGES.surconInvalid,
        )
        .transform((value) => normalizeSurconNumber(value)!),
    }),
  ],
  { error: VERIFICATION_MESSAGES.professionRequired },
);
export type RegistrationRequest = z.input<typeof registrationRequestSchema>;

/** Badges kept apart and dated; the practising fee lapses at the end of its year. */
export const verificationBadgesSchema = z.object({
  /** ID and selfie checked against the legal name. */
  identityVerifiedAt: z.string().datetime().nullable(),
  /** SCN (lawyer) or SURCON number (surveyor) checked on the public register. */
  registrationCheckedAt: z.string().datetime().nullable(),
  /** The year whose Bar Practising Fee receipt an admin saw, while that year lasts; else null. */
  practisingFeeYear: z.number().int().nullable(),
});
export type VerificationBadges = z.infer<typeof verificationBadgesSchema>;

/** Where a professional's review stands. */
export const VERIFICATION_STAGES = ['draft', 'in_review', 'verified', 'rejected'] as const;
export type VerificationStage = (typeof VERIFICATION_STAGES)[number];

export const kycResultSchema = z.object({
  provider: z.string(),
  matchScore: z.number(),
  threshold: z.number(),
  passed: z.boolean(),
  checkedAt: z.string().datetime(),
});
export type KycResult = z.infer<typeof kycResultSchema>;

/** `GET /api/verification`: the professional's own verification, for the step-by-step page. */
export const ownVerificationSchema = z.object({
  /** The professional's own id: their public profile is /profile/{id}. */
  professionalId: z.string().uuid(),
  stage: z.enum(VERIFICATION_STAGES),
  status: z.enum(VERIFICATION_STATUSES),
  rejectionReason: z.string().nullable(),
  submittedAt: z.string().datetime().nullable(),
  decidedAt: z.string().datetime().nullable(),
  profession: z.enum(PROFESSIONS).nullable(),
  scn: z.string().nullable(),
  yearOfCall: z.number().int().nullable(),
  surconNumber: z.string().nullable(),
  documents: z.array(profileDocumentSchema),
  badges: verificationBadgesSchema,
  /** What is still missing before the submission can be sent; empty when ready. */
  missing: z.array(z.string()),
  kyc: z.object({
    /** "manual" when no KYC provider is configured: an admin checks by hand. */
    mode: z.enum(['manual', 'automatic']),
    consentText: z.string(),
    result: kycResultSchema.nullable(),
  }),
});
export type OwnVerification = z.infer<typeof ownVerificationSchema>;

export const kycCheckRequestSchema = z.object({
  nin: z
    .string({ error: VERIFICATION_MESSAGES.ninInvalid })
    .trim()
    .regex(/^\d{11}$/, VERIFICATION_MESSAGES.ninInvalid),
  consent: z.literal(true, { error: VERIFICATION_MESSAGES.consentRequired }),
});
export type KycCheckRequest = z.input<typeof kycCheckRequestSchema>;

/** One submission in the admin's queue, oldest first. */
export const verificationSubmissionSchema = z.object({
  userId: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  professionalTitle: z.string().nullable(),
  profession: z.enum(PROFESSIONS).nullable(),
  scn: z.string().nullable(),
  yearOfCall: z.number().int().nullable(),
  surconNumber: z.string().nullable(),
  submittedAt: z.string().datetime(),
  documents: z.array(profileDocumentSchema),
  badges: verificationBadgesSchema,
  kyc: kycResultSchema.nullable(),
});
export type VerificationSubmission = z.infer<typeof verificationSubmissionSchema>;

export const verificationQueueSchema = z.object({
  /** The oldest submissions waiting (at most 200). */
  items: z.array(verificationSubmissionSchema),
  /** All that wait: the same count as the dashboard's "Pending verifications" tile. */
  total: z.number().int().nonnegative(),
});
export type VerificationQueue = z.infer<typeof verificationQueueSchema>;

const isoDate = z
  .string({ error: VERIFICATION_MESSAGES.registerDateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, VERIFICATION_MESSAGES.registerDateInvalid);

/** The admin's decision with the checklist they ticked. */
export const reviewDecisionSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({
      decision: z.literal('verify'),
      checklist: z.object({
        idMatchesName: z.boolean(),
        selfieMatchesId: z.boolean(),
        registerCheckedOn: isoDate,
        practisingFeeSeen: z.boolean().default(false),
      }),
    }),
    z.object({
      decision: z.literal('reject'),
      reason: z
        .string({ error: 'Give a reason when rejecting a verification' })
        .trim()
        .min(1, 'Give a reason when rejecting a verification')
        .max(500, 'Keep the reason under 500 characters'),
    }),
  ],
  { error: 'Decide verify or reject' },
);
export type ReviewDecision = z.input<typeof reviewDecisionSchema>;
