import { DUE_DILIGENCE_CHECKLIST, type CurrencyCode, type SessionUser } from '@titletrust/shared';
import type { Database, Tx } from '../../db/client';
import { approveDelivery, deliverWork, fundContract } from '../contracts';
import { seedTestFunds } from '../money';
import { recordPaidTopUp } from '../payments';
import type { WalletProvider } from '../wallets';

const asViewer = (id: string, role: 'buyer' | 'seller') => ({ id, role }) as SessionUser;

const DEMO_REPORT =
  'I searched the land registry and the relevant court registries and inspected the property. ' +
  'The title is genuine and registered to the seller; the details of each check are below, with ' +
  'certified true copies available on request.';

interface DemoContract {
  id: string;
  buyerId: string;
  sellerId: string;
  amountMinor: bigint;
  currency: CurrencyCode;
}

/**
 * The client's money for the escrow: naira from a top-up paid before the demo began (a paid
 * checkout and its deposit), USDC from the test faucet. False
 * when the money is not there yet (a provider that delivers test USDC later, as Circle does).
 */
async function creditDemoClient(tx: Tx, provider: WalletProvider, contract: DemoContract) {
  if (contract.currency === 'NGN') {
    await recordPaidTopUp(tx, {
      userId: contract.buyerId,
      amountMinor: contract.amountMinor,
      key: `demo-funding-${contract.id}`,
      memo: 'Demo naira',
    });
    return true;
  }
  const deposit = await seedTestFunds(tx, provider, contract.buyerId, {
    amountMinor: contract.amountMinor,
    idempotencyKey: `demo-funding-${contract.id}`,
  });
  return deposit !== null;
}

/**
 * Takes a demo contract as far as its gig says, through the real use cases and the ledger: the
 * client's money (creditDemoClient), the escrow funded, the work delivered (checklist answered),
 * and released. A provider that delivers test USDC later (Circle) leaves the contract awaiting
 * funding.
 */
export async function advanceDemoContract(
  deps: { db: Database; provider: WalletProvider },
  contract: DemoContract,
  progress: 'funded' | 'delivered' | 'completed',
) {
  const { db, provider } = deps;
  const funded = await db.transaction(async (tx) => {
    if (!(await creditDemoClient(tx, provider, contract))) return false;
    await fundContract(tx, asViewer(contract.buyerId, 'buyer'), contract.id);
    return true;
  });
  if (!funded || progress === 'funded') return;
  await db.transaction((tx) =>
    deliverWork(tx, asViewer(contract.sellerId, 'seller'), contract.id, {
      report: DEMO_REPORT,
      checklist: DUE_DILIGENCE_CHECKLIST.map((item) => ({
        key: item.key,
        outcome: 'confirmed' as const,
        note: '',
      })),
      fileIds: [],
    }),
  );
  if (progress === 'delivered') return;
  await db.transaction((tx) =>
    approveDelivery(tx, asViewer(contract.buyerId, 'buyer'), contract.id),
  );
}
