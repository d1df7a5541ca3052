import { WALLET_MESSAGES, type LinkedWallet, type WalletSignature } from '@titletrust/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { getAddress, verifyMessage, type Hex } from 'viem';
import type { Env } from '../../../config/env';
import type { Database } from '../../../db/client';
import { accounts, profiles, walletAddresses } from '../../../db/schema';
import { AppError } from '../../../platform/app-error';
import type { Auth } from '../auth';
import { checkSiweMessage } from './siwe-message-rules';
import { verifyFailed } from './sign-in-with-wallet';

export async function listWallets(db: Database, userId: string): Promise<LinkedWallet[]> {
  const rows = await db
    .select()
    .from(walletAddresses)
    .where(eq(walletAddresses.userId, userId))
    .orderBy(asc(walletAddresses.createdAt));
  return rows.map((row) => ({
    address: row.address,
    chainId: row.chainId,
    isPrimary: row.isPrimary,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Binds a wallet to the signed-in account after the same proof as a wallet sign-in: a fresh,
 * single-use nonce from our server, our domain, URI and chain, and a signature viem verifies. An
 * address belongs to one account: binding it to a second account is refused.
 */
export async function linkWallet(
  deps: { db: Database; auth: Auth; env: Env },
  userId: string,
  signed: WalletSignature,
): Promise<LinkedWallet[]> {
  const claims = checkSiweMessage(signed.message, deps.env);
  if (!claims) throw verifyFailed();
  const context = await deps.auth.$context;
  if (!(await context.internalAdapter.consumeVerificationValue(`siwe:${claims.nonce}`)))
    throw verifyFailed();
  // Better Auth stores and looks addresses up checksummed: a lower-case row would be invisible
  // to its wallet sign-in, which would then make a second account for the same address.
  const address = getAddress(claims.address);
  const valid = await verifyMessage({
    address,
    message: signed.message,
    signature: signed.signature as Hex,
  }).catch(() => false);
  if (!valid) throw verifyFailed();

  await deps.db.transaction(async (tx) => {
    // Two accounts racing to claim one address take turns here.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${address.toLowerCase()}))`);
    const owners = await tx
      .select({ userId: walletAddresses.userId, chainId: walletAddresses.chainId })
      .from(walletAddresses)
      .where(sql`lower(${walletAddresses.address}) = ${address.toLowerCase()}`);
    if (owners.some((owner) => owner.userId !== userId)) {
      throw new AppError('CONFLICT', WALLET_MESSAGES.walletTaken);
    }
    if (owners.some((owner) => owner.chainId === claims.chainId)) return;
    const [hasWallet] = await tx
      .select({ id: walletAddresses.id })
      .from(walletAddresses)
      .where(eq(walletAddresses.userId, userId))
      .limit(1);
    await tx
      .insert(walletAddresses)
      .values({ userId, address, chainId: claims.chainId, isPrimary: !hasWallet });
    // The account row lets Better Auth's wallet sign-in find this account from now on.
    await tx.insert(accounts).values({
      userId,
      providerId: 'siwe',
      accountId: `${address}:${claims.chainId}`,
    });
    await tx
      .update(profiles)
      .set({ ethAddress: address, updatedAt: new Date() })
      .where(and(eq(profiles.id, userId), isNull(profiles.ethAddress)));
  });
  return listWallets(deps.db, userId);
}
