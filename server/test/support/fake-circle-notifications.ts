import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import type { FakeAnswer } from './fake-circle-transactions';

export interface SignedNotification {
  body: string;
  headers: Record<string, string>;
}

/**
 * How Circle's webhook signs: a P-256 key pair whose public half Circle's API serves by key id
 * (base64 DER SubjectPublicKeyInfo, algorithm ECDSA_SHA_256), and an ECDSA signature over the
 * exact body bytes, base64 in X-Circle-Signature next to X-Circle-Key-Id.
 */
export function createFakeNotifications() {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const keyId = randomUUID();
  const subscriptionId = randomUUID();
  const deliveries: { notificationType: string; status: number }[] = [];

  function signed(notificationType: string, notification: unknown): SignedNotification {
    const body = JSON.stringify({
      subscriptionId,
      notificationId: randomUUID(),
      notificationType,
      notification,
      timestamp: new Date().toISOString(),
      version: 2,
    });
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-circle-key-id': keyId,
        'x-circle-signature': sign('sha256', Buffer.from(body), privateKey).toString('base64'),
      },
    };
  }

  /** POSTs a notification to our server as Circle does; answers the status we gave back. */
  async function deliver(url: string, notification: SignedNotification) {
    const response = await fetch(url, {
      method: 'POST',
      headers: notification.headers,
      body: notification.body,
    });
    const notificationType = (JSON.parse(notification.body) as { notificationType: string })
      .notificationType;
    deliveries.push({ notificationType, status: response.status });
    return { status: response.status, body: await response.json().catch(() => null) };
  }

  function publicKeyAnswer(id: string): FakeAnswer {
    if (id !== keyId) return { status: 404, body: { code: 404, message: 'Public key not found' } };
    return {
      status: 200,
      body: {
        data: {
          id: keyId,
          algorithm: 'ECDSA_SHA_256',
          publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
          createDate: new Date().toISOString(),
        },
      },
    };
  }

  return { keyId, signed, deliver, deliveries, publicKeyAnswer };
}
