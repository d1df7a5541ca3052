import { formatMoney, PAGES } from '@titletrust/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { payouts, providerBalanceChecks } from '../../db/schema';
import { nairaThroughProvider } from '../ledger';
import { notifyAdmins } from '../notifications';
import type { PaymentsProvider } from './providers/payments-provider';

type BalanceCheckRow = typeof providerBalanceChecks.$inferSelect;

/**
 * What the ledger says Paystack holds for us in naira (decision 060): the naira paid in through
 * Paystack checkouts, less the naira paid out through Paystack payouts and not returned, less the
 * payouts sent but not settled yet (processing, an OTP one included: Paystack takes a transfer's
 * amount from the balance when it accepts it, and gives it back if it fails or is reversed). Read
 * in one snapshot, so a payout settling meanwhile is counted once.
 *
 * Not in it, so a difference of that size is expected and explained by an administrator: money
 * the business put in or settled out itself, and Paystack's transfer fees (the checkout fee is
 * the payer's and covers Paystack's). A difference that stays the same from day to day is such a
 * known one; a new or changed difference is what an administrator is told about.
 */
async function expectedBalance(db: Database): Promise<bigint> {
  return db.transaction(
    async (tx: Tx) => {
      const { paidIn, paidOut } = await nairaThroughProvider(tx, 'paystack');
      const [inFlight] = await tx
        .select({ amount: sql<string>`coalesce(sum(${payouts.amountMinor}), 0)::text` })
        .from(payouts)
        .where(and(eq(payouts.provider, 'paystack'), eq(payouts.state, 'processing')));
      return paidIn - paidOut - BigInt(inFlight!.amount);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

const differenceOf = (check: Pick<BalanceCheckRow, 'ledgerMinor' | 'providerMinor'>) =>
  check.providerMinor - check.ledgerMinor;

/**
 * The daily comparison (Paystack only): what the ledger says Paystack holds for us in naira with
 * what Paystack's balance says, written down as a balance check. The administrators are told
 * when the difference is not zero and not the one the previous check found.
 */
export async function checkProviderBalance(deps: {
  db: Database;
  provider: PaymentsProvider;
}): Promise<BalanceCheckRow | null> {
  const { db, provider } = deps;
  if (provider.name !== 'paystack') return null;
  const ledgerMinor = await expectedBalance(db);
  // Paystack lists no naira balance for an integration that never held any.
  const providerMinor = (await provider.balance()) ?? 0n;

  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select()
      .from(providerBalanceChecks)
      .where(
        and(
          eq(providerBalanceChecks.provider, 'paystack'),
          eq(providerBalanceChecks.currency, 'NGN'),
        ),
      )
      .orderBy(desc(providerBalanceChecks.checkedAt))
      .limit(1);
    const [check] = await tx
      .insert(providerBalanceChecks)
      .values({ provider: 'paystack', currency: 'NGN', ledgerMinor, providerMinor })
      .returning();
    const difference = differenceOf(check!);
    if (difference !== 0n && (!previous || differenceOf(previous) !== difference)) {
      await notifyAdmins(tx, {
        type: 'provider_balance_difference',
        title: 'Paystack balance differs from the ledger',
        body: `Paystack reports ${formatMoney(providerMinor, 'NGN')}; the ledger says it holds ${formatMoney(ledgerMinor, 'NGN')} for us (${difference > 0n ? 'more' : 'less'} by ${formatMoney(difference < 0n ? -difference : difference, 'NGN')}).`,
        href: PAGES.adminPayments.path,
        email: true,
      });
    }
    return check!;
  });
}
