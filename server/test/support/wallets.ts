import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import type { FastifyInstance } from 'fastify';

export const TEST_SITE = 'http://localhost:3000';

export const newWallet = (): PrivateKeyAccount => privateKeyToAccount(generatePrivateKey());

export async function fetchNonce(app: FastifyInstance): Promise<string> {
  return (await app.inject({ method: 'POST', url: '/api/accounts/wallet/nonce' })).json<{
    nonce: string;
  }>().nonce;
}

/** An EIP-4361 message as the browser builds it, with overrides for the hostile variants. */
export function siweMessage(
  wallet: PrivateKeyAccount,
  nonce: string,
  overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {},
): string {
  const now = Date.now();
  return createSiweMessage({
    domain: new URL(TEST_SITE).host,
    address: wallet.address,
    statement: 'Sign in to TitleTrust.',
    uri: TEST_SITE,
    version: '1',
    chainId: 80002,
    nonce,
    issuedAt: new Date(now),
    expirationTime: new Date(now + 5 * 60_000),
    ...overrides,
  });
}

export async function signedSiwe(app: FastifyInstance, wallet: PrivateKeyAccount, overrides = {}) {
  const message = siweMessage(wallet, await fetchNonce(app), overrides);
  return { message, signature: await wallet.signMessage({ message }) };
}
