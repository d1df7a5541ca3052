import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config/paths';

const SYSTEM_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Runs .ci/test-database.sh's decision on a pretend machine: pg_isready and pg_ctlcluster are
 * stand-ins that answer from a flag file ("up") and record how they were called.
 */
function decide(machine: { postgresUp: boolean; clusters: string[]; testDatabaseUrl?: string }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'titletrust-ci-'));
  const bin = path.join(dir, 'bin');
  const configDir = path.join(dir, 'etc-postgresql');
  mkdirSync(bin);
  for (const cluster of machine.clusters)
    mkdirSync(path.join(configDir, cluster), { recursive: true });
  if (machine.postgresUp) writeFileSync(path.join(dir, 'up'), '');
  writeFileSync(path.join(bin, 'pg_isready'), `#!/bin/sh\n[ -f "${dir}/up" ] || exit 2\n`);
  writeFileSync(
    path.join(bin, 'pg_ctlcluster'),
    `#!/bin/sh\necho "$*" >> "${dir}/started"\ntouch "${dir}/up"\n`,
  );
  chmodSync(path.join(bin, 'pg_isready'), 0o755);
  chmodSync(path.join(bin, 'pg_ctlcluster'), 0o755);

  const result = spawnSync(
    'bash',
    ['-c', '. .ci/test-database.sh && use_test_database && echo "URL=${TEST_DATABASE_URL-unset}"'],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      env: {
        PATH: `${bin}:/usr/bin:/bin`,
        PG_CONFIG_DIR: configDir,
        ...(machine.testDatabaseUrl ? { TEST_DATABASE_URL: machine.testDatabaseUrl } : {}),
      },
    },
  );
  const started = existsSync(path.join(dir, 'started'))
    ? readFileSync(path.join(dir, 'started'), 'utf8').trim()
    : null;
  rmSync(dir, { recursive: true, force: true });
  return {
    status: result.status,
    url: /URL=(\S+)/.exec(result.stdout)?.[1],
    output: result.stdout,
    started,
  };
}

describe('.ci/run: where the tests get their PostgreSQL', () => {
  it('leaves TEST_DATABASE_URL unset on a machine without a system PostgreSQL', () => {
    const result = decide({ postgresUp: false, clusters: [] });
    expect(result).toMatchObject({ status: 0, url: 'unset', started: null });
    expect(result.output).toContain('the tests start an embedded one');
  });

  it('starts an installed PostgreSQL that is down, and points the tests at it', () => {
    expect(decide({ postgresUp: false, clusters: ['16'] })).toMatchObject({
      status: 0,
      url: SYSTEM_URL,
      started: '--skip-systemctl-redirect 16 main start',
    });
  });

  it('uses a PostgreSQL that already answers, and keeps a TEST_DATABASE_URL that was given', () => {
    expect(decide({ postgresUp: true, clusters: ['16'] })).toMatchObject({
      url: SYSTEM_URL,
      started: null,
    });
    const given = 'postgres://ci@127.0.0.1:5432/postgres';
    expect(decide({ postgresUp: true, clusters: [], testDatabaseUrl: given }).url).toBe(given);
  });
});
