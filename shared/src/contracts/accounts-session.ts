import { z } from 'zod';
import { ROLES, VERIFICATION_STATUSES } from '../roles';

// Apart from ./accounts and ./accounts-registration, without the registration fields' phone and
// e-mail checks, so the browser can load it at start without them (decision 033).

/** The signed-in user as the browser sees it (spec §3 "User session"). */
export const sessionUserSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** The professional verification an admin decides (spec §6), not the e-mail address. */
  isVerified: z.boolean(),
  /** Whether the person proved they receive mail at `email` (the link, or a password reset). */
  emailVerified: z.boolean(),
  /** Whether sign-in asks for a code from an authenticator app (Better Auth's two-factor). */
  twoFactorEnabled: z.boolean(),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  /** incomplete: a wallet or Google account that still owes its profile (the modal opens). */
  profileStatus: z.enum(['active', 'incomplete']),
  /** Where the person's picture is served (/api/profiles/{id}/picture), or null for initials. */
  pictureUrl: z.string().nullable(),
  user_metadata: z.record(z.string(), z.unknown()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/**
 * A sign-in's answer: the signed-in user, or no user yet and `twoFactorRequired` when the account
 * uses two-factor sign-in and this browser is not trusted: the code page finishes it.
 */
export const signInResponseSchema = z.object({
  user: sessionUserSchema.nullable(),
  twoFactorRequired: z.boolean().optional(),
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;
