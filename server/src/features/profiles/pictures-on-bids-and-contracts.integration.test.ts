import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractBetween, getAs } from '../../../test/support/escrow';
import { multipart } from '../../../test/support/multipart';
import type { Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 1),
]);

interface Party {
  id: string;
  pictureUrl: string | null;
}

/** Bids, contract lists and the contract page name people with their picture's address. */
describe('pictures where people are listed', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let buyer: Persona;
  let seller: Persona;
  let gigId: string;
  let contractId: string;

  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'titletrust-party-pictures-'));
    app = await buildTestApp(database(), { DATA_DIR: dataDir, DEMO_MODE: 'true' });
    ({ buyer, seller, gigId, contractId } = await contractBetween(app, database().db));
    const body = multipart('me.png', PNG, 'image/png');
    const upload = await app.inject({
      method: 'POST',
      url: '/api/profile/picture',
      payload: body.payload,
      headers: { ...body.headers, cookie: seller.cookie },
    });
    expect(upload.statusCode).toBe(201);
  });
  afterAll(() => app.close());

  const pictureOf = (id: string) => new RegExp(`^/api/profiles/${id}/picture\\?v=[0-9a-f]{8}$`);

  it('on the gig owner’s bids: the professional’s picture', async () => {
    const response = await getAs(app, buyer, `/api/gigs/${gigId}/bids`);
    const bids = response.json<{ bids: { seller: Party }[] }>().bids;
    expect(bids[0]!.seller.pictureUrl).toMatch(pictureOf(seller.id));
  });

  it('on the contract page and the contract list: each party, null without a picture', async () => {
    const page = await getAs(app, buyer, `/api/contracts/${contractId}`);
    const { contract } = page.json<{ contract: { buyer: Party; seller: Party } }>();
    expect(contract.seller.pictureUrl).toMatch(pictureOf(seller.id));
    expect(contract.buyer.pictureUrl).toBeNull();
    const list = await getAs(app, seller, '/api/contracts/mine');
    const mine = list.json<{ contracts: { id: string; seller: Party }[] }>().contracts;
    expect(mine.find((c) => c.id === contractId)!.seller.pictureUrl).toMatch(pictureOf(seller.id));
  });
});
