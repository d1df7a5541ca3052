import { eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Database } from '../../../db/client';
import { localCustodyWallets } from '../../../db/schema';
import { decryptSecret, encryptSecret } from './custody-encryption';
import { WalletNotFoundError, type ProviderWallet, type WalletProvider } from './wallet-provider';

const BLOCKCHAIN = 'MATIC-AMOY';

function toProviderWallet(row: { id: string; address: string }): ProviderWallet {
  return {
    id: row.id,
    address: row.address,
    state: 'LIVE',
    blockchain: BLOCKCHAIN,
    accountType: 'EOA',
    custodyType: 'LOCAL',
    walletSetId: null,
  };
}

/**
 * The local test-network custodian, used when Circle is not configured: a real key pair per
 * wallet from viem, the private key sealed with the custody key. Creation is idempotent on the
 * key (a unique column), so a retry or a race returns the wallet made first.
 */
export function createLocalWalletProvider(db: Database, custodyKey: Buffer): WalletProvider {
  return {
    name: 'local',
    blockchain: BLOCKCHAIN,

    async createWallet({ idempotencyKey }) {
      const [existing] = await db
        .select({ id: localCustodyWallets.id, address: localCustodyWallets.address })
        .from(localCustodyWallets)
        .where(eq(localCustodyWallets.idempotencyKey, idempotencyKey));
      if (existing) return toProviderWallet(existing);

      const privateKey = generatePrivateKey();
      const { address } = privateKeyToAccount(privateKey);
      await db
        .insert(localCustodyWallets)
        .values({
          idempotencyKey,
          address,
          encryptedPrivateKey: encryptSecret(privateKey, custodyKey),
        })
        .onConflictDoNothing({ target: localCustodyWallets.idempotencyKey });
      const [created] = await db
        .select({ id: localCustodyWallets.id, address: localCustodyWallets.address })
        .from(localCustodyWallets)
        .where(eq(localCustodyWallets.idempotencyKey, idempotencyKey));
      return toProviderWallet(created!);
    },

    async getBalances({ id }) {
      const [row] = await db
        .select()
        .from(localCustodyWallets)
        .where(eq(localCustodyWallets.id, id));
      if (!row) throw new WalletNotFoundError(id);
      return { usdc: row.usdcBalance, native: BigInt(row.nativeBalance) };
    },

    async checkHealth() {
      // Decrypting a key proves the custody key still opens what it sealed.
      const [sample] = await db.select().from(localCustodyWallets).limit(1);
      if (sample)
        privateKeyToAccount(decryptSecret(sample.encryptedPrivateKey, custodyKey) as `0x${string}`);
      return sample
        ? 'Local custodian: keys readable with the custody key'
        : 'Local custodian: no wallets yet';
    },
  };
}
