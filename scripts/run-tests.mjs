// `npm test`: builds the app, then runs all three tiers (unit and integration with Vitest,
// end-to-end with Playwright) even when an earlier one fails, and prints the totals.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatSummary, listFailures, REPORTS, summarize } from './test-summary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function run(command, args) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status === 0;
}

mkdirSync(path.join(root, 'reports'), { recursive: true });
for (const report of Object.values(REPORTS)) rmSync(report, { force: true });

const built = run('npm', ['run', 'build']);
run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${REPORTS.vitest}`,
]);
// Without a build there is nothing for the browser to test; its missing report counts as failed.
if (built) run('npx', ['playwright', 'test']);

const totals = summarize();
console.log('');
for (const failure of listFailures()) console.log(`failed: ${failure}`);
console.log(formatSummary(totals));
process.exitCode = built && totals.failed === 0 ? 0 : 1;
