import { readFileSync } from 'node:fs';

/**
 * The whole machine's busy CPU time so far (user, nice, system, irq and softirq of every core),
 * in ms, from /proc/stat (Linux; NaN elsewhere). The difference over a load, divided by what the
 * load did, is what each unit of work cost this machine: steadier between runs than a rate,
 * which moves with whatever else the machine is doing.
 */
export function machineBusyMs(): number {
  try {
    const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8')
      .slice(0, 200)
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    // In clock ticks, 100 per second on Linux.
    return (user! + nice! + system! + irq! + softirq!) * 10;
  } catch {
    return Number.NaN;
  }
}
