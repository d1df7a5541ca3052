import { formatMoney, PAGES, PAYMENTS_MESSAGES, type Checkout } from '@titletrust/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { paymentCheckouts } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { available, EXTERNAL, postEntry } from '../ledger';
import { notify, notifyAdmins } from '../notifications';
import { toCheckout } from './checkout-view';
import type { PaymentsProvider, VerifiedCheckout } from './providers/payments-provider';

/**
 * Funds a contract's escrow from the client's available balance, in the caller's transaction;
 * false when the contract can no longer be funded (cancelled, funded from another tab). Given by
 * the wiring (services.ts) from the contracts feature, which itself calls payments' pages.
 */
export type FundEscrow = (tx: Tx, userId: string, contractId: string) => Promise<boolean>;

export interface CheckoutDeps {
  db: Database;
  provider: PaymentsProvider;
  fundEscrow: FundEscrow;
}

/**
 * States a checkout can still be paid from. On Paystack's page an abandoned checkout may yet be
 * paid (a late bank transfer), and so may a failed one (the payer tries another card): money
 * that arrives for either is credited when the provider (or its webhook) says so.
 */
const PAYABLE = ['open', 'abandoned', 'failed'] as const;

/** The state an unpaid verdict closes a checkout in. */
const unpaidState = (status: VerifiedCheckout['status']) =>
  status === 'abandoned' ? ('abandoned' as const) : ('failed' as const);

async function readCheckout(db: Database | Tx, reference: string) {
  const [row] = await db
    .select()
    .from(paymentCheckouts)
    .where(eq(paymentCheckouts.reference, reference));
  return row;
}

type CheckoutRow = typeof paymentCheckouts.$inferSelect;

/** What a paid verdict says that is not what we asked for, in words for the admin; or null. */
function differenceOf(row: CheckoutRow, verdict: VerifiedCheckout): string | null {
  const asked = row.amountMinor + row.feeMinor;
  const differences = [
    verdict.reference !== row.reference &&
      `the reference is "${verdict.reference}", not "${row.reference}"`,
    verdict.currency !== row.currency &&
      `the currency is "${verdict.currency}", not ${row.currency}`,
    verdict.chargedMinor !== asked &&
      `the charge is ${formatMoney(verdict.chargedMinor, 'NGN')}, not ${formatMoney(asked, 'NGN')} (${formatMoney(row.amountMinor, 'NGN')} and the fee)`,
  ].filter((text): text is string => !!text);
  return differences.length
    ? `The ${row.provider} provider reports this checkout paid, but ${differences.join('; ')}.`
    : null;
}

/** A charge unlike what we asked: kept aside with the reason, the admins told, nothing credited. */
async function holdForReview(tx: Tx, row: CheckoutRow, reviewReason: string) {
  const [held] = await tx
    .update(paymentCheckouts)
    .set({ state: 'needs_review', reviewReason })
    .where(eq(paymentCheckouts.id, row.id))
    .returning();
  await notifyAdmins(tx, {
    type: 'checkout_needs_review',
    title: 'A naira payment needs checking',
    body: `Checkout ${row.reference} (${formatMoney(row.amountMinor, 'NGN')}) was not credited. ${reviewReason}`,
    href: PAGES.adminPayments.path,
    email: true,
  });
  return held!;
}

/**
 * Books the provider's verdict on a checkout, exactly once: the row is locked, and only a
 * checkout still payable moves. Paid: the amount (never the fee) is credited to the client's
 * available naira (a deposit entry, unique per checkout), then, for a contract's escrow, the
 * contract is funded from it in a savepoint — if it no longer can be, the money stays available.
 */
async function settleCheckout(deps: CheckoutDeps, reference: string, verdict: VerifiedCheckout) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(paymentCheckouts)
      .where(eq(paymentCheckouts.reference, reference))
      .for('update');
    if (!row || !(PAYABLE as readonly string[]).includes(row.state)) return row!;
    const amount = formatMoney(row.amountMinor, 'NGN');
    if (verdict.status !== 'success') {
      const [closed] = await tx
        .update(paymentCheckouts)
        .set({
          state: unpaidState(verdict.status),
          providerMessage: verdict.message,
          closedAt: sql`now()`,
        })
        .where(eq(paymentCheckouts.id, row.id))
        .returning();
      return closed!;
    }
    // The provider must have charged what we asked, under our reference: the amount plus the
    // fee, in naira. Otherwise nothing is credited and an administrator decides.
    const difference = differenceOf(row, verdict);
    if (difference) return holdForReview(tx, row, difference);
    // The contract before the accounts, the order every contract movement locks in.
    if (row.contractId)
      await tx.execute(sql`SELECT 1 FROM contracts WHERE id = ${row.contractId} FOR UPDATE`);
    await postEntry(tx, {
      kind: 'deposit',
      currency: 'NGN',
      lines: [
        { account: EXTERNAL, amount: -row.amountMinor },
        { account: available(row.userId), amount: row.amountMinor },
      ],
      userId: row.userId,
      checkoutId: row.id,
      memo: `Naira paid in (${reference})`,
    });
    let funded = false;
    if (row.purpose === 'escrow' && row.contractId) {
      const contractId = row.contractId;
      // A refusal (no longer fundable, short) rolls back the savepoint only.
      funded = await tx
        .transaction((savepoint) => deps.fundEscrow(savepoint, row.userId, contractId))
        .catch((error: unknown) => {
          if (error instanceof AppError) return false;
          throw error;
        });
    }
    const [paid] = await tx
      .update(paymentCheckouts)
      .set({
        state: 'paid',
        paidAt: verdict.paidAt ?? sql`now()`,
        escrowFundedAt: funded ? sql`now()` : null,
        providerMessage: verdict.message,
        closedAt: sql`now()`,
      })
      .where(eq(paymentCheckouts.id, row.id))
      .returning();
    await notify(tx, [
      {
        userId: row.userId,
        type: 'naira_paid_in',
        title: funded ? 'Paid into escrow' : 'Naira added',
        body: funded
          ? `${amount} was paid in and funds the contract's escrow.`
          : row.purpose === 'escrow'
            ? `${amount} was paid in. The contract could no longer be funded, so it is in your available balance.`
            : `${amount} was added to your available balance.`,
        href: funded ? `/contracts/${row.contractId}` : PAGES.payments.path,
      },
    ]);
    return paid!;
  });
}

/**
 * What happened to a checkout, asked of the provider while it is still payable and booked once
 * (the return page, a reload, a second tab, the sweeper and the webhook all come here). A
 * checkout the provider still calls pending stays open.
 */
export async function confirmCheckout(
  deps: CheckoutDeps,
  reference: string,
  userId?: string,
): Promise<Checkout> {
  const row = await readCheckout(deps.db, reference);
  if (!row) throw new AppError('NOT_FOUND', 'No checkout with that reference.');
  if (userId && row.userId !== userId)
    throw new AppError('FORBIDDEN', 'This checkout is another account’s.');
  if (!(PAYABLE as readonly string[]).includes(row.state)) return toCheckout(row);
  let verdict: VerifiedCheckout;
  try {
    verdict = await deps.provider.verifyCheckout(reference);
  } catch {
    // Whatever went wrong, the checkout stays as it was and the next look asks again.
    throw new AppError('SERVICE_UNAVAILABLE', PAYMENTS_MESSAGES.providerUnavailable);
  }
  if (
    verdict.status === 'pending' ||
    (verdict.status !== 'success' && unpaidState(verdict.status) === row.state)
  )
    return toCheckout(row);
  return toCheckout(await settleCheckout(deps, reference, verdict));
}
