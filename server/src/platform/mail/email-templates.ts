import { SECURITY_LINK_DAYS } from '@titletrust/shared';
import type { OutgoingEmail } from './mail-transport';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0b6e4f;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555">Or paste this link into your browser: ${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1a1a;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px;color:#0b6e4f">${escapeHtml(title)}</h1>${body}${button}<p style="margin-top:32px;font-size:12px;color:#777">TitleTrust · Property due diligence with escrow</p></body></html>`;
}

export function passwordResetEmail(
  to: string,
  name: string,
  url: string,
  expiresInMinutes: number,
): OutgoingEmail {
  const paragraphs = [
    `Hello ${name},`,
    `Someone asked to reset the password of your TitleTrust account. The link below works once and expires in ${expiresInMinutes} minutes.`,
    'If it was not you, ignore this e-mail: your password stays as it is.',
  ];
  return {
    to,
    subject: 'Reset your TitleTrust password',
    text: `${paragraphs.join('\n\n')}\n\nReset your password: ${url}\n`,
    html: layout('Reset your password', paragraphs, { label: 'Choose a new password', url }),
  };
}

export function emailVerificationEmail(
  to: string,
  name: string,
  url: string,
  expiresInHours: number,
): OutgoingEmail {
  const paragraphs = [
    `Hello ${name},`,
    `Please confirm that this is your email address by opening the link below. It expires in ${expiresInHours} hours.`,
    'If you did not create a TitleTrust account, ignore this e-mail and do not open the link: someone may have typed your address by mistake.',
  ];
  return {
    to,
    subject: 'Verify your email address for TitleTrust',
    text: `${paragraphs.join('\n\n')}\n\nVerify your email address: ${url}\n`,
    html: layout('Verify your email address', paragraphs, {
      label: 'Verify my email address',
      url,
    }),
  };
}

export function walletReadyEmail(to: string, name: string, address: string): OutgoingEmail {
  const paragraphs = [
    `Hello ${name},`,
    'Your TitleTrust wallet is ready. Creating it took a little longer than usual, and we kept trying until it worked.',
    `Its address is ${address}. You can see it, and fund it, on your wallet page.`,
  ];
  return {
    to,
    subject: 'Your TitleTrust wallet is ready',
    text: paragraphs.join('\n\n') + '\n',
    html: layout('Your wallet is ready', paragraphs),
  };
}

/** An in-app notification, also by e-mail: its title, its text and a link to what it is about. */
export function notificationEmail(
  to: string,
  name: string,
  notice: { title: string; body: string; url: string | null },
): OutgoingEmail {
  const paragraphs = [`Hello ${name},`, notice.body];
  const action = notice.url ? { label: 'Open TitleTrust', url: notice.url } : undefined;
  return {
    to,
    subject: `${notice.title} · TitleTrust`,
    text: `${paragraphs.join('\n\n')}\n${notice.url ? `\n${notice.url}\n` : ''}`,
    html: layout(notice.title, paragraphs, action),
  };
}

/**
 * Sent at once when a payout destination is added: the owner learns of it while it still waits
 * (PAYOUT_HOLD_HOURS) and can stop it with the "This wasn't me" link.
 */
export function payoutDestinationAddedEmail(
  to: string,
  name: string,
  added: { destination: string; addedAt: string; receivesFrom: string; url: string },
): OutgoingEmail {
  const paragraphs = [
    `Hello ${name},`,
    `A payout account was added to your TitleTrust account on ${added.addedAt}: ${added.destination}.`,
    `It can receive money from ${added.receivesFrom}. If you added it, there is nothing to do.`,
    "If this wasn't you, open the link below now: it freezes payouts from your account, signs " +
      `out every session and tells our team. The link works for ${SECURITY_LINK_DAYS} days.`,
  ];
  return {
    to,
    subject: 'A payout account was added to your TitleTrust account',
    text: `${paragraphs.join('\n\n')}\n\nThis wasn't me: ${added.url}\n`,
    html: layout('A payout account was added', paragraphs, {
      label: "This wasn't me",
      url: added.url,
    }),
  };
}

// ── Account changes: the owner hears of each at once, where a thief cannot hide it ───────────

const lagosTime = (at: Date) =>
  `${new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Lagos',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(at)} (Lagos time)`;

export function passwordChangedEmail(
  to: string,
  name: string,
  change: { at: Date; signInUrl: string; supportEmail: string },
): OutgoingEmail {
  const paragraphs = [
    `Hello ${name},`,
    `The password of your TitleTrust account was changed on ${lagosTime(change.at)}, and every other device was signed out.`,
    'If you did this, there is nothing more to do.',
    `If it was not you, reset your password now with “Forgot password?” on the sign-in page, and write to ${change.supportEmail} so we can check your account.`,
  ];
  return {
    to,
    subject: 'Your TitleTrust password was changed',
    text: `${paragraphs.join('\n\n')}\n\nSign in: ${change.signInUrl}\n`,
    html: layout('Your password was changed', paragraphs, {
      label: 'Go to sign-in',
      url: change.signInUrl,
    }),
  };
}

export function newSignInEmail(
  to: string,
  name: string,
  signIn: { at: string; device: string; place: string; url: string },
): OutgoingEmail {
  const paragraphs = [
    `Hello ${name},`,
    `Your TitleTrust account was signed in to from a device it had not used before, on ${signIn.at}: ${signIn.device}, from ${signIn.place}.`,
    'If it was you, there is nothing to do.',
    "If it wasn't you, open the link below now: it signs out every session of your account. " +
      `Then choose a new password and turn on two-factor sign-in. The link works for ${SECURITY_LINK_DAYS} days.`,
  ];
  return {
    to,
    subject: 'New sign-in to your TitleTrust account',
    text: `${paragraphs.join('\n\n')}\n\nSign out everywhere: ${signIn.url}\n`,
    html: layout('New sign-in to your account', paragraphs, {
      label: 'Sign out everywhere',
      url: signIn.url,
    }),
  };
}
/** Sent to the new address: the account's address changes only once this link is opened. */
export function emailChangeLinkEmail(
  to: string,
  name: string,
  url: string,
  expiresInHours: number,
): OutgoingEmail {
  const paragraphs = [
    `Hello ${name},`,
    `You asked to use this address for your TitleTrust account. Open the link below to confirm it; it expires in ${expiresInHours} hours. Until then your account keeps its current address.`,
    'If you did not ask for this, ignore this e-mail and do not open the link.',
  ];
  return {
    to,
    subject: 'Confirm your new e-mail address for TitleTrust',
    text: `${paragraphs.join('\n\n')}\n\nConfirm your new e-mail address: ${url}\n`,
    html: layout('Confirm your new e-mail address', paragraphs, {
      label: 'Use this e-mail address',
      url,
    }),
  };
}

/** Sent to the old address once the change is done, with the wait it put on withdrawals. */
export function emailChangedEmail(
  to: string,
  name: string,
  change: { newEmail: string; at: Date; waitHours: number; supportEmail: string },
): OutgoingEmail {
  const paragraphs = [
    `Hello ${name},`,
    `The e-mail address of your TitleTrust account was changed to ${change.newEmail} on ${lagosTime(change.at)}. Messages about the account now go there, not here.`,
    `To protect your money, withdrawals from the account wait ${change.waitHours} hours.`,
    `If it was not you, write to ${change.supportEmail} at once, from this address, so we can stop it.`,
  ];
  return {
    to,
    subject: 'Your TitleTrust e-mail address was changed',
    text: paragraphs.join('\n\n') + '\n',
    html: layout('Your e-mail address was changed', paragraphs),
  };
}
