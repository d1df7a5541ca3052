import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../platform/app-error';
import { withTimeout, type CircleClient, WalletProviderError } from '../wallets';

const SIGNATURE_REFUSED = 'The notification is not signed by Circle.';

const signatureHeaders = z.object({
  'x-circle-signature': z.base64().min(1),
  'x-circle-key-id': z.uuid(),
});

/**
 * Circle rotates its signing key rarely, so a handful of key ids is all we should ever see.
 * Looking up an unknown id costs a call to Circle; forged requests naming random ids may not
 * make us hammer Circle's API, so such lookups are limited per minute (a genuine notification
 * refused meanwhile is retried by Circle, and the poll credits deposits anyway).
 */
const UNKNOWN_KEY_LOOKUPS_PER_MINUTE = 10;
const KEYS_KEPT = 20;

/** Circle's key: base64 of the DER SubjectPublicKeyInfo. */
function readKey(base64: string): KeyObject | undefined {
  try {
    return createPublicKey({ key: Buffer.from(base64, 'base64'), format: 'der', type: 'spki' });
  } catch {
    return undefined;
  }
}

function signedBy(key: KeyObject, body: Buffer, signature: Buffer): boolean {
  try {
    return verify('sha256', body, key, signature);
  } catch {
    return false; // a malformed DER signature throws rather than failing
  }
}

/**
 * Checks that a webhook notification comes from Circle, before anything else happens: an ECDSA
 * (P-256, SHA-256) signature over the exact bytes of the body, base64 in X-Circle-Signature,
 * made with the key X-Circle-Key-Id names. The public key comes from Circle's API once per key
 * id and is kept in memory. A missing or bad signature is refused with 401.
 */
export function createCircleSignatureVerifier(client: CircleClient, timeoutMs: number) {
  const keys = new Map<string, KeyObject>();
  let lookups = { windowStart: 0, count: 0 };

  async function publicKey(keyId: string): Promise<KeyObject> {
    const cached = keys.get(keyId);
    if (cached) return cached;
    const now = Date.now();
    if (now - lookups.windowStart > 60_000) lookups = { windowStart: now, count: 0 };
    if (++lookups.count > UNKNOWN_KEY_LOOKUPS_PER_MINUTE)
      throw new AppError('UNAUTHENTICATED', SIGNATURE_REFUSED);

    let data;
    try {
      data = (
        await withTimeout(
          client.getNotificationSignature(keyId),
          timeoutMs,
          'a notification key lookup',
        )
      ).data;
    } catch (error) {
      // Circle refusing the id (404) means no such key: the signature cannot be Circle's.
      if (error instanceof WalletProviderError && error.permanent)
        throw new AppError('UNAUTHENTICATED', SIGNATURE_REFUSED);
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'Circle could not be asked for its signing key; please retry.',
      );
    }
    const key = data?.algorithm === 'ECDSA_SHA_256' ? readKey(data.publicKey) : undefined;
    if (!key) throw new AppError('UNAUTHENTICATED', SIGNATURE_REFUSED);
    if (keys.size >= KEYS_KEPT) keys.delete(keys.keys().next().value!);
    keys.set(keyId, key);
    return key;
  }

  return {
    async verify(headers: Record<string, unknown>, rawBody: Buffer): Promise<void> {
      const parsed = signatureHeaders.safeParse(headers);
      if (!parsed.success) throw new AppError('UNAUTHENTICATED', SIGNATURE_REFUSED);
      const key = await publicKey(parsed.data['x-circle-key-id']);
      const signature = Buffer.from(parsed.data['x-circle-signature'], 'base64');
      if (!signedBy(key, rawBody, signature))
        throw new AppError('UNAUTHENTICATED', SIGNATURE_REFUSED);
    },
  };
}
