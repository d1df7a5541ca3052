import { SIWE_MAX_VALIDITY_SECONDS } from '@titletrust/shared';
import { parseSiweMessage } from 'viem/siwe';
import type { Env } from '../../../config/env';

/** Clock difference tolerated between the signer's device and us. */
const CLOCK_SKEW_MS = 60_000;

export interface SiweClaims {
  address: string;
  chainId: number;
  nonce: string;
}

/**
 * The EIP-4361 checks Better Auth's plugin leaves to us, plus stricter time rules: the message
 * must name our domain and URI, an allowed chain, and carry an issue time and an expiry no more
 * than 10 minutes apart. Returns the claims, or undefined when any rule fails.
 */
export function checkSiweMessage(
  message: string,
  env: Pick<Env, 'PUBLIC_URL' | 'SIWE_CHAIN_IDS'>,
  now = Date.now(),
): SiweClaims | undefined {
  let parsed: ReturnType<typeof parseSiweMessage>;
  try {
    parsed = parseSiweMessage(message);
  } catch {
    return undefined;
  }
  const site = new URL(env.PUBLIC_URL);
  const { address, chainId, nonce, uri, domain, version, issuedAt, expirationTime } = parsed;
  if (!address || !chainId || !nonce || !uri || version !== '1') return undefined;
  if (domain !== site.host || !URL.canParse(uri) || new URL(uri).origin !== site.origin)
    return undefined;
  if (!env.SIWE_CHAIN_IDS.includes(chainId)) return undefined;
  if (!issuedAt || !expirationTime) return undefined;
  const issued = issuedAt.getTime();
  const expires = expirationTime.getTime();
  if (issued > now + CLOCK_SKEW_MS || now - issued > SIWE_MAX_VALIDITY_SECONDS * 1000)
    return undefined;
  if (expires <= now || expires - issued > SIWE_MAX_VALIDITY_SECONDS * 1000) return undefined;
  return { address, chainId, nonce };
}
