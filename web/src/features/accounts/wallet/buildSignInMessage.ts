import type { AppConfig } from '@titletrust/shared';
import type { Address } from 'viem';
import { createSiweMessage } from 'viem/siwe';

export const SIGN_IN_STATEMENT = 'Sign in to TitleTrust.';

/** How long a signed message stays usable; the server refuses anything claiming more. */
export const SIGN_IN_MESSAGE_LIFETIME_MS = 5 * 60_000;

/** The wallet's current chain when this installation accepts it, else the default chain. */
export function chainIdForSignIn(walletChainId: number | undefined, wallet: AppConfig['wallet']) {
  return walletChainId !== undefined && wallet.chainIds.includes(walletChainId)
    ? walletChainId
    : wallet.defaultChainId;
}

/** eth_chainId answers a hex quantity such as "0x13882". */
export function parseChainId(raw: unknown): number | undefined {
  if (typeof raw !== 'string' || !/^0x[0-9a-f]+$/i.test(raw)) return undefined;
  const chainId = Number.parseInt(raw, 16);
  return Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined;
}

export interface SignInMessageInput {
  address: Address;
  chainId: number;
  nonce: string;
  /** The page's location: the message binds our host and origin (EIP-4361 domain and URI). */
  location: Pick<Location, 'host' | 'origin'>;
  now?: Date;
}

/** The Sign-In with Ethereum (EIP-4361) message the wallet is asked to sign. */
export function buildSignInMessage({
  address,
  chainId,
  nonce,
  location,
  now = new Date(),
}: SignInMessageInput): string {
  return createSiweMessage({
    domain: location.host,
    address,
    statement: SIGN_IN_STATEMENT,
    uri: location.origin,
    version: '1',
    chainId,
    nonce,
    issuedAt: now,
    expirationTime: new Date(now.getTime() + SIGN_IN_MESSAGE_LIFETIME_MS),
  });
}
