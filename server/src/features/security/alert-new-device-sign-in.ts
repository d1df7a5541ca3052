import { describeDevice, lagosHoldTime } from '@titletrust/shared';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs';
import { newSignInEmail } from '../../platform/mail/email-templates';
import { queueEmail } from '../../platform/mail/queue-email';
import { recordAuditEvent } from '../audit';
import type { SecurityLinks } from './security-links';
import { isPlaceholderAddress } from '../../platform/mail/placeholder-address';

export interface NewDeviceSignIn {
  userId: string;
  email: string;
  name: string;
  at: Date;
  ipAddress: string | null;
  userAgent: string | null;
  /** A country code a proxy or CDN put on the request, if any (no outside look-up is made). */
  country: string | null;
}

/** Where the request came from, as far as the request itself says. */
function placeOf(signIn: NewDeviceSignIn): string {
  const address = signIn.ipAddress ? `the address ${signIn.ipAddress}` : 'an unknown address';
  return signIn.country ? `${address} (${signIn.country.toUpperCase()})` : address;
}

/**
 * A sign-in from a browser the account had not used: the owner hears of it at once, with when,
 * what device and from where, and a link that signs out every session; the audit trail keeps it.
 */
export async function alertNewDeviceSignIn(
  deps: { db: Database; jobs: JobQueue; links: SecurityLinks },
  signIn: NewDeviceSignIn,
): Promise<void> {
  const device = describeDevice(signIn.userAgent);
  await recordAuditEvent(deps.db, {
    action: 'sign_in.new_device',
    actorId: signIn.userId,
    userId: signIn.userId,
    ipAddress: signIn.ipAddress,
    details: { device, country: signIn.country },
  });
  if (isPlaceholderAddress(signIn.email)) return;
  await queueEmail(
    deps.db,
    deps.jobs,
    newSignInEmail(signIn.email, signIn.name, {
      at: lagosHoldTime(signIn.at),
      device,
      place: placeOf(signIn),
      url: deps.links.signOutEverywhereUrl(signIn.userId),
    }),
  );
}
