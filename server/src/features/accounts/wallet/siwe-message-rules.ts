import { SIWE_MAX_VALIDITY_SECONDS } from '@titletrust/shared';
import { getAddress } from 'viem';
import { createSiweMessage, parseSiweMessage } from 'viem/siwe';
import type { Env } from '../../../config/env';

/** Clock difference tolerated between the signer's device and us. */
const CLOCK_SKEW_MS = 60_000;

export interface SiweClaims {
  /** EIP-55 checksummed, the form Better Auth stores and looks addresses up in. */
  address: `0x${string}`;
  chainId: number;
  nonce: string;
}

type ParsedSiwe = ReturnType<typeof parseSiweMessage>;

/**
 * viem's parser is not anchored and Better Auth's keeps the last of duplicated fields, so a
 * message with a second "Chain ID:" or "Expiration Time:" line could satisfy our rules with one
 * value and the plugin with another. Only a message exactly as viem would write it from its own
 * parsed fields is accepted: no extra, duplicated or reordered lines, no second spelling of a
 * date, a checksummed address. Serialising an invalid date throws, which also refuses it.
 */
function isCanonical(message: string, parsed: ParsedSiwe): boolean {
  const { address, chainId, domain, nonce, uri, version } = parsed;
  if (!address || chainId === undefined || !domain || !nonce || !uri || version !== '1')
    return false;
  try {
    return (
      createSiweMessage({ ...parsed, address, chainId, domain, nonce, uri, version }) === message
    );
  } catch {
    return false;
  }
}

/** A malformed date parses to Invalid Date, against which every comparison is false. */
const validTime = (date: Date | undefined) =>
  date && !Number.isNaN(date.getTime()) ? date.getTime() : undefined;

/**
 * The EIP-4361 checks Better Auth's plugin leaves to us, plus stricter time rules: the message
 * must be in canonical form, name our domain and URI, an allowed chain, and carry an issue time
 * and an expiry no more than 10 minutes apart. Returns the claims, or undefined when any rule
 * fails.
 */
export function checkSiweMessage(
  message: string,
  env: Pick<Env, 'PUBLIC_URL' | 'SIWE_CHAIN_IDS'>,
  now = Date.now(),
): SiweClaims | undefined {
  let parsed: ParsedSiwe;
  try {
    parsed = parseSiweMessage(message);
  } catch {
    return undefined;
  }
  if (!isCanonical(message, parsed)) return undefined;
  const site = new URL(env.PUBLIC_URL);
  const { address, chainId, nonce, uri, domain } = parsed;
  if (!address || !chainId || !nonce || !uri) return undefined;
  if (domain !== site.host || !URL.canParse(uri) || new URL(uri).origin !== site.origin)
    return undefined;
  if (!env.SIWE_CHAIN_IDS.includes(chainId)) return undefined;
  const issued = validTime(parsed.issuedAt);
  const expires = validTime(parsed.expirationTime);
  if (issued === undefined || expires === undefined) return undefined;
  if (parsed.notBefore && validTime(parsed.notBefore) === undefined) return undefined;
  if (issued > now + CLOCK_SKEW_MS || now - issued > SIWE_MAX_VALIDITY_SECONDS * 1000)
    return undefined;
  if (expires <= now || expires - issued > SIWE_MAX_VALIDITY_SECONDS * 1000) return undefined;
  return { address: getAddress(address), chainId, nonce };
}
