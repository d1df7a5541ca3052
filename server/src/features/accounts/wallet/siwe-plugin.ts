import { randomBytes } from 'node:crypto';
import { siwe } from 'better-auth/plugins';
import { verifyMessage, type Hex } from 'viem';
import type { Env } from '../../../config/env';

/**
 * Sign-In with Ethereum through Better Auth's plugin: it issues single-use nonces (15 minutes),
 * and on verify checks the nonce, the domain, the expiry and — with viem — the signature. Our
 * route checks the rest first (the URI and the chain allow-list: siwe-message-rules.ts).
 */
export function siwePlugin(env: Pick<Env, 'PUBLIC_URL'>) {
  return siwe({
    domain: new URL(env.PUBLIC_URL).host,
    anonymous: true,
    getNonce: async () => randomBytes(16).toString('hex'),
    verifyMessage: async ({ message, signature, address }) =>
      verifyMessage({ address: address as Hex, message, signature: signature as Hex }).catch(
        () => false,
      ),
  });
}
