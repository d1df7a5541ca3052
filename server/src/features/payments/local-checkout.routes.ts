import { formatMoney } from '@titletrust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../http/route-deps';
import { styleNonceOf } from '../../http/security-headers';
import {
  decideLocalCheckout,
  localCheckoutPath,
  readLocalCheckout,
} from './providers/local-payments';

const CHOICES = { pay: 'success', fail: 'failed', abandon: 'abandoned' } as const;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Where the provider sends the payer back, as Paystack does: `?trxref=…&reference=…`. */
function callbackOf(callbackUrl: string, reference: string) {
  const url = new URL(callbackUrl);
  url.searchParams.set('trxref', reference);
  url.searchParams.set('reference', reference);
  return url.toString();
}

function page(nonce: string, body: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local test checkout · TitleTrust</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style nonce="${nonce}">
body{font-family:system-ui,sans-serif;background:#f4f6f8;color:#1a1b1e;margin:0;padding:2rem 1rem}
main{max-width:26rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.25rem;margin:0 0 .25rem} p.note{color:#5c5f66;font-size:.875rem}
dl{display:grid;grid-template-columns:1fr auto;gap:.5rem 1rem;margin:1.25rem 0}
dd{margin:0;text-align:right;font-variant-numeric:tabular-nums} .total{font-weight:700}
form{display:flex;flex-direction:column;gap:.5rem}
button{font:inherit;padding:.7rem;border-radius:8px;border:1px solid #ced4da;background:#fff;cursor:pointer}
button.pay{background:#0b7a3e;border-color:#0b7a3e;color:#fff;font-weight:600}
</style></head><body><main>${body}</main></body></html>`;
}

/**
 * The local payments provider's checkout page, standing in for Paystack's hosted one: it shows
 * what the payer is charged and offers Pay, Fail and Abandon, then sends them to our callback.
 * Plain HTML forms, no script: it is the provider's page, not the app's.
 */
export const localCheckoutRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  // Only this page posts a form; the API takes JSON.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const params = z.object({ reference: z.string().regex(/^[\w-]{1,64}$/) });

  app.get(
    '/pay/local/:reference',
    { config: { access: 'public' }, schema: { hide: true, params } },
    async (request, reply) => {
      const checkout = await readLocalCheckout(db, request.params.reference);
      void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const nonce = styleNonceOf(reply.raw);
      if (!checkout)
        return reply
          .status(404)
          .send(page(nonce, '<h1>No such checkout</h1><p>This payment link is not known.</p>'));
      const amount = checkout.chargeMinor - checkout.feeMinor;
      const summary = `<dl><dt>Amount</dt><dd>${formatMoney(amount, 'NGN')}</dd>
<dt>Provider fee</dt><dd>${formatMoney(checkout.feeMinor, 'NGN')}</dd>
<dt class="total">You pay</dt><dd class="total">${formatMoney(checkout.chargeMinor, 'NGN')}</dd></dl>`;
      if (checkout.status !== 'pending') {
        const back = escapeHtml(callbackOf(checkout.callbackUrl, checkout.reference));
        return reply.send(
          page(
            nonce,
            `<h1>This checkout is closed</h1>${summary}<p>It was ${checkout.status === 'success' ? 'paid' : checkout.status}. <a href="${back}">Back to TitleTrust</a></p>`,
          ),
        );
      }
      const action = escapeHtml(localCheckoutPath(checkout.reference));
      return reply.send(
        page(
          nonce,
          `<h1>Local test checkout</h1>
<p class="note">No real money moves: this is TitleTrust's offline stand-in for the payments provider. Choose how the payment ends.</p>
<p>${escapeHtml(checkout.email)}</p>${summary}
<form method="post" action="${action}">
<button class="pay" name="choice" value="pay">Pay ${formatMoney(checkout.chargeMinor, 'NGN')}</button>
<button name="choice" value="fail">Fail</button>
<button name="choice" value="abandon">Abandon</button>
</form>`,
        ),
      );
    },
  );

  app.post(
    '/pay/local/:reference',
    {
      config: { access: 'public' },
      schema: {
        hide: true,
        params,
        body: z.object({ choice: z.enum(['pay', 'fail', 'abandon']) }),
      },
    },
    async (request, reply) => {
      const checkout = await decideLocalCheckout(
        db,
        request.params.reference,
        CHOICES[request.body.choice],
      );
      if (!checkout) return reply.status(404).type('text/plain').send('No such checkout');
      return reply.redirect(callbackOf(checkout.callbackUrl, checkout.reference), 303);
    },
  );
};
