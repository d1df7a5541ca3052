import { machineBusyMs, ownCpuMs } from './cpu-time';

/** One client's steps on one of its contracts; each throws when the step was refused. */
export interface EscrowSteps {
  fund: (client: number, contractId: string) => Promise<void>;
  deliver: (client: number, contractId: string) => Promise<void>;
  approve: (client: number, contractId: string) => Promise<void>;
}

/** One timed phase: how many movements it made, in how long, for how much of the machine's CPU. */
export interface PhaseFigures {
  movements: number;
  elapsed: number;
  /** Busy CPU time of the whole machine (every process) during the phase, ms. */
  machineCpuMs: number;
  /** CPU time of this process (the bench's) during the phase, ms. */
  ownCpuMs: number;
}

export interface PhasesResult {
  movements: number;
  /** Seconds spent in the two timed phases. */
  elapsed: number;
  /** Each movement's time, ms. */
  latency: number[];
  failures: string[];
  deliveries: number;
  /** How many clients used up their contracts before the funding phase's time was up. */
  ranOut: number;
  fund: PhaseFigures;
  approve: PhaseFigures;
}

/**
 * Escrow movements in two timed phases of half the time each, one caller per client over its own
 * contracts: every client funds its contracts until the time is up; then, untimed, the
 * professionals deliver the funded ones; then the clients approve them until the time is up.
 * Only money moves inside the timed phases, so movements per second is money alone.
 */
export async function runEscrowPhases(
  contracts: string[][],
  seconds: number,
  steps: EscrowSteps,
  /** Run before each timed phase, off the clock (e.g. a checkpoint). */
  beforePhase: () => Promise<void> = async () => {},
): Promise<PhasesResult> {
  const latency: number[] = [];
  const failures: string[] = [];
  const attempt = async (step: () => Promise<void>) =>
    step().then(
      () => true,
      (error: unknown) => (failures.push(String(error)), false),
    );
  const count = (lists: string[][]) => lists.reduce((sum, ids) => sum + ids.length, 0);
  const timed = async (lists: string[][], move: EscrowSteps['fund']) => {
    await beforePhase();
    const started = performance.now();
    const busyBefore = machineBusyMs();
    const ownBefore = ownCpuMs();
    const deadline = started + (seconds / 2) * 1000;
    let ranOut = 0;
    const done = await Promise.all(
      lists.map(async (ids, client) => {
        const moved: string[] = [];
        for (const id of ids) {
          if (performance.now() > deadline) return moved;
          const begun = performance.now();
          if (!(await attempt(() => move(client, id)))) continue;
          latency.push(performance.now() - begun);
          moved.push(id);
        }
        if (performance.now() <= deadline) ranOut++;
        return moved;
      }),
    );
    const figures: PhaseFigures = {
      movements: count(done),
      elapsed: (performance.now() - started) / 1000,
      machineCpuMs: machineBusyMs() - busyBefore,
      ownCpuMs: ownCpuMs() - ownBefore,
    };
    return { done, figures, ranOut };
  };

  const funding = await timed(contracts, steps.fund);
  const delivered = await Promise.all(
    funding.done.map(async (ids, client) => {
      const ready: string[] = [];
      for (const id of ids) if (await attempt(() => steps.deliver(client, id))) ready.push(id);
      return ready;
    }),
  );
  const approving = await timed(delivered, steps.approve);
  return {
    movements: funding.figures.movements + approving.figures.movements,
    elapsed: funding.figures.elapsed + approving.figures.elapsed,
    latency,
    failures,
    deliveries: count(delivered),
    // Approvals are bounded by what was funded, so only the funding phase can run short.
    ranOut: funding.ranOut,
    fund: funding.figures,
    approve: approving.figures,
  };
}
