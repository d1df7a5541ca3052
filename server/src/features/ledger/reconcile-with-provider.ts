import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import type { ProviderTransfer, WalletProvider } from '../wallets';
import type { LedgerProblem } from './ledger-problem';

type RecordedTransfer = {
  id: string;
  direction: 'deposit' | 'withdrawal';
  state: 'pending' | 'complete' | 'failed';
  provider: string;
  provider_transfer_id: string | null;
  amount: string;
  destination_address: string | null;
  /** The provider's id of the owner's custodial wallet. */
  wallet_id: string | null;
};

const problem = (subject: string, detail: string): LedgerProblem => ({
  invariant: 'provider_reconciliation',
  subject,
  detail,
});

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What the provider says of one of our transfers, compared field by field. */
function compare(
  ours: RecordedTransfer,
  theirs: ProviderTransfer,
  expectedState: ProviderTransfer['state'],
): string[] {
  const differences: string[] = [];
  if (theirs.state !== expectedState)
    differences.push(`we say ${ours.state}, the provider says ${theirs.state}`);
  if (theirs.amountMinor.toString() !== ours.amount)
    differences.push(`we booked ${ours.amount}, the provider moved ${theirs.amountMinor}`);
  if (ours.wallet_id && theirs.walletId !== ours.wallet_id)
    differences.push(
      `it went through wallet ${theirs.walletId}, not the owner's ${ours.wallet_id}`,
    );
  if (
    ours.direction === 'withdrawal' &&
    theirs.destinationAddress?.toLowerCase() !== ours.destination_address?.toLowerCase()
  )
    differences.push(`sent to ${theirs.destinationAddress}, not ${ours.destination_address}`);
  return differences;
}

/**
 * Compares our wallet transfers with the provider's records: every credited deposit is a
 * COMPLETE inbound transfer of the same amount into the owner's wallet; every settled withdrawal
 * is COMPLETE (or FAILED) there with the same amount and destination; and every COMPLETE inbound
 * transfer into a user's wallet, older than `notCreditedBefore`, was credited. Pending withdrawals
 * are in flight and left alone (asking the provider about them may move them on).
 */
export async function reconcileWithProvider(
  q: Database | Tx,
  provider: WalletProvider,
  options: { notCreditedBefore: Date },
): Promise<{ problems: LedgerProblem[]; reconciled: number; otherProvider: number }> {
  const { rows } = await q.execute<RecordedTransfer>(sql`
    SELECT t.id, t.direction, t.state, t.provider, t.provider_transfer_id,
           t.amount_minor::text AS amount, t.destination_address, w.circle_wallet_id AS wallet_id
    FROM wallet_transfers t LEFT JOIN user_wallets w ON w.user_id = t.user_id
    WHERE NOT (t.direction = 'withdrawal' AND t.state = 'pending')`);
  const ours = rows.filter((row) => row.provider === provider.name);
  const problems: LedgerProblem[] = [];

  let inbound: Map<string, ProviderTransfer> | null = null;
  try {
    const listed = await provider.listInboundTransfers({ since: new Date(0) });
    inbound = new Map(listed.map((transfer) => [transfer.id, transfer]));
  } catch (error) {
    problems.push(problem('provider', `could not list inbound transfers: ${describe(error)}`));
  }

  let reconciled = 0;
  for (const transfer of ours) {
    const subject = `transfer ${transfer.id}`;
    if (!transfer.provider_transfer_id) {
      // A payout the provider refused outright never got a provider id; anything else must have.
      if (!(transfer.direction === 'withdrawal' && transfer.state === 'failed'))
        problems.push(
          problem(subject, `${transfer.state} ${transfer.direction} has no provider id`),
        );
      continue;
    }
    let theirs = inbound?.get(transfer.provider_transfer_id);
    if (!theirs) {
      try {
        theirs = await provider.getTransfer(transfer.provider_transfer_id);
      } catch (error) {
        problems.push(
          problem(subject, `the provider has no ${transfer.direction}: ${describe(error)}`),
        );
        continue;
      }
    }
    const expected = transfer.state === 'failed' ? 'FAILED' : 'COMPLETE';
    const differences = compare(transfer, theirs, expected);
    if (differences.length > 0) problems.push(problem(subject, differences.join('; ')));
    reconciled++;
  }

  if (inbound) {
    const credited = new Set(
      ours.filter((t) => t.direction === 'deposit').map((t) => t.provider_transfer_id),
    );
    const { rows: wallets } = await q.execute<{ wallet_id: string; user_id: string }>(sql`
      SELECT circle_wallet_id AS wallet_id, user_id FROM user_wallets
      WHERE circle_wallet_id IS NOT NULL AND provider = ${provider.name}`);
    const owners = new Map(wallets.map((wallet) => [wallet.wallet_id, wallet.user_id]));
    for (const transfer of inbound.values()) {
      const owner = owners.get(transfer.walletId);
      // What creditInboundTransfer would credit: settled USDC into one of our users' wallets.
      const creditable =
        owner &&
        transfer.direction === 'inbound' &&
        transfer.state === 'COMPLETE' &&
        transfer.asset === 'USDC' &&
        transfer.amountMinor > 0n;
      if (
        creditable &&
        transfer.createdAt < options.notCreditedBefore &&
        !credited.has(transfer.id)
      )
        problems.push(
          problem(
            `provider transfer ${transfer.id}`,
            `${transfer.amountMinor} arrived in the wallet of user ${owner} and was never credited`,
          ),
        );
    }
  }
  return { problems, reconciled, otherProvider: rows.length - ours.length };
}
