import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withMinimumDuration } from './minimumDuration';

describe('withMinimumDuration', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('settles with the work, but not before the minimum time', async () => {
    let settled = false;
    const result = withMinimumDuration(Promise.resolve('done'), 500).then((value) => {
      settled = true;
      return value;
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('done');
  });

  it('passes a failure on, also after the minimum time', async () => {
    const result = withMinimumDuration(Promise.reject(new Error('refused')), 500);
    const assertion = expect(result).rejects.toThrow('refused');
    await vi.advanceTimersByTimeAsync(500);
    await assertion;
  });

  it('waits for work that takes longer than the minimum', async () => {
    const slow = new Promise((resolve) => setTimeout(() => resolve('slow'), 800));
    const result = withMinimumDuration(slow, 500);
    await vi.advanceTimersByTimeAsync(800);
    await expect(result).resolves.toBe('slow');
  });
});
