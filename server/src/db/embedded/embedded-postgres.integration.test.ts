import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureDatabase, startEmbeddedPostgres } from './embedded-postgres';

const PORT = 54349;
const dataDir = mkdtempSync(path.join(tmpdir(), 'titletrust-embedded-'));
// mkdtemp makes the folder private; as root, PostgreSQL runs as another user who must enter it.
chmodSync(dataDir, 0o755);

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps its data between a stop and a start', async () => {
    const first = await startEmbeddedPostgres({ dataDir, port: PORT });
    const url = await ensureDatabase(first.adminUrl, 'keepsake');
    await query(url, 'CREATE TABLE notes (body text); INSERT INTO notes VALUES ($$still here$$)');
    await first.stop();

    const second = await startEmbeddedPostgres({ dataDir, port: PORT });
    expect(await ensureDatabase(second.adminUrl, 'keepsake')).toBe(url);
    expect(await query(url, 'SELECT body FROM notes')).toEqual([{ body: 'still here' }]);
    expect(await query(url, 'SHOW listen_addresses')).toEqual([{ listen_addresses: '127.0.0.1' }]);
    await second.stop();
  }, 120_000);

  it('shares the cluster a live process runs, instead of stopping it', async () => {
    const owner = await startEmbeddedPostgres({ dataDir, port: PORT });
    const second = await startEmbeddedPostgres({ dataDir, port: PORT });
    const url = await ensureDatabase(second.adminUrl, 'keepsake');
    await second.stop();
    expect(await query(url, 'SELECT body FROM notes')).toEqual([{ body: 'still here' }]);
    await owner.stop();
  }, 120_000);

  it('recovers when the process that started it was killed with SIGKILL', async () => {
    // A child process starts the cluster and is then killed without any chance to clean up,
    // as a crash or `kill -9` would; its PostgreSQL stays behind holding the data folder.
    const script = path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../../test/support/start-embedded-and-wait.ts',
    );
    const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir, String(PORT)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      child.on('exit', (code) => reject(new Error(`helper exited early with ${code}`)));
    });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.on('exit', resolve));

    const restarted = await startEmbeddedPostgres({ dataDir, port: PORT });
    const url = await ensureDatabase(restarted.adminUrl, 'keepsake');
    expect(await query(url, 'SELECT body FROM notes')).toEqual([{ body: 'still here' }]);
    await restarted.stop();
  }, 120_000);
});
