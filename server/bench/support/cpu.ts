import { readFile } from 'node:fs/promises';
import { withAdminClient } from '../../test/support/test-postgres';

/** CPU seconds a process has used (user + system; /proc counts in USER_HZ, 100 on Linux). */
export async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (stat === undefined) return Number.NaN; // the process has exited
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds so far of each PostgreSQL backend connected to `database`, by its pid. */
export function databaseCpu(adminUrl: string, database: string): Promise<Map<number, number>> {
  return withAdminClient(adminUrl, async (client) => {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1',
      [database],
    );
    const used = await Promise.all(rows.map((row) => cpuSeconds(row.pid)));
    return new Map(rows.map((row, i) => [row.pid, used[i]!]));
  });
}

/**
 * What the backends used between two readings: a backend that ended meanwhile is missed, one
 * that began counts whole.
 */
export function databaseCpuUsed(before: Map<number, number>, after: Map<number, number>) {
  return [...after].reduce(
    (total, [pid, used]) => (Number.isNaN(used) ? total : total + used - (before.get(pid) ?? 0)),
    0,
  );
}
