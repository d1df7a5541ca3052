import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { registerRun, withClusterLock } from './support/test-cluster-registry';
import {
  acquireTestPostgres,
  withAdminClient,
  type TestPostgresOptions,
} from './support/test-postgres';

// A cluster of this test's own (its own folder and port), whatever the run itself uses.
const stateDir = mkdtempSync(path.join(tmpdir(), 'titletrust-shared-cluster-'));
// mkdtemp makes the folder private; as root, PostgreSQL runs as another user who must enter it.
chmodSync(stateDir, 0o755);
// Never TEST_DATABASE_URL: this test is about the embedded cluster alone.
const options: TestPostgresOptions = { externalUrl: undefined, stateDir, port: 54359 };

const databasesOn = (adminUrl: string) =>
  withAdminClient(adminUrl, async (client) =>
    (
      await client.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE 'tt\\_%' ORDER BY 1",
      )
    ).rows.map((row) => row.datname),
  );
const createDatabase = (adminUrl: string, name: string) =>
  withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));

async function answers(adminUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

describe('the embedded test cluster, shared by concurrent test runs', () => {
  afterAll(async () => {
    // The keeper stops the cluster about a second after the last run; remove its folder after.
    for (let waited = 0; existsSync(path.join(stateDir, 'keeper.json')) && waited < 20_000;) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      waited += 250;
    }
    rmSync(stateDir, { recursive: true, force: true });
  }, 30_000);

  it('keeps each run to its own databases and stops only after the last run', async () => {
    const first = await acquireTestPostgres(options);
    await createDatabase(first.adminUrl, `${first.runPrefix}_one`);

    const second = await acquireTestPostgres(options);
    expect(second.adminUrl).toBe(first.adminUrl);
    await createDatabase(second.adminUrl, `${second.runPrefix}_two`);
    expect(await databasesOn(second.adminUrl)).toContain(`${first.runPrefix}_one`);

    await first.release();
    // The cluster is still up for the second run, with its database; the first run's is gone.
    expect(await databasesOn(second.adminUrl)).toEqual([`${second.runPrefix}_two`]);

    await second.release();
    await expect
      .poll(() => answers(second.adminUrl), { timeout: 20_000, interval: 250 })
      .toBe(false);
  }, 180_000);

  it("drops a dead run's leftovers when the next run starts, never a live run's", async () => {
    const live = await acquireTestPostgres(options);
    await createDatabase(live.adminUrl, `${live.runPrefix}_mine`);
    // A run whose process is gone (killed before it could clean up), with a database left.
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
    const deadPrefix = 'tt_deadrun_abcdef';
    await withClusterLock(stateDir, () => registerRun(stateDir, deadPrefix, deadPid));
    await createDatabase(live.adminUrl, `${deadPrefix}_template`);

    const next = await acquireTestPostgres(options);
    expect(await databasesOn(next.adminUrl)).toEqual([`${live.runPrefix}_mine`]);
    await next.release();
    await live.release();
  }, 180_000);
});
