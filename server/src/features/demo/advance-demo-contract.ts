import { DUE_DILIGENCE_CHECKLIST, type SessionUser } from '@titletrust/shared';
import type { Database } from '../../db/client';
import { approveDelivery, deliverWork, fundContract } from '../contracts';
import { seedTestFunds } from '../money';
import type { WalletProvider } from '../wallets';

const asViewer = (id: string, role: 'buyer' | 'seller') => ({ id, role }) as SessionUser;

const DEMO_REPORT =
  'I searched the land registry and the relevant court registries and inspected the property. ' +
  'The title is genuine and registered to the seller; the details of each check are below, with ' +
  'certified true copies available on request.';

/**
 * Takes a demo contract as far as its gig says, through the real use cases and the ledger:
 * test USDC from the faucet for the client, the escrow funded, the work delivered (checklist
 * answered), and released. A provider that delivers test funds later (Circle) leaves the
 * contract awaiting funding.
 */
export async function advanceDemoContract(
  deps: { db: Database; provider: WalletProvider },
  contract: { id: string; buyerId: string; sellerId: string; amountMinor: bigint },
  progress: 'funded' | 'delivered' | 'completed',
) {
  const { db, provider } = deps;
  const funded = await db.transaction(async (tx) => {
    const deposit = await seedTestFunds(tx, provider, contract.buyerId, {
      amountMinor: contract.amountMinor,
      idempotencyKey: `demo-funding-${contract.id}`,
    });
    if (!deposit) return false;
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
