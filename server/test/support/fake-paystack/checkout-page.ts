import { formatMoney } from '@titletrust/shared';
import type { FakeAnswer } from './answers';
import type { CheckoutOutcome, FakeTransaction, FakeTransactions } from './transactions';

const CHANNEL_NAMES: Record<string, string> = {
  card: 'Card',
  bank: 'Bank',
  ussd: 'USSD',
  qr: 'QR code',
  eft: 'EFT',
  mobile_money: 'Mobile money',
  bank_transfer: 'Bank transfer',
};
const OUTCOMES: readonly CheckoutOutcome[] = ['success', 'failed', 'abandoned'];

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const naira = (t: FakeTransaction) => formatMoney(BigInt(t.amount), 'NGN');

function page(title: string, body: string): FakeAnswer {
  return {
    status: 200,
    html: `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Paystack (test)</title>
<link rel="icon" href="data:,">
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f6f8; color: #1a1a1a; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 8px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
  dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; }
  fieldset { border: 1px solid #ccd; border-radius: 6px; margin: 1rem 0; }
  label { display: block; padding: .25rem 0; }
  .actions { display: flex; gap: .5rem; flex-wrap: wrap; }
  button { font: inherit; padding: .6rem 1.2rem; border-radius: 6px; border: 1px solid #0a7d4f; }
  button[value="success"] { background: #0a7d4f; color: #fff; }
  button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Paystack (test)</h1>
${body}
</main>
</body>
</html>
`,
  };
}

function summary(t: FakeTransaction) {
  return `<dl>
<dt>Amount</dt><dd>${escape(naira(t))}</dd>
<dt>Email</dt><dd>${escape(t.email)}</dd>
<dt>Reference</dt><dd>${escape(t.reference)}</dd>
</dl>`;
}

/** The payer's page: the amount, the channels offered, and Pay, Fail or Abandon. */
function checkoutForm(t: FakeTransaction) {
  const channels = t.channels
    .map(
      (channel, i) =>
        `<label><input type="radio" name="channel" value="${escape(channel)}"${i === 0 ? ' checked' : ''}> ${escape(CHANNEL_NAMES[channel] ?? channel)}</label>`,
    )
    .join('\n');
  return page(
    `Pay ${naira(t)}`,
    `<p>A stand-in for Paystack's checkout, for tests and local trials: no money moves.</p>
${summary(t)}
<form method="post" action="/checkout/${encodeURIComponent(t.accessCode)}">
<fieldset>
<legend>Pay with</legend>
${channels}
</fieldset>
<div class="actions">
<button type="submit" name="outcome" value="success">Pay</button>
<button type="submit" name="outcome" value="failed">Fail</button>
<button type="submit" name="outcome" value="abandoned">Abandon</button>
</div>
</form>`,
  );
}

const DONE_WORDS: Record<CheckoutOutcome, string> = {
  success: 'Payment successful',
  failed: 'Payment declined',
  abandoned: 'Payment abandoned',
};

/** Where the payer goes after choosing: the callback URL with Paystack's two query parameters. */
function returnUrl(t: FakeTransaction) {
  if (!t.callbackUrl) return undefined;
  try {
    const url = new URL(t.callbackUrl);
    url.searchParams.set('trxref', t.reference);
    url.searchParams.set('reference', t.reference);
    return url.toString();
  } catch {
    return undefined;
  }
}

function donePage(t: FakeTransaction) {
  const back = returnUrl(t);
  return page(
    DONE_WORDS[t.status],
    `<p role="status">${DONE_WORDS[t.status]}.</p>
${summary(t)}
${back ? `<p><a href="${escape(back)}">Return to the merchant</a></p>` : '<p>You can close this page.</p>'}`,
  );
}

/**
 * `GET /checkout/:access_code` shows the page; `POST` records the payer's choice (a paid
 * transaction sends charge.success) and sends them to the callback URL as Paystack does
 * (`?trxref=REF&reference=REF`), without waiting for the webhook's answer. A paid transaction's
 * page says so.
 */
export function checkoutPageAnswer(
  transactions: FakeTransactions,
  method: string,
  accessCode: string,
  form: Record<string, unknown>,
): FakeAnswer {
  const transaction = transactions.byAccessCode(accessCode);
  if (!transaction)
    return {
      ...page('Not found', '<p role="alert">This payment link is not valid.</p>'),
      status: 404,
    };
  if (method === 'GET')
    return transaction.status === 'success' ? donePage(transaction) : checkoutForm(transaction);
  const outcome = OUTCOMES.find((o) => o === form.outcome);
  if (method !== 'POST' || !outcome)
    return { ...page('Choose', '<p role="alert">Choose Pay, Fail or Abandon.</p>'), status: 400 };
  const channel = typeof form.channel === 'string' ? form.channel : undefined;
  transactions.decide(transaction, outcome, channel).catch((error: unknown) => {
    console.error('fake Paystack: the charge.success webhook could not be sent', error);
  });
  const back = returnUrl(transaction);
  return back ? { status: 302, location: back } : donePage(transaction);
}
