import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../src/db/schema';
import { contractBetween, faucet, fullDelivery, inCurrency, moneyCall } from './support/escrow';
import { bidAs, bidBody, createVerifiedSeller, gigBody, postGigAs } from './support/marketplace';
import { documentBody, PNG } from './support/documents';
import { multipart } from './support/multipart';
import { createPersona, type Persona } from './support/personas';
import { buildTestApp, type TestApp } from './support/test-app';
import { useTestDatabase } from './support/test-database';

type Side = 'client' | 'professional';

/**
 * Every route that takes an id and is not public or admin-only, with what it acts on, who owns
 * that, and a body that passes its contract, so that only ownership can refuse the call. A
 * route missing here fails the first test: a new route cannot escape the sweep.
 */
interface OwnedRoute {
  resource: 'gig' | 'bid' | 'contract' | 'document' | 'thread' | 'review' | 'checkout';
  /** Only its owner on this side may call it; 'anyone' routes are open to every such account. */
  owner: Side | 'party' | 'anyone';
  /** The side whose other account tries it. */
  caller: Side;
  body?: () => Record<string, unknown>;
  multipart?: boolean;
}

const ROUTES: Record<string, OwnedRoute> = {
  'GET /api/gigs/:id': { resource: 'gig', owner: 'anyone', caller: 'client' },
  'PUT /api/gigs/:id': { resource: 'gig', owner: 'client', caller: 'client', body: gigBody },
  'POST /api/gigs/:id/cancel': { resource: 'gig', owner: 'client', caller: 'client' },
  'GET /api/gigs/:id/bids': { resource: 'gig', owner: 'client', caller: 'client' },
  'POST /api/gigs/:id/bids': {
    resource: 'gig',
    owner: 'anyone',
    caller: 'professional',
    body: bidBody,
  },
  'POST /api/bids/:id/accept': { resource: 'bid', owner: 'client', caller: 'client' },
  'POST /api/bids/:id/reject': { resource: 'bid', owner: 'client', caller: 'client' },
  'POST /api/bids/:id/withdraw': { resource: 'bid', owner: 'professional', caller: 'professional' },
  // Only the gig's client and the bid's professional negotiate its milestones.
  'POST /api/bids/:id/milestone-proposals': {
    resource: 'bid',
    owner: 'party',
    caller: 'client',
    body: () => ({
      milestones: [
        {
          title: 'The whole job',
          deliverable: 'Everything the gig asks for, in one report.',
          amountMinor: '10000000',
          dueOn: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
        },
      ],
    }),
  },
  'POST /api/bids/:id/milestone-proposals/agree': {
    resource: 'bid',
    owner: 'party',
    caller: 'professional',
  },
  'GET /api/contracts/:id': { resource: 'contract', owner: 'party', caller: 'client' },
  'POST /api/contracts/:id/fund': { resource: 'contract', owner: 'client', caller: 'client' },
  'POST /api/contracts/:id/approve': { resource: 'contract', owner: 'client', caller: 'client' },
  'POST /api/contracts/:id/cancel': { resource: 'contract', owner: 'party', caller: 'client' },
  'POST /api/contracts/:id/end': { resource: 'contract', owner: 'party', caller: 'client' },
  'POST /api/contracts/:id/deliveries': {
    resource: 'contract',
    owner: 'professional',
    caller: 'professional',
    body: () => fullDelivery(),
  },
  'POST /api/contracts/:id/delivery-files': {
    resource: 'contract',
    owner: 'professional',
    caller: 'professional',
    multipart: true,
  },
  'POST /api/contracts/:id/dispute-files': {
    resource: 'contract',
    owner: 'party',
    caller: 'client',
    multipart: true,
  },
  'POST /api/contracts/:id/request-changes': {
    resource: 'contract',
    owner: 'client',
    caller: 'client',
    body: () => ({ note: 'Please attach the certified true copy of the registry search.' }),
  },
  'POST /api/contracts/:id/dispute': {
    resource: 'contract',
    owner: 'party',
    caller: 'professional',
    body: () => ({ reason: 'Nothing was delivered three weeks after funding, calls unanswered.' }),
  },
  'POST /api/contracts/:id/dispute-response': {
    resource: 'contract',
    owner: 'party',
    caller: 'client',
    body: () => ({ statement: 'The registry was closed for two weeks; half is done.' }),
  },
  'GET /api/threads/:id': { resource: 'thread', owner: 'party', caller: 'client' },
  'GET /api/threads/:id/messages': { resource: 'thread', owner: 'party', caller: 'professional' },
  'POST /api/threads/:id/messages': {
    resource: 'thread',
    owner: 'party',
    caller: 'client',
    body: () => ({ id: randomUUID(), body: 'Is this plot still available?' }),
  },
  'POST /api/threads/:id/read': {
    resource: 'thread',
    owner: 'party',
    caller: 'professional',
    body: () => ({ seq: 0 }),
  },
  'GET /api/contracts/:id/reviews': { resource: 'contract', owner: 'party', caller: 'client' },
  'POST /api/contracts/:id/reviews': {
    resource: 'contract',
    owner: 'party',
    caller: 'professional',
    body: () => ({ rating: 5, dimensions: { clarity: 5, responsiveness: 5 } }),
  },
  'POST /api/reviews/:id/reply': {
    resource: 'review',
    owner: 'professional',
    caller: 'professional',
    body: () => ({ body: 'Thank you for the kind words.' }),
  },
  'POST /api/reviews/:id/report': {
    resource: 'review',
    owner: 'anyone',
    caller: 'client',
    body: () => ({ reason: 'It names a third party.' }),
  },
  // A naira checkout, named by its reference.
  'GET /api/payments/checkouts/:reference': {
    resource: 'checkout',
    owner: 'client',
    caller: 'client',
  },
  'DELETE /api/documents/:id': {
    resource: 'document',
    owner: 'professional',
    caller: 'professional',
  },
};

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer <<>>\n%%EOF');

describe('every route that takes an id, called by an account of the right kind that does not own it', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let owners: Record<Side, Persona>;
  let strangers: Record<Side, Persona>;
  let ids: Record<OwnedRoute['resource'], string>;

  beforeAll(async () => {
    app = await buildTestApp(database(), { DEMO_MODE: 'true' });
    const client = await createPersona(app, database().db, 'buyer');
    const professional = await createVerifiedSeller(app, database().db);
    owners = { client, professional };
    strangers = {
      client: await createPersona(app, database().db, 'buyer'),
      professional: await createVerifiedSeller(app, database().db),
    };
    // An open gig with a pending bid, and a funded contract, all of the owners.
    const gig = await postGigAs(app, client);
    const bid = await bidAs(app, professional, gig.id);
    const { contractId } = await contractBetween(app, database().db, {
      amount: 100,
      buyer: client,
      seller: professional,
    });
    await faucet(app, client, 100);
    await moneyCall(app, client, `/api/contracts/${contractId}/fund`);
    const idCard = documentBody('government_id', 'id.png', PNG);
    const document = await app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...idCard.headers, cookie: professional.cookie },
      payload: idCard.payload,
    });
    const thread = await app.inject({
      method: 'POST',
      url: '/api/threads',
      headers: { cookie: professional.cookie },
      payload: { gigId: gig.id },
    });
    // A published review of the owner professional by the owner client.
    const [review] = await database()
      .db.insert(reviews)
      .values({
        contractId,
        reviewerId: client.id,
        revieweeId: professional.id,
        reviewerRole: 'client',
        rating: 5,
        publishedAt: new Date(),
      })
      .returning({ id: reviews.id });
    const checkout = await moneyCall(app, client, '/api/payments/checkouts', {
      amountMinor: '100000',
    });
    ids = {
      checkout: checkout.json<{ checkout: { reference: string } }>().checkout.reference,
      review: review!.id,
      thread: thread.json<{ thread: { id: string } }>().thread.id,
      gig: gig.id,
      bid: bid.json().bid.id,
      contract: contractId,
      document: document.json<{ id: string }>().id,
    };
  });
  afterAll(() => app.close());

  const sweep = () =>
    app.routeRules.filter(
      (rule) =>
        /:(id|reference)\b/.test(rule.url) && rule.access !== 'public' && rule.access !== 'admin',
    );

  it('knows every such route', () => {
    const unknown = sweep()
      .map((rule) => `${rule.method} ${rule.url}`)
      .filter((route) => !(route in ROUTES));
    expect(unknown).toEqual([]);
    expect(sweep().length).toBe(Object.keys(ROUTES).length);
  });

  it('refuses the one who does not own it (403), and lets anyone through where anyone may', async () => {
    const wrong: string[] = [];
    for (const rule of sweep()) {
      const route = ROUTES[`${rule.method} ${rule.url}`]!;
      const caller = strangers[route.caller];
      const upload = route.multipart ? multipart('search.pdf', PDF) : undefined;
      const request: InjectOptions = {
        method: rule.method,
        url: rule.url.replace(/:(id|reference)\b/, ids[route.resource]),
        headers: {
          cookie: caller.cookie,
          'idempotency-key': randomUUID(),
          ...(upload?.headers ?? {}),
        },
        ...(upload ? { payload: upload.payload } : route.body ? { payload: route.body() } : {}),
      };
      const { statusCode, body } = await app.inject(request);
      const held = route.owner === 'anyone' ? statusCode < 400 : statusCode === 403;
      if (!held)
        wrong.push(`${rule.method} ${rule.url} by another ${route.caller}: ${statusCode} ${body}`);
    }
    expect(wrong).toEqual([]);
  });

  it('left the owners\u2019 gig, bid, contract and document as they were', async () => {
    const contract = await app.inject({
      method: 'GET',
      url: `/api/contracts/${ids.contract}`,
      headers: { cookie: owners.client.cookie },
    });
    expect(contract.json().contract.state).toBe('active');
    const gig = await app.inject({
      method: 'GET',
      url: `/api/gigs/${ids.gig}`,
      headers: { cookie: owners.client.cookie },
    });
    expect(gig.json().gig.state).toBe('open');
    const bids = await app.inject({
      method: 'GET',
      url: `/api/gigs/${ids.gig}/bids`,
      headers: { cookie: owners.client.cookie },
    });
    expect(JSON.stringify(bids.json())).toContain(ids.bid);
    const documents = await app.inject({
      method: 'GET',
      url: `/api/documents?userId=${owners.professional.id}`,
      headers: { cookie: owners.professional.cookie },
    });
    expect(JSON.stringify(documents.json())).toContain(ids.document);
  });

  it("another professional neither lists nor signs a professional's documents", async () => {
    const { documents } = (
      await get(owners.professional, `/api/documents?userId=${owners.professional.id}`)
    ).json<{ documents: Array<{ filepath: string }> }>();
    const listed = await get(
      strangers.professional,
      `/api/documents?userId=${owners.professional.id}`,
    );
    expect(listed.statusCode).toBe(403);
    const signed = await app.inject({
      method: 'POST',
      url: '/api/documents/signed-url',
      headers: { cookie: strangers.professional.cookie },
      payload: { filepath: documents[0]!.filepath },
    });
    expect(signed.statusCode).toBe(403);
  });

  const get = (persona: Persona, url: string) =>
    app.inject({ method: 'GET', url, headers: { cookie: persona.cookie } });

  it('shows each account only its own money, transfers, earnings and wallets', async () => {
    await faucet(app, strangers.client, 7);
    const seven = '7000000';
    expect(inCurrency((await get(strangers.client, '/api/money/balances')).json())).toMatchObject({
      availableMinor: seven,
      inEscrowMinor: '0',
    });
    expect(inCurrency((await get(owners.client, '/api/money/balances')).json())).toMatchObject({
      availableMinor: '0',
      inEscrowMinor: '100000000',
    });
    const movements = (await get(strangers.client, '/api/money/movements')).json<{
      items: Array<{ kind: string }>;
    }>();
    expect(movements.items.map((item) => item.kind)).toEqual(['deposit']);
    expect(JSON.stringify(movements)).not.toContain(ids.contract);
    const transfers = (await get(strangers.client, '/api/wallet/transfers')).json();
    expect(JSON.stringify(transfers)).toContain(seven);
    expect(JSON.stringify(transfers)).not.toContain('100000000');
    const earnings = (await get(strangers.professional, '/api/earnings')).json();
    expect(inCurrency(earnings.balances).incomingEscrowMinor).toBe('0');
    expect(
      inCurrency((await get(owners.professional, '/api/earnings')).json().balances),
    ).toMatchObject({
      incomingEscrowMinor: '100000000',
    });
    expect((await get(strangers.client, '/api/accounts/wallets')).json()).toEqual({ wallets: [] });
  });

  it("marking all notices read touches only the caller's own", async () => {
    const unread = async (persona: Persona) =>
      (await get(persona, '/api/notifications')).json().unreadCount as number;
    const before = await unread(owners.professional);
    expect(before).toBeGreaterThan(0);
    const marked = await app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: { cookie: strangers.professional.cookie },
      payload: {},
    });
    expect(marked.statusCode).toBe(200);
    expect(await unread(strangers.professional)).toBe(0);
    expect(await unread(owners.professional)).toBe(before);
  });

  it("a file's signed link opens that file only", async () => {
    const upload = async (persona: Persona) => {
      const { payload, headers } = multipart('deed.pdf', PDF);
      const answer = await app.inject({
        method: 'POST',
        url: '/api/gig-attachments',
        headers: { ...headers, cookie: persona.cookie },
        payload,
      });
      return answer.json().attachment as { id: string; url: string };
    };
    const mine = await upload(owners.client);
    const theirs = await upload(strangers.client);
    expect((await app.inject({ method: 'GET', url: mine.url })).statusCode).toBe(200);
    const borrowed = mine.url.replace(mine.id, theirs.id);
    const refused = await app.inject({ method: 'GET', url: borrowed });
    expect(refused.statusCode).toBe(403);
  });
});
