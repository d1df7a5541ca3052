import { describe, expect, it } from 'vitest';
import { isDataInPageCurrent } from './pageData';

describe('the data a page came with', () => {
  it('is current when the server wrote it for this load', () => {
    expect(isDataInPageCurrent({ type: 'navigate', transferSize: 5_120 })).toBe(true);
    expect(isDataInPageCurrent({ type: 'reload', transferSize: 5_120 })).toBe(true);
    // Back or Forward that asked the server again (the page is not kept: private, no-store).
    expect(isDataInPageCurrent({ type: 'back_forward', transferSize: 5_120 })).toBe(true);
    // A browser that reports no entry at all.
    expect(isDataInPageCurrent(undefined)).toBe(true);
  });

  it('is not when Back or Forward showed a copy from the cache: it may predate a payment', () => {
    expect(isDataInPageCurrent({ type: 'back_forward', transferSize: 0 })).toBe(false);
  });
});
