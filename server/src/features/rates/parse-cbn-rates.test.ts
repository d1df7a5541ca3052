import { describe, expect, it } from 'vitest';
import { CBN_SAMPLE } from '../../../test/support/fake-cbn';
import { parseCbnRates, readKoboPerUsd, readRateDate } from './parse-cbn-rates';
import { RateSourceError } from './rate-source';

describe("reading the CBN's published exchange rates", () => {
  it('takes the newest US dollar central rate, in kobo rounded half up', () => {
    expect(parseCbnRates(CBN_SAMPLE, '2026-12-07')).toEqual({
      rateDate: '2026-12-04',
      nairaPerUsdMinor: 152_850n, // 1528.4995 → ₦1,528.50
    });
  });

  it('reads figures as strings, numbers or grouped, and dates in the forms the CBN uses', () => {
    expect(readKoboPerUsd('1528.4949')).toBe(152_849n);
    expect(readKoboPerUsd('1,528.5')).toBe(152_850n);
    expect(readKoboPerUsd(1528.5)).toBe(152_850n);
    expect(readKoboPerUsd(' 1528 ')).toBe(152_800n);
    for (const bad of ['', 'N/A', '-1528', '1.5e3', '0.50', '1528,5', null, undefined, {}])
      expect(readKoboPerUsd(bad)).toBeUndefined();
    expect(readKoboPerUsd('100001')).toBeUndefined(); // no dollar costs ₦100,001
    expect(readRateDate('2026-12-04')).toBe('2026-12-04');
    expect(readRateDate('2026-12-04T00:00:00')).toBe('2026-12-04');
    expect(readRateDate('December-04-2026')).toBe('2026-12-04');
    expect(readRateDate('Dec 4, 2026')).toBe('2026-12-04');
    for (const bad of ['2026-02-30', '04/12/2026', 'yesterday', '', 20_261_204])
      expect(readRateDate(bad)).toBeUndefined();
  });

  it('finds the list under a property, keys in any case, and skips rows that do not read', () => {
    const rows = [
      { Currency: 'US DOLLAR', RateDate: '2026-12-05', CentralRate: 'closed' },
      { Currency: 'us dollar', RateDate: '2026-12-02', CentralRate: '1,531.25' },
      'not a row',
      null,
    ];
    expect(parseCbnRates({ data: rows }, '2026-12-07')).toEqual({
      rateDate: '2026-12-02',
      nairaPerUsdMinor: 153_125n,
    });
  });

  it('ignores a row dated after the latest day it accepts', () => {
    const ahead = [...CBN_SAMPLE, { ...CBN_SAMPLE[1]!, ratedate: '2027-12-04', centralrate: '1' }];
    expect(parseCbnRates(ahead, '2026-12-07').rateDate).toBe('2026-12-04');
  });

  it('refuses an answer with no US dollar rate, or no list at all', () => {
    expect(() => parseCbnRates([CBN_SAMPLE[0]], '2026-12-07')).toThrow(RateSourceError);
    expect(() => parseCbnRates([], '2026-12-07')).toThrow(/no readable US dollar rate/);
    expect(() => parseCbnRates('<html></html>', '2026-12-07')).toThrow(/no list of rates/);
    expect(() => parseCbnRates({ message: 'maintenance' }, '2026-12-07')).toThrow(RateSourceError);
  });
});
