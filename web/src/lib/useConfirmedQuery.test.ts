import { describe, expect, it } from 'vitest';
import { isConfirmed } from './useConfirmedQuery';

describe('an answer a money action may stand on', () => {
  const shownAt = 1_000_000;

  it('was read since the page was shown (or in that very moment, as the page came with it)', () => {
    expect(isConfirmed(shownAt + 250, shownAt)).toBe(true);
    expect(isConfirmed(shownAt, shownAt)).toBe(true);
  });

  it('is not one held from before, however young, nor no answer at all', () => {
    expect(isConfirmed(shownAt - 1, shownAt)).toBe(false);
    expect(isConfirmed(0, 0)).toBe(false);
  });
});
