import { createHmac } from 'node:crypto';

export type WebhookMode = 'normal' | 'duplicate' | 'out_of_order' | 'drop' | 'hold';

export interface SentWebhook {
  event: string;
  /** The exact bytes POSTed. */
  body: string;
  /** `x-paystack-signature`: hex HMAC-SHA512 of the body keyed with the secret key. */
  signature: string;
  /** Our server's answer, or null when it could not be reached. */
  status: number | null;
  /** 1 for the first delivery, then each retry. */
  attempt: number;
}

interface Signed {
  event: string;
  body: string;
  signature: string;
}

/** Paystack's webhook signature over the exact body bytes. */
export const paystackSignature = (body: string, secretKey: string) =>
  createHmac('sha512', secretKey).update(body).digest('hex');

/**
 * Paystack retries a delivery our server did not answer 2xx (hourly in test mode, every few
 * minutes live); the fake retries on the same principle, sooner, so a test sees it.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [250, 500, 1_000];

const delivered = (status: number | null) => status !== null && status >= 200 && status < 300;

/**
 * Signed webhook delivery, as Paystack does it: `{"event", "data"}` POSTed as JSON with
 * `x-paystack-signature`, retried when not answered 2xx. First deliveries go out one after the
 * other in the order the events happened, unless the mode says otherwise: each sent twice
 * (`duplicate`), a transfer's success held back until after its reversal (`out_of_order`),
 * none sent (`drop`), or kept until `flush()` (`hold`). Events happening while no URL is set
 * are not sent, as with no webhook URL in Paystack's dashboard.
 */
export function createWebhooks(options: { url: string | null; defaultKey: () => string }) {
  let url = options.url;
  let mode: WebhookMode = 'normal';
  let closed = false;
  const sent: SentWebhook[] = [];
  const held: Signed[] = [];
  /** out_of_order: events held back until the next event about the same object. */
  const heldBack = new Map<string, Signed[]>();
  const timers = new Set<NodeJS.Timeout>();
  let queue: Promise<unknown> = Promise.resolve();

  async function post(signed: Signed, attempt: number): Promise<number | null> {
    if (!url || closed) return null;
    let status: number | null;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signed.signature },
        body: signed.body,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      status = null;
    }
    sent.push({ ...signed, status, attempt });
    return status;
  }

  function retry(signed: Signed, attempt: number) {
    const delay = WEBHOOK_RETRY_DELAYS_MS[attempt - 2];
    if (delay === undefined || closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void post(signed, attempt).then((status) => {
        if (!delivered(status)) retry(signed, attempt + 1);
      });
    }, delay);
    timer.unref();
    timers.add(timer);
  }

  /** Queues a first delivery after those before it; resolves once it has been answered. */
  function deliver(signed: Signed): Promise<void> {
    const done = queue.then(async () => {
      if (!delivered(await post(signed, 1))) retry(signed, 2);
    });
    queue = done;
    return done;
  }

  /**
   * Sends an event about one object (`about`: its reference). `holdBack` marks an event that, in
   * out_of_order mode, waits until the next event about the same object has been sent.
   */
  async function emit(
    event: string,
    data: unknown,
    secretKey: string,
    about: string,
    holdBack = false,
  ) {
    const body = JSON.stringify({ event, data });
    const signed = { event, body, signature: paystackSignature(body, secretKey) };
    if (mode === 'drop') return;
    if (mode === 'hold') return void held.push(signed);
    if (!url) return;
    if (mode === 'out_of_order' && holdBack)
      return void heldBack.set(about, [...(heldBack.get(about) ?? []), signed]);
    const after = heldBack.get(about) ?? [];
    heldBack.delete(about);
    const copies = mode === 'duplicate' ? [signed, signed] : [signed];
    await Promise.all([...copies, ...after].map(deliver));
  }

  /** Sends what hold (or out_of_order) kept back, in the order it happened. */
  async function flush() {
    const pending = [...held.splice(0), ...[...heldBack.values()].flat()];
    heldBack.clear();
    await Promise.all(pending.map(deliver));
  }

  /** One delivery by hand (a replay, a forged signature): no retry; our server's status. */
  async function sendByHand(body: string, signature?: string): Promise<number> {
    if (!url) throw new Error('The fake Paystack has no webhook URL: call setWebhookUrl first');
    let event = '';
    try {
      const parsed = JSON.parse(body) as { event?: unknown };
      if (typeof parsed.event === 'string') event = parsed.event;
    } catch {
      // not JSON: sent as it is, which is the point of some tests
    }
    const signed = {
      event,
      body,
      signature: signature ?? paystackSignature(body, options.defaultKey()),
    };
    const status = await post(signed, 1);
    if (status === null) throw new Error(`The webhook URL ${url} could not be reached`);
    return status;
  }

  return {
    sent,
    emit,
    flush,
    sendByHand,
    setUrl: (next: string | null) => void (url = next),
    setMode: (next: WebhookMode) => void (mode = next),
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type FakeWebhooks = ReturnType<typeof createWebhooks>;
