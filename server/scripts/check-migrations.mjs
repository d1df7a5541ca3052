// Fails when the Drizzle schema and the committed migrations disagree: drizzle-kit generates into
// a scratch copy of the migrations folder, and any new file there means a migration is missing.
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const committed = path.join(serverRoot, 'drizzle');
// drizzle-kit only accepts an output folder relative to its working directory.
const scratchName = `.migrations-drift-check-${process.pid}`;
const scratch = path.join(serverRoot, scratchName);

const listSql = (dir) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();

try {
  cpSync(committed, scratch, { recursive: true });
  const output = execFileSync('npx', ['drizzle-kit', 'generate', '--name', 'drift_check'], {
    cwd: serverRoot,
    env: { ...process.env, DRIZZLE_OUT: `./${scratchName}` },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // drizzle-kit reports some failures on stdout and still exits 0; only its two success
  // outcomes count.
  if (!/No schema changes|Your SQL migration file/.test(output)) {
    console.error(output);
    throw new Error('drizzle-kit generate did not complete; see its output above');
  }
  const added = listSql(scratch).filter((name) => !listSql(committed).includes(name));
  if (added.length > 0) {
    console.error(
      'The Drizzle schema has changes that no committed migration holds.\n' +
        'Run `npm run db:generate -- --name <what-changed>` and commit the new file in server/drizzle.',
    );
    process.exitCode = 1;
  } else {
    console.log(`migrations: schema and ${listSql(committed).length} committed migration(s) agree`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
