import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { TEXT_MESSAGES } from '@titletrust/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractBetween, faucet, fullDelivery, moneyCall, postAs } from './support/escrow';
import { bidAs, bidBody, createVerifiedSeller, gigBody, postGigAs } from './support/marketplace';
import {
  createPersona,
  randomIp,
  registrationBody,
  STRONG_PASSWORD,
  type Persona,
} from './support/personas';
import { buildTestApp, type TestApp } from './support/test-app';
import { useTestDatabase } from './support/test-database';

type Who = 'anonymous' | 'client' | 'seller' | 'admin';

/** A request that passes its contract; each of its strings is replaced in turn. */
interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  url: () => string;
  who: Who;
  body?: () => Record<string, unknown>;
  query?: () => Record<string, string>;
}

/** Every string leaf of a value, as a path and a setter on a copy. */
function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => stringPaths(child, [...path, key]));
}

function withStringAt<T>(value: T, path: string[], text: string): T {
  const copy = structuredClone(value) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1)!] = text;
  return copy as T;
}

/** Arbitrary strings, NUL and half surrogate pairs among them. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\uD800', 'x\uDC00y', '\u0007\u001B', ' '),
);

describe('arbitrary text in every field of every contract: never a 5xx', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let people: Record<Exclude<Who, 'anonymous'>, Persona>;
  let ids: { gig: string; bid: string; funded: string; disputed: string };

  beforeAll(async () => {
    app = await buildTestApp(database(), { DEMO_MODE: 'true' });
    people = {
      client: await createPersona(app, database().db, 'buyer'),
      seller: await createVerifiedSeller(app, database().db),
      admin: await createPersona(app, database().db, 'admin'),
    };
    const { client, seller } = people;
    const gig = await postGigAs(app, client);
    const bid = await bidAs(app, seller, gig.id);
    const deal = () => contractBetween(app, database().db, { amount: 50, buyer: client, seller });
    const funded = (await deal()).contractId;
    const disputed = (await deal()).contractId;
    await faucet(app, client, 100);
    for (const id of [funded, disputed]) await moneyCall(app, client, `/api/contracts/${id}/fund`);
    await postAs(app, client, `/api/contracts/${disputed}/dispute`, {
      reason: 'Nothing was delivered three weeks after funding and calls go unanswered.',
    });
    ids = { gig: gig.id, bid: bid.json().bid.id, funded, disputed };
  });
  afterAll(() => app.close());

  const cases = (): Case[] => [
    {
      name: 'register',
      method: 'POST',
      url: () => '/api/accounts/register',
      who: 'anonymous',
      body: () => registrationBody(),
    },
    {
      name: 'sign in',
      method: 'POST',
      url: () => '/api/accounts/sign-in',
      who: 'anonymous',
      body: () => ({ email: people.client.email, password: 'Wrong-Password!42x' }),
    },
    {
      name: 'ask for a reset link',
      method: 'POST',
      url: () => '/api/accounts/password-reset-requests',
      who: 'anonymous',
      body: () => ({ email: 'nobody@example.com' }),
    },
    {
      name: 'reset the password',
      method: 'POST',
      url: () => '/api/accounts/password-resets',
      who: 'anonymous',
      body: () => ({
        token: 'not-a-token',
        password: STRONG_PASSWORD,
        confirmPassword: STRONG_PASSWORD,
      }),
    },
    {
      name: 'search gigs',
      method: 'GET',
      url: () => '/api/gigs',
      who: 'seller',
      query: () => ({ q: 'lekki', state: 'LA' }),
    },
    {
      name: 'post a gig',
      method: 'POST',
      url: () => '/api/gigs',
      who: 'client',
      body: () => gigBody(),
    },
    {
      name: 'edit a gig',
      method: 'PUT',
      url: () => `/api/gigs/${ids.gig}`,
      who: 'client',
      body: () => gigBody(),
    },
    {
      name: 'bid',
      method: 'POST',
      url: () => `/api/gigs/${ids.gig}/bids`,
      who: 'seller',
      body: () => bidBody(),
    },
    {
      name: 'deliver',
      method: 'POST',
      url: () => `/api/contracts/${ids.funded}/deliveries`,
      who: 'seller',
      body: () => fullDelivery(),
    },
    {
      name: 'ask for changes',
      method: 'POST',
      url: () => `/api/contracts/${ids.funded}/request-changes`,
      who: 'client',
      body: () => ({ note: 'Please attach the certified true copy of the search.' }),
    },
    {
      name: 'open a dispute',
      method: 'POST',
      url: () => `/api/contracts/${ids.funded}/dispute`,
      who: 'client',
      body: () => ({ reason: 'Nothing was delivered three weeks after funding, no answer.' }),
    },
    {
      name: 'answer a dispute',
      method: 'POST',
      url: () => `/api/contracts/${ids.disputed}/dispute-response`,
      who: 'seller',
      body: () => ({ statement: 'The registry was closed for two weeks; half is done.' }),
    },
    {
      name: 'decide a dispute',
      method: 'POST',
      url: () => `/api/admin/contracts/${ids.disputed}/resolve`,
      who: 'admin',
      body: () => ({ outcome: 'refund', note: 'Nothing was delivered.' }),
    },
    {
      name: 'search profiles',
      method: 'GET',
      url: () => '/api/admin/profiles',
      who: 'admin',
      query: () => ({ search: 'funke' }),
    },
    {
      name: 'reject a verification',
      method: 'PUT',
      url: () => `/api/admin/profiles/${people.seller.id}/verification`,
      who: 'admin',
      body: () => ({ status: 'rejected', reason: 'The licence number does not match.' }),
    },
  ];

  const send = (one: Case, body?: unknown, query?: Record<string, string>) =>
    app.inject({
      method: one.method,
      url: one.url(),
      remoteAddress: randomIp(),
      headers: {
        'idempotency-key': randomUUID(),
        ...(one.who === 'anonymous' ? {} : { cookie: people[one.who].cookie }),
      },
      ...(query ? { query } : {}),
      ...(body ? { payload: body as Record<string, string> } : {}),
    });

  it('answers every field of every case with less than 500, and NUL with 400 naming the field', async () => {
    const failures: string[] = [];
    for (const one of cases()) {
      const valid = one.body?.() ?? one.query!();
      for (const path of stringPaths(valid)) {
        const field = path.join('.');
        const nul = withStringAt(valid, path, 'plot\u0000 14');
        const refused = one.body
          ? await send(one, nul)
          : await send(one, undefined, nul as Record<string, string>);
        const fields = refused.json<{
          error?: { fields?: Array<{ path: string; message: string }> };
        }>().error?.fields;
        if (
          refused.statusCode !== 400 ||
          !fields?.some((f) => f.path === field && f.message === TEXT_MESSAGES.unsafe)
        )
          failures.push(`${one.name} ${field} with NUL: ${refused.statusCode} ${refused.body}`);
        await fc.assert(
          fc.asyncProperty(anyText, async (text) => {
            const changed = withStringAt(valid, path, text);
            const answer = one.body
              ? await send(one, changed)
              : await send(one, undefined, changed as Record<string, string>);
            if (answer.statusCode >= 500)
              failures.push(
                `${one.name} ${field} ${JSON.stringify(text)}: ${answer.statusCode} ${answer.body}`,
              );
          }),
          { numRuns: 12 },
        );
      }
    }
    expect(failures).toEqual([]);
  });
});
