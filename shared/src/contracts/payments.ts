import { z } from 'zod';
import { ACCOUNT_NUMBER_PATTERN } from '../nigerian-banks';

/** Naira in and out through the payments provider: what the API takes and answers. */
export const PAYMENTS_LIMITS = {
  /** ₦100: the smallest checkout. */
  checkoutMinMinor: 10_000n,
  /** ₦10,000,000 per checkout. */
  checkoutMaxMinor: 1_000_000_000n,
  /** ₦1,000: the smallest payout (issue 48). */
  payoutMinMinor: 100_000n,
  /** Account-name look-ups per user per hour. */
  resolvesPerHour: 20,
} as const;

export const PAYMENTS_MESSAGES = {
  bankUnknown: 'Choose your bank from the list',
  accountNumberInvalid: 'Enter the 10-digit account number (NUBAN)',
  amountInvalid: 'Enter an amount in naira, e.g. 50,000 or 50,000.50',
  checkoutRange: 'Add between ₦100 and ₦10,000,000 at a time',
  payoutMin: 'Withdraw at least ₦1,000',
  nameMismatch: (resolved: string, verified: string) =>
    `The bank holds this account as "${resolved}", which is not the name you were verified under ("${verified}"). We saved it for an administrator to check; you can withdraw to it once they approve it.`,
  notVerified:
    'Only verified professionals add a bank account for payouts: finish verification first.',
  accountExists: 'This account is already saved',
  bankAccountNotPayable:
    'This account is waiting for an administrator to approve it: withdraw to an approved account',
  approvalReason: 'Write why you approve this account (at least 10 characters)',
  providerUnavailable: 'The payments provider is not answering right now. Try again in a minute.',
  // The provider's own error messages are never shown: each is turned into one of these
  // (providers/paystack/paystack-messages.ts).
  bankUnreachable: 'Paystack could not reach your bank; try again in a few minutes.',
  accountNotFound: (bankName: string) =>
    `Paystack could not find that account at ${bankName}. Check the number and the bank.`,
  checkoutRefused:
    'Paystack could not open this payment. Try again; if it keeps happening, contact us.',
  recipientRefused:
    'Paystack did not accept this account for transfers. Check the number and the bank, or choose another account.',
  payoutNotSent: (why: string) => `Your payout could not be sent: ${why}`,
  otpInvalid: 'Enter the OTP Paystack sent: 4 to 8 digits',
  otpRefused:
    'Paystack did not accept this OTP: it may be wrong or expired. Check the latest code sent to the business phone or e-mail and enter it again.',
  otpNotAwaited:
    'This payout is not waiting for an OTP: open the payments page again to see where it stands.',
  transferNeedsOtp: (amount: string) =>
    `Paystack asks for an OTP to send a payout of ${amount}. Enter the code it sent to the business phone or e-mail on the admin payments page, or turn off OTP for transfers in Paystack's dashboard (Settings → Preferences) so payouts go out by themselves.`,
} as const;

/**
 * A bank's code as the provider's bank list names it, a string of digits ("058", "50211"). Whether
 * the provider knows it is checked on the server against that list (GET /api/payments/banks),
 * which may hold banks the built-in list does not.
 */
const bankCodeField = z
  .string({ error: PAYMENTS_MESSAGES.bankUnknown })
  .trim()
  .regex(/^\d{3,8}$/, PAYMENTS_MESSAGES.bankUnknown);
const accountNumberField = z
  .string({ error: PAYMENTS_MESSAGES.accountNumberInvalid })
  .trim()
  .regex(ACCOUNT_NUMBER_PATTERN, PAYMENTS_MESSAGES.accountNumberInvalid);

/** A bank account to look up or save. */
export const bankAccountRequestSchema = z.object({
  bankCode: bankCodeField,
  accountNumber: accountNumberField,
});
export type BankAccountRequest = z.infer<typeof bankAccountRequestSchema>;

/** The name the bank holds for an account, and whether it is the name the viewer was verified under. */
export const resolvedAccountSchema = z.object({
  bankCode: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  verifiedName: z.string(),
  matches: z.boolean(),
});
export type ResolvedAccount = z.infer<typeof resolvedAccountSchema>;

export const BANK_ACCOUNT_STATES = ['active', 'needs_approval', 'approved_by_admin'] as const;
export const BANK_ACCOUNT_STATE_LABELS: Record<(typeof BANK_ACCOUNT_STATES)[number], string> = {
  active: 'Ready for payouts',
  needs_approval: 'Waiting for an administrator',
  approved_by_admin: 'Approved by an administrator',
};

export const bankAccountSchema = z.object({
  id: z.string().uuid(),
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  resolvedName: z.string(),
  state: z.enum(BANK_ACCOUNT_STATES),
  approvalReason: z.string().nullable(),
  createdAt: z.string(),
  /** When it may first receive a payout: a new account waits PAYOUT_HOLD_HOURS (issue 50). */
  receivesPayoutsFrom: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const bankAccountsSchema = z.object({ accounts: z.array(bankAccountSchema) });

/** An account awaiting an administrator, with whose it is and the name compared. */
export const bankAccountApprovalSchema = bankAccountSchema.extend({
  userId: z.string().uuid(),
  userName: z.string(),
  verifiedName: z.string(),
});
export const bankAccountApprovalsSchema = z.object({
  accounts: z.array(bankAccountApprovalSchema),
});

export const bankAccountApprovalRequestSchema = z.object({
  reason: z
    .string({ error: PAYMENTS_MESSAGES.approvalReason })
    .trim()
    .min(10, PAYMENTS_MESSAGES.approvalReason)
    .max(500),
});

export const LOCAL_BANK_OUTCOMES = ['paid', 'fails', 'reversed', 'processing'] as const;
export const LOCAL_BANK_OUTCOME_LABELS: Record<(typeof LOCAL_BANK_OUTCOMES)[number], string> = {
  paid: 'always paid',
  fails: 'transfers fail',
  reversed: 'paid, then reversed',
  processing: 'stays processing',
};

/** The local test bank's accounts in the viewer's name (demo and local mode only). */
export const testBankAccountsSchema = z.object({
  accounts: z.array(
    z.object({
      bankCode: z.string(),
      bankName: z.string(),
      accountNumber: z.string(),
      holderName: z.string(),
      outcome: z.enum(LOCAL_BANK_OUTCOMES),
    }),
  ),
});
export type TestBankAccounts = z.infer<typeof testBankAccountsSchema>;

/** Kobo as JSON carries them: a string of digits. */
const kobo = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,18}$/, message)
    .transform((value) => BigInt(value));

export const checkoutRequestSchema = z.object({
  amountMinor: kobo(PAYMENTS_MESSAGES.amountInvalid).refine(
    (value) =>
      value >= PAYMENTS_LIMITS.checkoutMinMinor && value <= PAYMENTS_LIMITS.checkoutMaxMinor,
    PAYMENTS_MESSAGES.checkoutRange,
  ),
  currency: z.literal('NGN').default('NGN'),
  /** Pay into this contract's escrow once paid; without it, a wallet top-up. */
  contractId: z.string().uuid().optional(),
});

/** `needs_review`: the provider's charge differs from what we asked; an administrator decides. */
export const CHECKOUT_STATES = ['open', 'paid', 'failed', 'abandoned', 'needs_review'] as const;

export const checkoutSchema = z.object({
  reference: z.string(),
  amountMinor: z.string(),
  feeMinor: z.string(),
  currency: z.literal('NGN'),
  purpose: z.enum(['top_up', 'escrow']),
  contractId: z.string().uuid().nullable(),
  checkoutUrl: z.string(),
  state: z.enum(CHECKOUT_STATES),
  /** Paid into escrow: whether the money funded the contract or stayed available. */
  fundedContract: z.boolean(),
  providerMessage: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

export const payoutRequestSchema = z.object({
  amountMinor: kobo(PAYMENTS_MESSAGES.amountInvalid).refine(
    (value) => value >= PAYMENTS_LIMITS.payoutMinMinor,
    PAYMENTS_MESSAGES.payoutMin,
  ),
  currency: z.literal('NGN').default('NGN'),
  bankAccountId: z.string().uuid(),
});

export const PAYOUT_STATES = ['requested', 'processing', 'paid', 'failed', 'reversed'] as const;
export const PAYOUT_STATE_LABELS: Record<(typeof PAYOUT_STATES)[number], string> = {
  requested: 'Requested',
  processing: 'Processing',
  paid: 'Paid',
  failed: 'Failed',
  reversed: 'Reversed',
};

/**
 * Every state Paystack gives a transfer: `pending`, `received` and `otp` keep a payout
 * processing (`otp` waits for an administrator's code), `success` pays it, `failed`,
 * `abandoned`, `blocked` and `rejected` return the money, `reversed` returns it even after
 * `success`. The payouts table holds a payout to these words (payouts_provider_status_valid).
 */
export const PROVIDER_TRANSFER_STATUSES = [
  'pending',
  'received',
  'otp',
  'success',
  'failed',
  'abandoned',
  'blocked',
  'rejected',
  'reversed',
] as const;

export const payoutSchema = z.object({
  id: z.string().uuid(),
  amountMinor: z.string(),
  currency: z.literal('NGN'),
  state: z.enum(PAYOUT_STATES),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  failureReason: z.string().nullable(),
  /** The provider's last word on the transfer; `otp` while it waits for an administrator's code. */
  providerStatus: z.enum(PROVIDER_TRANSFER_STATUSES).nullable(),
  requestedAt: z.string(),
  processingAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  reversedAt: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;
export const payoutsSchema = z.object({ payouts: z.array(payoutSchema) });

/** An administrator's answer to Paystack's OTP request for a payout's transfer. */
export const payoutOtpRequestSchema = z.object({
  otp: z
    .string({ error: PAYMENTS_MESSAGES.otpInvalid })
    .trim()
    .regex(/^\d{4,8}$/, PAYMENTS_MESSAGES.otpInvalid),
});
export type PayoutOtpRequest = z.infer<typeof payoutOtpRequestSchema>;
