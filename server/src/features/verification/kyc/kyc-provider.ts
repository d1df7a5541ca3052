/**
 * An automatic identity check by a Nigerian KYC provider: does the selfie match the photo on the
 * NIN record? Optional; without a provider an administrator checks the documents by hand.
 *
 * The NIN is passed through to the provider once and goes nowhere else: not into the database,
 * an error message or a log line.
 */
export interface KycProvider {
  /** Stored with the result, e.g. 'dojah'. */
  readonly name: string;
  /** The match score (0–100) at or above which the selfie matches; stored with the result. */
  readonly threshold: number;
  /**
   * Asks the provider to match the selfie to the NIN record. Throws AppError: VALIDATION_FAILED
   * (with a `nin` field error when no record has that number, none when the provider could not
   * read the NIN or selfie), SERVICE_UNAVAILABLE when the provider is unreachable, slow,
   * misconfigured or answers something unexpected.
   */
  matchSelfieToNin(input: KycMatchInput): Promise<KycMatchResult>;
}

export interface KycMatchInput {
  /** 11 digits (shared kycCheckRequestSchema). */
  nin: string;
  /** The image bytes (JPEG or PNG). */
  selfie: Buffer;
  firstName: string;
  lastName: string;
}

export interface KycMatchResult {
  /** 0–100, as the provider scored it. */
  matchScore: number;
  /** matchScore >= threshold. */
  passed: boolean;
}

/**
 * What the person accepts before the check; stored word for word with the result. It names the
 * one provider there is an adapter for: a second provider would need its own text.
 */
export const KYC_CONSENT_TEXT =
  'TitleTrust sends your NIN and selfie to our identity provider, Dojah, once, to check that the selfie matches the photo on your NIN record. We keep only the match score, never your NIN.';

export const KYC_MESSAGES = {
  unavailable:
    'The identity check is not available right now. Try again later, or submit for manual review.',
  ninNotFound: 'No NIN record matches that number. Check it and try again.',
  unreadable:
    'The identity provider could not check this NIN and selfie. Check the number and use a clear, well-lit selfie, or submit for manual review.',
} as const;
