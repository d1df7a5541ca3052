import { jsonOf, type HttpClient } from './http-client';
import type { IdPool } from './id-pool';
import type { FuzzRoute } from './openapi-routes';
import { fuzzRandom, requestSeed } from './random';
import { SLOW_MS, type Report } from './report';
import { buildRequest, type FuzzRequest } from './request-builder';
import { ROLES, type RoleName, type Roles } from './roles';

export interface RunSettings {
  seed: number;
  concurrency: number;
  /** Date.now() at which no new request starts. */
  deadline: number;
  routes: readonly FuzzRoute[];
}

export interface RunParts {
  client: HttpClient;
  roles: Roles;
  pool: IdPool;
  report: Report;
  /** True once the run must end early (the server is gone). */
  stopped: () => boolean;
}

/** Share of later requests sent plain, to keep creating fresh things to break. */
const PLAIN_SHARE = 0.1;

/**
 * The fuzz loop: `concurrency` workers take request numbers in turn until the time is up. Every
 * route × role pair comes round once per cycle, in an order shuffled per cycle from the seed, so
 * even a short budget drives every route as every role; the first cycle sends plain requests
 * (the success paths, which create things later requests aim at), later ones mostly broken ones.
 */
export async function runFuzz(
  settings: RunSettings,
  parts: RunParts,
): Promise<{ signInFailures: number }> {
  const { client, roles, pool, report, stopped } = parts;
  // Each cycle is ROLES.length rounds; every round visits every route once, and a route's role
  // moves on by one each round, so the first round alone (one request per route) drives every
  // route however slow the machine, and a whole cycle drives every route as every role.
  const perCycle = settings.routes.length * ROLES.length;
  const cycles = new Map<number, (readonly [FuzzRoute, RoleName])[]>();
  const pairFor = (n: number) => {
    const cycle = Math.floor(n / perCycle);
    let order = cycles.get(cycle);
    if (!order) {
      const random = fuzzRandom(requestSeed(settings.seed, -1 - cycle));
      const offsets = settings.routes.map(() => random.int(0, ROLES.length - 1));
      order = ROLES.flatMap((_, round) =>
        random
          .shuffle(settings.routes.map((route, i) => [route, i] as const))
          .map(([route, i]) => [route, ROLES[(offsets[i]! + round) % ROLES.length]!] as const),
      );
      cycles.clear();
      cycles.set(cycle, order);
    }
    return order[n % perCycle]!;
  };

  let next = 0;
  let signInFailures = 0;
  const worker = async () => {
    while (!stopped() && Date.now() < settings.deadline) {
      const n = next++;
      const [route, role] = pairFor(n);
      const random = fuzzRandom(requestSeed(settings.seed, n));
      const plain = n < perCycle || random.chance(PLAIN_SHARE);
      const context = { random, pool, n, seed: settings.seed, cookie: await roles.ready(role) };
      let request: FuzzRequest;
      try {
        request = buildRequest(context, route, role, plain);
      } catch (error) {
        // A bug of the fuzz's own: noted and reported, and the run goes on.
        report.fuzzerError(
          `request #${n} for ${route.key}: ${(error as Error).stack ?? String(error)}`,
        );
        continue;
      }
      const start = performance.now();
      let outcome = await client.send(request, SLOW_MS);
      // A connection closed under a request is often the keep-alive socket the server had just
      // let go, not an answer to it: such a request goes once more on a connection of its own.
      if (outcome.kind === 'no-answer' && !outcome.message.startsWith('not sendable'))
        outcome = await client.send(request, SLOW_MS, true);
      report.record(request, outcome, start, performance.now());
      if (outcome.kind !== 'answer') continue;
      if (outcome.status < 300) pool.harvest(jsonOf(outcome));
      // The fuzz may have signed this role out (or banned its session): sign in again.
      if (outcome.status === 401 && role !== 'anonymous')
        await roles.recover(role).catch(() => signInFailures++);
    }
  };
  await Promise.all(Array.from({ length: settings.concurrency }, worker));
  return { signInFailures };
}
