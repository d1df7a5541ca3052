// `npm test`: builds the app, then runs the three tiers one after the other (unit and
// integration with Vitest, end-to-end with Playwright) even when an earlier one fails, times each,
// and prints each tier's wall time, its slowest tests and the totals.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printEndOfRun, REPORTS, TIMINGS } from './test-summary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const timings = {};

function run(tier, command, args) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const started = performance.now();
  const ok = spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status === 0;
  timings[tier] = Math.round(performance.now() - started);
  writeFileSync(TIMINGS, JSON.stringify(timings, null, 2));
  return ok;
}

const vitest = (project) => [
  'vitest',
  'run',
  `--project=${project}`,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${REPORTS[project]}`,
];

mkdirSync(path.join(root, 'reports'), { recursive: true });
for (const file of [...Object.values(REPORTS), TIMINGS]) rmSync(file, { force: true });

const built = run('build', 'npm', ['run', 'build']);
run('unit', 'npx', vitest('unit'));
run('integration', 'npx', vitest('integration'));
// Without a build there is nothing for the browser to test; its missing report counts as failed.
if (built) run('e2e', 'npx', ['playwright', 'test']);

const totals = printEndOfRun();
process.exitCode = built && totals.failed === 0 ? 0 : 1;
