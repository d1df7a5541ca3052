import { randomBytes } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signInDevices } from '../../db/schema';

interface SignIn {
  userId: string;
  /** The device id of the browser's signed device cookie for this account, if it has one. */
  knownDeviceId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
}

/**
 * Notes the browser of a completed sign-in in the account's devices. A browser with the account's
 * device cookie signed in before; one without is new, and is news to the owner when the account
 * has signed in somewhere else already (a first sign-up is not).
 */
export async function noteSignInDevice(
  db: Database,
  signIn: SignIn,
): Promise<{ deviceId: string; alertOwner: boolean }> {
  const seen = { userAgent: signIn.userAgent, ipAddress: signIn.ipAddress, lastSeenAt: sql`now()` };
  if (signIn.knownDeviceId) {
    await db
      .insert(signInDevices)
      .values({ userId: signIn.userId, deviceId: signIn.knownDeviceId, ...seen })
      .onConflictDoUpdate({ target: [signInDevices.userId, signInDevices.deviceId], set: seen });
    return { deviceId: signIn.knownDeviceId, alertOwner: false };
  }
  const deviceId = randomBytes(16).toString('base64url');
  const [others] = await db
    .select({ n: count() })
    .from(signInDevices)
    .where(and(eq(signInDevices.userId, signIn.userId)));
  await db.insert(signInDevices).values({ userId: signIn.userId, deviceId, ...seen });
  return { deviceId, alertOwner: (others?.n ?? 0) > 0 };
}
