/**
 * `npm run eval:assistant`: how well the text assistant finds the right help entry. Prints top-1
 * accuracy over the in-scope questions, whether every out-of-scope question got "not sure", and
 * the p95 time to answer; exits 1 below the targets (top-1 ≥ 85 %, p95 < 50 ms, all out-of-scope
 * refused). `--verbose` lists every miss with its scores.
 */
import { performance } from 'node:perf_hooks';
import { DEFAULT_PLATFORM_FEE_BPS } from '@titletrust/shared';
import { helpEntries, createHelpSearch } from '../src/features/assistant';
import { EVAL_QUESTIONS } from './assistant-questions';

const TARGET_TOP1 = 0.85;
const TARGET_P95_MS = 50;
const verbose = process.argv.includes('--verbose');
const print = (line: string) => process.stdout.write(`${line}\n`);

const entries = helpEntries({ platformFeeBps: DEFAULT_PLATFORM_FEE_BPS });
const slugs = new Set(entries.map((entry) => entry.slug));
for (const [question, expected] of EVAL_QUESTIONS) {
  if (expected !== null && !slugs.has(expected))
    throw new Error(`"${question}" expects "${expected}", which is not a help entry`);
}

const buildStarted = performance.now();
const search = createHelpSearch(entries);
const buildMs = performance.now() - buildStarted;

const timings: number[] = [];
let inScope = 0;
let correct = 0;
let outOfScope = 0;
let refused = 0;
const misses: string[] = [];

for (const [question, expected] of EVAL_QUESTIONS) {
  const started = performance.now();
  const match = search.find(question);
  timings.push(performance.now() - started);
  const found = match?.entry.slug ?? null;
  if (expected === null) {
    outOfScope += 1;
    if (found === null) refused += 1;
  } else {
    inScope += 1;
    if (found === expected) correct += 1;
  }
  if (found !== expected) {
    const top = search
      .rank(question)
      .slice(0, 3)
      .map((c) => `${c.slug} (score ${c.score.toFixed(1)}, coverage ${c.coverage.toFixed(2)})`);
    misses.push(
      `  "${question}"\n    expected ${expected ?? 'not sure'}, got ${found ?? 'not sure'}; top: ${top.join(', ') || 'none'}`,
    );
  }
}

timings.sort((a, b) => a - b);
const p95 = timings[Math.min(timings.length - 1, Math.ceil(timings.length * 0.95) - 1)]!;
const top1 = correct / inScope;

print(`Help entries: ${entries.length}; index built in ${buildMs.toFixed(1)} ms`);
print(`In scope:     ${correct}/${inScope} answered from the expected entry`);
print(`Top-1 accuracy: ${(top1 * 100).toFixed(1)} % (target ≥ ${TARGET_TOP1 * 100} %)`);
print(`Out of scope: ${refused}/${outOfScope} got "not sure" (target: all)`);
print(`p95 answer time: ${p95.toFixed(2)} ms (target < ${TARGET_P95_MS} ms)`);
if (misses.length > 0) {
  print(`Misses: ${misses.length}${verbose ? '' : ' (--verbose lists them)'}`);
  if (verbose) print(misses.join('\n'));
}

const passed = top1 >= TARGET_TOP1 && refused === outOfScope && p95 < TARGET_P95_MS;
if (!passed) {
  console.error('Below target.');
  process.exitCode = 1;
}
