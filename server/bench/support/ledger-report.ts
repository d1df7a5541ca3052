import { loadavg } from 'node:os';
import type { LoadFigures } from './load';
import { percentile } from './stats';

/** One kind of request measured both ways, with the ledger check after each load. */
export interface Measured {
  label: string;
  open: LoadFigures;
  closed: LoadFigures;
  /** Invariant violations found by the ledger check after the open and the closed load. */
  violations: [number, number];
}

export interface Targets {
  /** (a): p99 under this many ms at the offered rate. */
  p99Ms: number;
  /** (b): at least this many movements a second from the clients. */
  rate: number;
}

const p50 = (figures: LoadFigures) => percentile(figures.latency, 50);
const p99 = (figures: LoadFigures) => percentile(figures.latency, 99);
const rateOf = (figures: LoadFigures) => figures.done / figures.elapsed;
const num = (value: number, width: number, digits = 1) => value.toFixed(digits).padStart(width);
const verdict = (pass: boolean) => (pass ? 'PASS' : 'MISS');
/** "funding NGN", "approval USDC", "bare route". */
const shortLabel = (m: Measured) => m.label.split(' ').slice(0, 2).join(' ');

/**
 * One line as each load ends, so a long run shows where it is. With the machine's load average
 * over the last minute: the bench shares the cores with the server and PostgreSQL, and on a
 * shared machine with whatever else runs there, which moves every figure.
 */
export function progressLine(label: string, how: string, figures: LoadFigures, violations: number) {
  return `  ${`${label}, ${how}:`.padEnd(46)} ${String(figures.done).padStart(5)} in ${num(figures.elapsed, 4)} s = ${num(rateOf(figures), 5, 0)}/s   p50 ${num(p50(figures), 6)} ms   p99 ${num(p99(figures), 6)} ms   failed ${figures.failures.length}   ledger check: ${violations} violation(s)   load avg ${loadavg()[0]!.toFixed(1)}`;
}

/**
 * The figures the bench exists for: per movement, (a) p50 and p99 at the offered rate, (b) the
 * rate the clients reach, each beside its target; the bare route's same two figures; and the
 * ratios movement ÷ bare (latency: how many times slower; rate: what fraction of the bare rate),
 * which say how much of a movement's cost is the movement rather than the request around it.
 */
export function resultTable(
  movements: Measured[],
  bare: Measured,
  settings: { rate: number; clients: number; seconds: number },
  targets: Targets,
): string[] {
  const { rate, clients, seconds } = settings;
  const lines = [
    `results: (a) open loop at ${rate}/s, latency from each request's scheduled start; (b) closed loop, ${clients} clients; ${seconds} s each`,
    `  ${''.padEnd(44)} ${'(a) p50'.padStart(9)} ${'p99'.padStart(9)}  ${`target p99 < ${targets.p99Ms} ms`.padEnd(22)} ${'(b) rate'.padStart(10)}  target ≥ ${targets.rate}/s`,
  ];
  for (const m of movements) {
    const a = p99(m.open) < targets.p99Ms;
    const b = rateOf(m.closed) >= targets.rate;
    lines.push(
      `  ${m.label.padEnd(44)} ${num(p50(m.open), 6)} ms ${num(p99(m.open), 6)} ms  ${verdict(a).padEnd(22)} ${num(rateOf(m.closed), 8, 0)}/s  ${verdict(b)}`,
    );
  }
  lines.push(
    `  ${bare.label.padEnd(44)} ${num(p50(bare.open), 6)} ms ${num(p99(bare.open), 6)} ms  ${'(no target)'.padEnd(22)} ${num(rateOf(bare.closed), 8, 0)}/s`,
  );
  lines.push('  ratios movement ÷ bare route (latency: times as long; rate: the fraction reached)');
  for (const m of movements)
    lines.push(
      `  ${`${shortLabel(m)} ÷ bare route`.padEnd(44)} ${num(p50(m.open) / p50(bare.open), 7, 2)}× ${num(p99(m.open) / p99(bare.open), 7, 2)}×  ${''.padEnd(22)} ${num(rateOf(m.closed) / rateOf(bare.closed), 10, 3)}`,
    );
  lines.push(
    `  ledger check after each load (open, closed): ${[...movements, bare].map((m) => `${shortLabel(m)} ${m.violations.join(', ')}`).join('; ')} violation(s)`,
  );
  return lines;
}
