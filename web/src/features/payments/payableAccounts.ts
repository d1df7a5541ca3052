import type { BankAccount } from '@titletrust/shared';

/** A new account waits PAYOUT_HOLD_HOURS before it may receive a payout (the server's rule). */
export const isHeld = (account: BankAccount, now: Date) =>
  Date.parse(account.receivesPayoutsFrom) > now.getTime();

/** Whether a payout may go to the account now: approved (or matching) and past its hold. */
export const isPayable = (account: BankAccount, now: Date) =>
  account.state !== 'needs_approval' && !isHeld(account, now);
