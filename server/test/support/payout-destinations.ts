import { PAYOUT_HOLD_HOURS } from '@titletrust/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Database } from '../../src/db/client';
import { bankAccounts, withdrawalAddresses } from '../../src/db/schema';
import { getAs, postAs } from './escrow';
import type { Persona } from './personas';

/** An hour past the hold: a destination this old may receive money. */
export const PAST_THE_HOLD_HOURS = PAYOUT_HOLD_HOURS + 1;

const hoursAgo = (hours: number) => sql`now() - make_interval(hours => ${hours})`;

/**
 * Moves the clock of a user's payout destinations (bank accounts and withdrawal addresses) back
 * by `hours`, as if they were saved that much earlier: tests that pay out to a destination they
 * just added arrange the 24 hours a real owner waits, rather than skip the rule.
 */
export async function ageDestinations(
  db: Database,
  userId: string,
  hours: number = PAST_THE_HOLD_HOURS,
): Promise<void> {
  const back = sql`make_interval(hours => ${hours})`;
  await db
    .update(bankAccounts)
    .set({ createdAt: sql`${bankAccounts.createdAt} - ${back}` })
    .where(eq(bankAccounts.userId, userId));
  await db
    .update(withdrawalAddresses)
    .set({ addedAt: sql`${withdrawalAddresses.addedAt} - ${back}` })
    .where(eq(withdrawalAddresses.userId, userId));
}

/** A fresh outside address (EIP-55 checksummed). */
export const externalAddress = () => privateKeyToAccount(generatePrivateKey()).address;

/**
 * A fresh outside address that `userId` saved to withdraw to `hours` ago (long enough to
 * receive now unless told otherwise), written straight to the table as a test's arrangement.
 */
export async function savedWithdrawalAddress(
  db: Database,
  userId: string,
  hours: number = PAST_THE_HOLD_HOURS,
): Promise<`0x${string}`> {
  const address = externalAddress();
  await db
    .insert(withdrawalAddresses)
    .values({ userId, address: address.toLowerCase(), addedAt: hoursAgo(hours) });
  return address;
}

/**
 * Saves one of the local test bank's accounts in the professional's name (the one whose
 * transfers end `outcome`) through the route, as the payouts page does; its id.
 */
export async function saveTestBankAccount(
  app: FastifyInstance,
  seller: Persona,
  outcome: 'paid' | 'fails' | 'reversed' | 'processing' = 'paid',
): Promise<string> {
  const listed = await getAs(app, seller, '/api/payments/test-bank-accounts');
  const account = listed
    .json<{ accounts: { bankCode: string; accountNumber: string; outcome: string }[] }>()
    .accounts.find((candidate) => candidate.outcome === outcome)!;
  const saved = await postAs(app, seller, '/api/payments/bank-accounts', {
    bankCode: account.bankCode,
    accountNumber: account.accountNumber,
  });
  if (saved.statusCode !== 201) throw new Error(`saving the account failed: ${saved.body}`);
  return saved.json<{ account: { id: string } }>().account.id;
}
