import { randomInt } from 'node:crypto';

export interface FuzzOptions {
  /** How long requests are sent for (set-up and the final checks come on top). */
  seconds: number;
  /** Replays a run's choices (printed at the start and on failure). */
  seed: number;
  /** Requests in flight at once. */
  concurrency: number;
  /** Only routes whose "METHOD /path" matches, to home in on a failure. */
  routes: RegExp | undefined;
}

const USAGE =
  'usage: npm run fuzz:api -- [--seconds N] [--seed N] [--concurrency N] [--routes REGEX]\n' +
  '       (or FUZZ_SECONDS, FUZZ_SEED, FUZZ_CONCURRENCY, FUZZ_ROUTES)';

function wholeNumber(name: string, text: string, min: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number ≥ ${min} (got "${text}")\n${USAGE}`);
  return value;
}

/** Flags win over the environment; an unknown flag or a bad number stops the run with usage. */
export function parseOptions(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): FuzzOptions {
  const given: Record<string, string | undefined> = {
    seconds: env.FUZZ_SECONDS,
    seed: env.FUZZ_SEED,
    concurrency: env.FUZZ_CONCURRENCY,
    routes: env.FUZZ_ROUTES,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split(/=(.*)/s, 2);
    const name = flag?.replace(/^--/, '');
    if (!flag?.startsWith('--') || !name || !(name in given))
      throw new Error(`unknown argument "${argv[i]}"\n${USAGE}`);
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`${flag} needs a value\n${USAGE}`);
    given[name] = value;
  }
  return {
    seconds: given.seconds ? wholeNumber('seconds', given.seconds, 1) : 60,
    // Seeds are 32-bit: what the PRNG keeps.
    seed: given.seed ? wholeNumber('seed', given.seed, 0) >>> 0 : randomInt(2 ** 31),
    concurrency: given.concurrency ? wholeNumber('concurrency', given.concurrency, 1) : 4,
    routes: given.routes ? new RegExp(given.routes, 'i') : undefined,
  };
}
