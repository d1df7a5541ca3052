import { seededRandom } from '../test/support/seeded-random';

/**
 * The fuzzer's only source of chance. Every request gets its own generator, seeded from the run's
 * seed and the request's number, so the same FUZZ_SEED draws the same routes, roles and mutations
 * in the same order however the answers interleave (ids picked from what the server returned may
 * still differ, as the server's own ids do).
 */
export type Random = ReturnType<typeof fuzzRandom>;

export function fuzzRandom(seed: number) {
  const base = seededRandom(seed);
  const random = {
    ...base,
    /** true with probability p. */
    chance: (p: number) => base.next() < p,
    /** One of the options, each with its weight. */
    weighted: <T>(options: readonly (readonly [number, T])[]): T => {
      const total = options.reduce((sum, [weight]) => sum + weight, 0);
      let roll = base.next() * total;
      for (const [weight, value] of options) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return options.at(-1)![1];
    },
    /** A string of `length` characters drawn from `alphabet`. */
    text: (length: number, alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789') =>
      Array.from({ length }, () => alphabet[Math.floor(base.next() * alphabet.length)]).join(''),
    hex: (length: number) => random.text(length, '0123456789abcdef'),
    bytes: (length: number) =>
      Buffer.from(Array.from({ length }, () => Math.floor(base.next() * 256))),
    /** A well-formed random v4 UUID (one the server has never issued). */
    uuid: () => {
      const hex = random.hex(32).split('');
      hex[12] = '4';
      hex[16] = '89ab'[Math.floor(base.next() * 4)]!;
      const s = hex.join('');
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
    /** A client address from the private 10/8 range, so per-address limits rarely bite. */
    ip: () => `10.${base.int(0, 255)}.${base.int(0, 255)}.${base.int(1, 254)}`,
    shuffle: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(base.next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
  };
  return random;
}

/** The seed of request `n` of a run: a cheap integer hash, so neighbouring requests differ. */
export function requestSeed(runSeed: number, n: number): number {
  let h = (runSeed ^ Math.imul(n + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}
