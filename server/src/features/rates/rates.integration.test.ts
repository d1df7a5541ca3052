import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { exchangeRates } from '../../db/schema';
import { QUEUES } from '../../platform/jobs';
import { CBN_SAMPLE, startFakeCbn } from '../../../test/support/fake-cbn';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { waitFor } from '../../../test/support/wait-for';
import {
  createCbnRateSource,
  DEMO_NAIRA_PER_USD_MINOR,
  fetchRate,
  readUsdNgnRate,
  seedConfiguredRate,
} from './index';
import { storeRate } from './store-rate';

describe('the indicative USD→NGN rate', () => {
  const database = useTestDatabase();
  let cbn: Awaited<ReturnType<typeof startFakeCbn>>;
  let app: TestApp;
  const rows = () =>
    database()
      .db.select()
      .from(exchangeRates)
      .orderBy(exchangeRates.source, exchangeRates.rateDate);

  beforeAll(async () => {
    cbn = await startFakeCbn();
    app = await buildTestApp(database(), { RATE_SOURCE_URL: cbn.url });
  });
  afterAll(async () => {
    await app.close();
    await cbn.close();
  });
  beforeEach(async () => {
    cbn.answer(200, CBN_SAMPLE);
    await database().db.delete(exchangeRates);
  });

  it("stores the CBN's newest US dollar rate from its published answer", async () => {
    const source = createCbnRateSource(cbn.url);
    const fetched = await fetchRate({ db: database().db, source, logger: false });
    expect(fetched).toEqual({ rateDate: '2026-12-04', nairaPerUsdMinor: 152_850n });
    expect(await rows()).toMatchObject([
      { source: 'cbn', rateDate: '2026-12-04', nairaPerUsdMinor: 152_850n },
    ]);
    // The same day fetched again keeps one row, with the figure the CBN gives now.
    cbn.answer(200, [{ ...CBN_SAMPLE[1], centralrate: '1529.00' }]);
    await fetchRate({ db: database().db, source, logger: false });
    expect(await rows()).toMatchObject([{ rateDate: '2026-12-04', nairaPerUsdMinor: 152_900n }]);
  });

  it('keeps the last stored rate when the CBN fails, answers nonsense or cannot be reached', async () => {
    const { db } = database();
    await fetchRate({ db, source: createCbnRateSource(cbn.url), logger: false });
    const before = await rows();
    cbn.answer(503, '<html>Service Unavailable</html>');
    expect(await fetchRate({ db, source: createCbnRateSource(cbn.url), logger: false })).toBeNull();
    cbn.answer(200, '<html>maintenance</html>');
    expect(await fetchRate({ db, source: createCbnRateSource(cbn.url), logger: false })).toBeNull();
    cbn.answer(200, [{ currency: 'US DOLLAR', ratedate: '2026-12-05', centralrate: '' }]);
    expect(await fetchRate({ db, source: createCbnRateSource(cbn.url), logger: false })).toBeNull();
    const closed = createCbnRateSource('http://127.0.0.1:9/api/GetAllExchangeRates');
    expect(await fetchRate({ db, source: closed, logger: false })).toBeNull();
    expect(await rows()).toEqual(before);
    expect(await readUsdNgnRate(db)).toMatchObject({ nairaPerUsdMinor: '152850', source: 'CBN' });
  });

  it("runs as the app's pg-boss job against RATE_SOURCE_URL", async () => {
    const before = cbn.state.requests;
    await app.services.jobs.send(QUEUES.fetchExchangeRate.name, {});
    const stored = await waitFor(rows, (found) => found.length === 1);
    expect(stored[0]).toMatchObject({ source: 'cbn', rateDate: '2026-12-04' });
    expect(cbn.state.requests).toBeGreaterThan(before);
  });

  it('answers GET /api/rates/usd-ngn: null with no rate, then the newest, cacheable', async () => {
    const none = await app.inject({ method: 'GET', url: '/api/rates/usd-ngn' });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();

    const { db } = database();
    await storeRate(db, 'cbn', { rateDate: '2026-12-03', nairaPerUsdMinor: 153_050n });
    await storeRate(db, 'cbn', { rateDate: '2026-12-04', nairaPerUsdMinor: 152_850n });
    const response = await app.inject({ method: 'GET', url: '/api/rates/usd-ngn' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.json()).toMatchObject({
      nairaPerUsdMinor: '152850',
      source: 'CBN',
      date: '2026-12-04',
    });
    expect(typeof response.json<{ old: boolean }>().old).toBe('boolean');
  });

  it("marks a rate old by Lagos business days, and prefers the CBN's on the same day", async () => {
    const { db } = database();
    await storeRate(db, 'configured', { rateDate: '2026-12-03', nairaPerUsdMinor: 150_000n });
    // Thursday's rate on Monday 7 December is old; on Friday it is not.
    expect(await readUsdNgnRate(db, new Date('2026-12-07T09:00:00Z'))).toEqual({
      nairaPerUsdMinor: '150000',
      source: 'configured',
      date: '2026-12-03',
      old: true,
    });
    expect((await readUsdNgnRate(db, new Date('2026-12-04T09:00:00Z')))?.old).toBe(false);
    await storeRate(db, 'cbn', { rateDate: '2026-12-03', nairaPerUsdMinor: 153_050n });
    expect(await readUsdNgnRate(db)).toMatchObject({ source: 'CBN', nairaPerUsdMinor: '153050' });
    // A configured rate newer than the CBN's stands until the CBN's catches up.
    await storeRate(db, 'configured', { rateDate: '2026-12-04', nairaPerUsdMinor: 151_000n });
    expect(await readUsdNgnRate(db)).toMatchObject({ source: 'configured', date: '2026-12-04' });
  });

  it('stores a configured rate once, dated the day it is first seen, and again when it changes', async () => {
    const { db } = database();
    const settings = { configuredMinor: 152_850n, demoMode: false };
    await seedConfiguredRate(db, settings, new Date('2026-12-04T09:00:00Z'));
    await seedConfiguredRate(db, settings, new Date('2026-12-07T09:00:00Z'));
    expect(await rows()).toMatchObject([{ source: 'configured', rateDate: '2026-12-04' }]);
    await seedConfiguredRate(
      db,
      { ...settings, configuredMinor: 153_000n },
      new Date('2026-12-07T09:00:00Z'),
    );
    expect((await rows()).map((row) => [row.rateDate, row.nairaPerUsdMinor])).toEqual([
      ['2026-12-04', 152_850n],
      ['2026-12-07', 153_000n],
    ]);
  });

  it('seeds the demo rate in demo mode only, and only when no rate is stored', async () => {
    const { db } = database();
    expect(
      await seedConfiguredRate(db, { configuredMinor: undefined, demoMode: false }),
    ).toBeNull();
    expect(await rows()).toEqual([]);
    expect(await seedConfiguredRate(db, { configuredMinor: undefined, demoMode: true })).toBe(
      DEMO_NAIRA_PER_USD_MINOR,
    );
    expect(await readUsdNgnRate(db)).toMatchObject({
      nairaPerUsdMinor: '152850',
      source: 'configured',
      old: false,
    });
    await db.delete(exchangeRates);
    await storeRate(db, 'cbn', { rateDate: '2026-12-01', nairaPerUsdMinor: 154_000n });
    expect(await seedConfiguredRate(db, { configuredMinor: undefined, demoMode: true })).toBeNull();
  });
});
