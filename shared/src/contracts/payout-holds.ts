import { z } from 'zod';
import { PAYOUT_HOLD_HOURS } from './security';

/*
 * Payout holds (issue 50): a new payout destination waits PAYOUT_HOLD_HOURS, "This wasn't me"
 * freezes payouts, a password reset or an e-mail change makes withdrawals wait. A module of its
 * own beside security.ts (two-factor, fresh checks, the audit words), which others change too.
 */

/** Why withdrawals wait after a change to the account (account_holds.withdrawals_wait_reason). */
export const WITHDRAWAL_WAIT_REASONS = ['password_reset', 'email_change'] as const;
export type WithdrawalWaitReasonCode = (typeof WITHDRAWAL_WAIT_REASONS)[number];
const WAIT_BECAUSE: Record<WithdrawalWaitReasonCode, string> = {
  password_reset: 'your password was reset',
  email_change: 'your e-mail was changed',
};

/** How long a "This wasn't me" link in an e-mail works. */
export const SECURITY_LINK_DAYS = 7;

const HOUR_MS = 3_600_000;
/** When a payout destination added at `addedAt` may first receive money. */
export const destinationReceivesFrom = (addedAt: Date | string): Date =>
  new Date(new Date(addedAt).getTime() + PAYOUT_HOLD_HOURS * HOUR_MS);

const lagosParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Lagos',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * "7 Dec 2026, 15:20 (Lagos time)": when a hold ends, in the words the API's refusals and the
 * e-mails use. Built from the parts, as runtimes join en-GB's date and time differently.
 */
export function lagosHoldTime(at: Date | string): string {
  const part = Object.fromEntries(
    lagosParts.formatToParts(new Date(at)).map(({ type, value }) => [type, value]),
  );
  return `${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} (Lagos time)`;
}

export const PAYOUT_HOLD_MESSAGES = {
  bankAccountHeld: (receivesFrom: Date | string) =>
    `This bank account can receive payouts from ${lagosHoldTime(receivesFrom)}. A new payout ` +
    `account waits ${PAYOUT_HOLD_HOURS} hours, so that you have time to stop a change you did not make.`,
  addressHeld: (receivesFrom: Date | string) =>
    `This address can receive withdrawals from ${lagosHoldTime(receivesFrom)}. A new address ` +
    `waits ${PAYOUT_HOLD_HOURS} hours, so that you have time to stop a change you did not make.`,
  addressNotSaved:
    'Add this address to your withdrawal addresses first. A new address can receive USDC ' +
    `${PAYOUT_HOLD_HOURS} hours after it is added.`,
  withdrawalsWait: (until: Date | string, reason: WithdrawalWaitReasonCode) =>
    `Withdrawals wait until ${lagosHoldTime(until)} because ${WAIT_BECAUSE[reason]}.`,
  freezeLinkInvalid:
    'This link is not valid or has expired (it works for 7 days). If someone changed your ' +
    'account, sign in, change your password and contact support.',
  payoutsFrozenNow:
    'Payouts from your account are frozen and every session was signed out. Our team has been ' +
    'told and will contact you. Sign in again with your password, or reset it if you think ' +
    'someone else knows it.',
  cannotLiftOwnFreeze: 'You cannot lift a freeze on your own payouts: another admin must.',
  notFrozen: 'Payouts of this account are not frozen.',
  unfreezeReason: 'Say why the freeze can be lifted (10 to 500 characters)',
} as const;

/** What holds the viewer's payouts now, for the withdrawal pages to say before anyone tries. */
export const payoutHoldsSchema = z.object({
  frozen: z.boolean(),
  frozenAt: z.string().datetime().nullable(),
  /** Only while it is still in the future. */
  withdrawalsWaitUntil: z.string().datetime().nullable(),
  withdrawalsWaitReason: z.enum(WITHDRAWAL_WAIT_REASONS).nullable(),
});
export type PayoutHolds = z.infer<typeof payoutHoldsSchema>;

/** The "This wasn't me" page's button: the signed token from the e-mailed link. */
export const payoutFreezeRequestSchema = z.object({
  token: z
    .string({ error: PAYOUT_HOLD_MESSAGES.freezeLinkInvalid })
    .trim()
    .min(1, PAYOUT_HOLD_MESSAGES.freezeLinkInvalid)
    .max(512, PAYOUT_HOLD_MESSAGES.freezeLinkInvalid),
});
export const payoutFreezeResponseSchema = z.object({ message: z.string() });

/** An admin lifts a freeze, saying why (kept in the audit trail). */
export const unfreezePayoutsRequestSchema = z.object({
  reason: z
    .string({ error: PAYOUT_HOLD_MESSAGES.unfreezeReason })
    .trim()
    .min(10, PAYOUT_HOLD_MESSAGES.unfreezeReason)
    .max(500, PAYOUT_HOLD_MESSAGES.unfreezeReason),
});
