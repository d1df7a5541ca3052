import { randomUUID } from 'node:crypto';
import { fullDelivery } from '../test/support/escrow';
import { bidBody, gigBody, usdc } from '../test/support/marketplace';
import type { HttpClient } from './http-client';
import type { IdPool } from './id-pool';
import { pngUpload } from './multipart-bodies';
import { expectStatus, SETUP_TIMEOUT_MS, setupCaller, type Roles } from './roles';

/** The states the seeded contracts are taken to, one contract each. */
const STATES = ['awaiting funding', 'funded', 'delivered', 'disputed'] as const;

/**
 * Before the fuzz: the fuzz roles' own gigs, bids and contracts in each state a contract action
 * needs (awaiting funding, funded, delivered, disputed), money in the buyer's wallet and uploaded
 * files, all through the API, so path params can name real things the caller owns, the money
 * routes have escrow to move, and the ledger check has something to prove.
 */
export async function seedState(client: HttpClient, roles: Roles, pool: IdPool): Promise<void> {
  const call = setupCaller(client, pool);
  const [buyer, seller, admin] = (['buyer', 'seller', 'admin'] as const).map((role) =>
    roles.cookie(role),
  ) as [string, string, string];
  const money = async (path: string, body?: unknown) => {
    const headers: Record<string, string> = { cookie: buyer, 'idempotency-key': randomUUID() };
    if (body) headers['content-type'] = 'application/json';
    const payload = body ? Buffer.from(JSON.stringify(body)) : undefined;
    const outcome = await client.send(
      { method: 'POST', path, headers, body: payload },
      SETUP_TIMEOUT_MS,
    );
    pool.harvest(expectStatus(outcome, 200, `POST ${path}`));
  };

  const attachment = (await upload(client, buyer, '/api/gig-attachments')) as {
    attachment: { id: string };
  };
  pool.harvest(attachment);
  await money('/api/wallet/faucet', { amountMinor: usdc(5_000) });

  for (const [i, state] of STATES.entries()) {
    const attachmentIds = i === 0 ? [attachment.attachment.id] : [];
    const { gig } = (await call('POST', '/api/gigs', 201, gigBody({ attachmentIds }), buyer)) as {
      gig: { id: string };
    };
    const bid = bidBody({ amountMinor: usdc(100 + i) });
    const placed = (await call('POST', `/api/gigs/${gig.id}/bids`, 201, bid, seller)) as {
      bid: { id: string };
    };
    const accepted = (await call(
      'POST',
      `/api/bids/${placed.bid.id}/accept`,
      200,
      undefined,
      buyer,
    )) as {
      contract: { id: string };
    };
    const id = accepted.contract.id;
    if (state === 'awaiting funding') continue;
    await money(`/api/contracts/${id}/fund`);
    if (state === 'funded') continue;
    pool.harvest(await upload(client, seller, `/api/contracts/${id}/delivery-files`));
    await call('POST', `/api/contracts/${id}/deliveries`, 200, fullDelivery(), seller);
    if (state === 'delivered') continue;
    const reason = 'The report leaves out the registry search we agreed on in the contract.';
    await call('POST', `/api/contracts/${id}/dispute`, 200, { reason }, buyer);
  }
  // A gig left open with a pending bid, for the bid routes.
  const { gig: open } = (await call('POST', '/api/gigs', 201, gigBody(), buyer)) as {
    gig: { id: string };
  };
  await call('POST', `/api/gigs/${open.id}/bids`, 201, bidBody(), seller);

  // Reads that hand out more ids: notifications, the admin's lists, the search.
  for (const [path, cookie] of [
    ['/api/notifications', buyer],
    ['/api/notifications', seller],
    ['/api/admin/profiles', admin],
    ['/api/admin/disputes', admin],
    ['/api/gigs', seller],
    ['/api/money/movements', buyer],
  ] as const)
    await call('GET', path, 200, undefined, cookie);
}

async function upload(client: HttpClient, cookie: string, path: string): Promise<unknown> {
  const { body, contentType } = pngUpload();
  const headers = { cookie, 'content-type': contentType };
  const outcome = await client.send({ method: 'POST', path, headers, body }, SETUP_TIMEOUT_MS);
  return expectStatus(outcome, 201, `uploading a PNG to ${path}`);
}
