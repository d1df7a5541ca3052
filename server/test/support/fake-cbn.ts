import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A row as the CBN's GetAllExchangeRates answers it: figures as strings, one per currency and day. */
export interface CbnRow {
  id: number;
  currency: string;
  ratedate: string;
  buyingrate: string;
  centralrate: string;
  sellingrate: string;
}

/** A few days of the CBN's published series, newest first as the CBN lists it. */
export const CBN_SAMPLE: CbnRow[] = [
  {
    id: 60_690,
    currency: 'EURO',
    ratedate: '2026-12-04',
    buyingrate: '1630.3473',
    centralrate: '1630.9294',
    sellingrate: '1631.5115',
  },
  {
    id: 60_691,
    currency: 'US DOLLAR',
    ratedate: '2026-12-04',
    buyingrate: '1528.0000',
    centralrate: '1528.4995',
    sellingrate: '1528.9990',
  },
  {
    id: 60_670,
    currency: 'US DOLLAR',
    ratedate: '2026-12-03',
    buyingrate: '1530.0000',
    centralrate: '1530.5000',
    sellingrate: '1531.0000',
  },
  {
    id: 60_671,
    currency: 'POUNDS STERLING',
    ratedate: '2026-12-03',
    buyingrate: '1931.1000',
    centralrate: '1931.6000',
    sellingrate: '1932.1000',
  },
];

/**
 * A local stand-in for the CBN's exchange-rates endpoint (GET /api/GetAllExchangeRates): the
 * JSON array the CBN publishes. Tests swap what it answers (`body`) or make it fail (`status`).
 */
export async function startFakeCbn() {
  const state: { status: number; body: string; requests: number } = {
    status: 200,
    body: JSON.stringify(CBN_SAMPLE),
    requests: 0,
  };
  const server = createServer((req, res) => {
    state.requests += 1;
    if (req.url !== '/api/GetAllExchangeRates') {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    res.writeHead(state.status, { 'content-type': 'application/json' }).end(state.body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/GetAllExchangeRates`,
    state,
    answer(status: number, body: unknown) {
      state.status = status;
      state.body = typeof body === 'string' ? body : JSON.stringify(body);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
