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
