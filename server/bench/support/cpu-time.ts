import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

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

/** CPU time (user + system) this process has used so far, ms. */
export function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** CPU time (user + system) a process has used so far, from /proc (Linux; 0 elsewhere). */
export async function processCpuMs(pid: number | undefined): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime, the 14th and 15th fields, in clock ticks (100 per second on Linux).
  return ((Number(fields[11]) || 0) + (Number(fields[12]) || 0)) * 10;
}
