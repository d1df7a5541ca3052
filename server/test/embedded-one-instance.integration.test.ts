import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess } from './support/server-process';

const dataDir = mkdtempSync(path.join(tmpdir(), 'titletrust-one-instance-'));
// mkdtemp makes the folder private; as root, PostgreSQL runs as another user who must enter it.
chmodSync(dataDir, 0o755);

describe('the embedded database serves one instance', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second app on the same DATA_DIR with one clear line, and the first keeps serving', async () => {
    // No DATABASE_URL: both start the app as `npm start` does, on the PostgreSQL in DATA_DIR/pg.
    const env = {
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      DEMO_MODE: 'false',
    };
    const first = await startServerProcess(env);
    try {
      const refusal = await startServerProcess(env).then(
        (second) => second.stop().then(() => 'the second instance started'),
        (error: Error) => error.message,
      );
      expect(refusal).toMatch(/^the server exited with 1\n/);
      expect(refusal.split('\n')).toContain(
        `TitleTrust could not start: Another TitleTrust instance is already using the embedded ` +
          `database in ${path.join(dataDir, 'pg')}. Several instances need one shared ` +
          `PostgreSQL: set DATABASE_URL (see README, Running several instances).`,
      );
      expect(refusal).not.toMatch(/at .*\(.*\.ts:\d+/);

      const health = await fetch(`${first.url}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({
        status: 'ok',
        database: { mode: 'embedded', status: 'up' },
      });
    } finally {
      await first.stop();
    }
    expect(first.child.exitCode).toBe(0);
  }, 120_000);
});
