import { z } from 'zod';
import { reviewSchema, reviewSummarySchema } from './reviews';
import { PROFESSIONS, verificationBadgesSchema } from './verification';

/**
 * A professional's public profile (`GET /api/profiles/{id}`, the page `/profile/{id}`): only what
 * a stranger may see. Never e-mail, phone, documents, wallet ids or addresses, or a rejection
 * reason; the integration test pins the exact set of keys. (Apart from contracts/profiles.ts,
 * which holds the owner's own profile, so the public shape cannot borrow a private field.)
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
  /** The year of call to the Nigerian Bar (lawyers); never the enrolment number itself. */
  yearOfCall: z.number().int().nullable(),
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
