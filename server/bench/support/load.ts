import { setTimeout as sleep } from 'node:timers/promises';

/** What one timed load did. */
export interface LoadFigures {
  /** Requests that succeeded. */
  done: number;
  /** Seconds from the load's start to its last answer. */
  elapsed: number;
  /** ms per successful request (see each loop for where the clock starts). */
  latency: number[];
  /** Why requests failed (a refusal, an unexpected status, a broken connection). */
  failures: string[];
  /** Closed loop: clients that ran out of work before the time was up (the rate then understates). */
  ranOut: number;
}

const failureOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Open loop: request `i` starts at `start + i / rate` whether or not the earlier ones finished, as
 * users arrive at a service that is slow; its latency runs from that scheduled time, so time
 * spent queued (in the server, or behind a late timer in this process) counts. A closed loop at
 * the same rate would hide a slow server by sending less (coordinated omission).
 */
export async function openLoop(
  rate: number,
  seconds: number,
  request: (index: number) => Promise<void>,
): Promise<LoadFigures> {
  const total = Math.round(rate * seconds);
  const latency: number[] = [];
  const failures: string[] = [];
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let index = 0; index < total; index++) {
    const due = start + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(
      request(index).then(
        () => void latency.push(performance.now() - due),
        (error: unknown) => void failures.push(failureOf(error)),
      ),
    );
  }
  await Promise.all(pending);
  return {
    done: latency.length,
    elapsed: (performance.now() - start) / 1000,
    latency,
    failures,
    ranOut: 0,
  };
}

/**
 * Closed loop: `clients` callers, each sending its next request as soon as its last one is
 * answered, for `seconds`: the most this server gives that many clients. `request` resolves false
 * when its client has no work left. Latency runs from each request's send.
 */
export async function closedLoop(
  clients: number,
  seconds: number,
  request: (client: number) => Promise<boolean>,
): Promise<LoadFigures> {
  const latency: number[] = [];
  const failures: string[] = [];
  let ranOut = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < deadline) {
        const sent = performance.now();
        try {
          if (!(await request(client))) return void ranOut++;
          latency.push(performance.now() - sent);
        } catch (error) {
          failures.push(failureOf(error));
        }
      }
    }),
  );
  return {
    done: latency.length,
    elapsed: (performance.now() - start) / 1000,
    latency,
    failures,
    ranOut,
  };
}
