import { z } from 'zod';
import { NIGERIAN_STATE_CODES } from '../nigeria';
import { ACCOUNT_TYPES, VERIFICATION_STATUSES } from '../roles';
import { PHONE_MESSAGES } from '../validation/phone-messages';
import { reviewSchema, reviewSummarySchema } from './reviews';
import { PROFESSIONS, verificationBadgesSchema } from './verification';

export const PROFILE_LIMITS = {
  bioMax: 2000,
  shortTextMax: 120,
  educationMax: 500,
  urlMax: 300,
  listMax: 20,
  pictureBytesMax: 5 * 1024 * 1024,
  /** The small version kept in the `avatars` area, in pixels a side. */
  avatarSize: 256,
} as const;

// The schema that checks these is in ./profiles-update: it brings the phone numbering plans,
// which the public profile page, a reader of this module, must not download.
export const PROFILE_MESSAGES = {
  phoneInvalid: PHONE_MESSAGES.invalid,
  bioTooLong: `Bio can be at most ${PROFILE_LIMITS.bioMax} characters`,
  stateInvalid: 'Choose a state or the FCT from the list',
  cityTooLong: `City can be at most ${PROFILE_LIMITS.shortTextMax} characters`,
  websiteInvalid: 'Enter a website address starting with https:// or http://',
  linkedinInvalid:
    'Enter your LinkedIn profile address, e.g. https://www.linkedin.com/in/your-name',
  educationTooLong: `Education can be at most ${PROFILE_LIMITS.educationMax} characters`,
  professionalTitleTooLong: `Professional title can be at most ${PROFILE_LIMITS.shortTextMax} characters`,
  industryTooLong: `Industry can be at most ${PROFILE_LIMITS.shortTextMax} characters`,
  areasOfInterestInvalid: `List at most ${PROFILE_LIMITS.listMax} areas of interest, each at most ${PROFILE_LIMITS.shortTextMax} characters`,
  specializationsInvalid: 'Choose specializations from the list of services',
  statesCoveredInvalid: 'Choose the states you cover from the list',
  languagesInvalid: `List at most ${PROFILE_LIMITS.listMax} languages, each at most ${PROFILE_LIMITS.shortTextMax} characters`,
  notYours: 'This field is not yours to change',
  updated: 'Profile updated',
  updateFailed: 'Failed to update profile. Please try again.',
  pictureType: 'Only JPEG, PNG or WebP pictures are allowed.',
  pictureTooLarge: 'The picture is larger than 5 MB. Choose a smaller one.',
  pictureUploaded: 'Profile picture updated',
  pictureRemoved: 'Profile picture removed',
} as const;

/** The owner's view of their profile: what they edit, and what is only shown. */
export const ownProfileSchema = z.object({
  id: z.string().uuid(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  bio: z.string(),
  state: z.union([z.enum(NIGERIAN_STATE_CODES), z.literal('')]),
  city: z.string(),
  website: z.string(),
  linkedin: z.string(),
  education: z.string(),
  professionalTitle: z.string(),
  industry: z.string(),
  areasOfInterest: z.array(z.string()),
  specializations: z.array(z.string()),
  roleTitle: z.enum(['buyer', 'seller']).nullable(),
  statesCovered: z.array(z.string()),
  languages: z.array(z.string()),
  email: z.string(),
  userType: z.enum(ACCOUNT_TYPES).nullable(),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  jobsCompleted: z.number().int(),
  circleWalletAddress: z.string().nullable(),
  ethAddress: z.string().nullable(),
  pictureUrl: z.string().nullable(),
  createdAt: z.string().datetime(),
  updatedAt: z.string().datetime(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;
export const ownProfileResponseSchema = z.object({ profile: ownProfileSchema });

// ── The public profile ─────────────────────────────────────────────────────────────────────

/**
 * A professional's public profile (`GET /api/profiles/{id}`, the page `/profile/{id}`): only what
 * a stranger may see. Never e-mail, phone, documents, wallet ids or addresses, or a rejection
 * reason; the integration test pins the exact set of keys. Built on its own, never from the
 * owner's profile above, so the public shape cannot borrow a private field.
 */
export const publicProfileSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  /** `/api/profiles/{id}/picture?v=…` (profilePictureUrl) when there is a picture, else null. */
  pictureUrl: z.string().nullable(),
  professionalTitle: z.string().nullable(),
  location: z.string().nullable(),
  /** The labels of the states (or FCT) the professional takes work in. */
  statesCovered: z.array(z.string()),
  /** Which register an admin checks: the Bar (lawyer) or SURCON (surveyor); null until given. */
  profession: z.enum(PROFESSIONS).nullable(),
  /** The year of call to the Nigerian Bar (lawyers). */
  yearOfCall: z.number().int().nullable(),
  /**
   * The SCN (lawyer) or SURCON number (surveyor) an admin looked up on the register, so a client
   * can check it there too; null until checked. A number not yet checked is never shown.
   */
  registrationNumber: z.string().nullable(),
  /** The labels of the services (of the nine) the professional offers. */
  specializations: z.array(z.string()),
  bio: z.string().nullable(),
  education: z.string().nullable(),
  verification: z.object({
    /** "Verified by TitleTrust": an admin checked them. A pending or rejected review is private. */
    verified: z.boolean(),
    /** When an admin verified the professional; null unless verified. */
    verifiedAt: z.string().datetime().nullable(),
    /** What was checked and when, each badge on its own (the practising fee lapses yearly). */
    badges: verificationBadgesSchema,
  }),
  jobsCompleted: z.number().int().nonnegative(),
  memberSince: z.string().datetime(),
  /** The published average, null until REVIEW_LIMITS.showAverageFrom reviews ("New on TitleTrust"). */
  rating: z.number().nullable(),
  reviewCount: z.number().int().nonnegative(),
  /** Averages per dimension of clients' published reviews. */
  reviewSummary: reviewSummarySchema,
  /** The first page of published reviews from clients, newest first (more: /api/profiles/{id}/reviews). */
  reviews: z.array(reviewSchema),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const publicProfileResponseSchema = z
  .object({ profile: publicProfileSchema })
  .describe("A professional's public profile");
export type PublicProfileResponse = z.infer<typeof publicProfileResponseSchema>;

/**
 * Where a person's picture is served (public, cached an hour); `?size=avatar` for the small one.
 * Given the stored key, the address carries a version from it, so a new picture is not hidden
 * behind the hour the browser may keep the old one.
 */
export function profilePictureUrl(profileId: string, storageKey?: string | null): string {
  const base = `/api/profiles/${profileId}/picture`;
  const version = storageKey?.split('/').pop()?.split('.')[0]?.slice(0, 8);
  return version ? `${base}?v=${version}` : base;
}
