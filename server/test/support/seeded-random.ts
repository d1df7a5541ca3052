/**
 * A small seeded generator (mulberry32), so a failing load test can be run again with the same
 * choices: print the seed, pass it back through the test's environment variable.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    /** A whole number in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    /** micro-USDC in [min, max] whole USDC, with random micro-units. */
    minor: (min: number, max: number) =>
      BigInt(min) * 1_000_000n + BigInt(Math.floor(next() * (max - min) * 1_000_000)),
    /** micro-USDC in [min, max] whole USDC, with random cents: a price a bid may offer. */
    cents: (min: number, max: number) =>
      BigInt(min) * 1_000_000n + BigInt(Math.floor(next() * (max - min) * 100)) * 10_000n,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
