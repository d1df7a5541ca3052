/**
 * `npm run eval:assistant`: how often the text assistant answers from the right help entry, by
 * topic and overall, how often it says "not sure" where it should (out-of-scope questions) and
 * where it should not, and the p95 time to answer. Exits 1 below the targets: ≥ 90 % right
 * overall and in scope, ≥ 90 % of out-of-scope questions refused, p95 < 50 ms. `--verbose` lists every
 * miss with its best candidates' scores.
 */
import { performance } from 'node:perf_hooks';
import { DEFAULT_PLATFORM_FEE_BPS } from '@titletrust/shared';
import { helpEntries, createHelpSearch } from '../src/features/assistant';
import { EVAL_TOPICS, type Expected } from './assistant-questions';

const TARGET_RIGHT = 0.9;
const TARGET_REFUSED = 0.9;
const TARGET_P95_MS = 50;
const verbose = process.argv.includes('--verbose');
const print = (line: string) => process.stdout.write(`${line}\n`);
const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)} %`;

const entries = helpEntries({ platformFeeBps: DEFAULT_PLATFORM_FEE_BPS, googleSignIn: true });
const slugs = new Set(entries.map((entry) => entry.slug));
const accepted = (expected: Expected): string[] | null =>
  expected === null ? null : typeof expected === 'string' ? [expected] : [...expected];
for (const { questions } of EVAL_TOPICS)
  for (const [question, expected] of questions)
    for (const slug of accepted(expected) ?? [])
      if (!slugs.has(slug)) throw new Error(`"${question}" expects "${slug}", not a help entry`);

const buildStarted = performance.now();
const search = createHelpSearch(entries);
const buildMs = performance.now() - buildStarted;

const timings: number[] = [];
const totals = { questions: 0, right: 0, inScope: 0, inScopeRight: 0, notSure: 0, wrong: 0 };
const outOfScope = { questions: 0, refused: 0 };
const misses: string[] = [];
const topicLines: string[] = [];

for (const { topic, questions } of EVAL_TOPICS) {
  let right = 0;
  for (const [question, expected] of questions) {
    const started = performance.now();
    const match = search.find(question);
    timings.push(performance.now() - started);
    const found = match?.entry.slug ?? null;
    const wanted = accepted(expected);
    const isRight = wanted === null ? found === null : found !== null && wanted.includes(found);
    totals.questions += 1;
    if (isRight) {
      right += 1;
      totals.right += 1;
    }
    if (wanted === null) {
      outOfScope.questions += 1;
      if (isRight) outOfScope.refused += 1;
    } else {
      totals.inScope += 1;
      if (isRight) totals.inScopeRight += 1;
      else if (found === null) totals.notSure += 1;
      else totals.wrong += 1;
    }
    if (!isRight) {
      const top = search
        .rank(question)
        .slice(0, 3)
        .map((c) => `${c.slug} (score ${c.score.toFixed(1)}, coverage ${c.coverage.toFixed(2)})`);
      misses.push(
        `  [${topic}] "${question}"\n    expected ${wanted?.join(' or ') ?? 'not sure'}, got ${found ?? 'not sure'}; top: ${top.join(', ') || 'none'}`,
      );
    }
  }
  topicLines.push(
    `  ${topic.padEnd(44)} ${String(right).padStart(3)}/${String(questions.length).padEnd(3)} ${percent(right, questions.length).padStart(7)}`,
  );
}

timings.sort((a, b) => a - b);
const p95 = timings[Math.min(timings.length - 1, Math.ceil(timings.length * 0.95) - 1)]!;
const overall = totals.right / totals.questions;
const inScope = totals.inScopeRight / totals.inScope;

print(`Help entries: ${entries.length}; index built in ${buildMs.toFixed(1)} ms`);
print('Right answers by topic:');
print(topicLines.join('\n'));
print(
  `Overall: ${totals.right}/${totals.questions} right, ${percent(totals.right, totals.questions)} (target ≥ ${TARGET_RIGHT * 100} %)`,
);
print(
  `In scope: ${totals.inScopeRight}/${totals.inScope} right (${percent(totals.inScopeRight, totals.inScope)}); ${totals.notSure} "not sure", ${totals.wrong} from another entry`,
);
print(
  `Out of scope: ${outOfScope.refused}/${outOfScope.questions} got "not sure" (target ≥ ${TARGET_REFUSED * 100} %)`,
);
print(`p95 answer time: ${p95.toFixed(2)} ms (target < ${TARGET_P95_MS} ms)`);
if (misses.length > 0) {
  print(`Misses: ${misses.length}${verbose ? '' : ' (--verbose lists them)'}`);
  if (verbose) print(misses.join('\n'));
}

const passed =
  overall >= TARGET_RIGHT &&
  inScope >= TARGET_RIGHT &&
  outOfScope.refused >= outOfScope.questions * TARGET_REFUSED &&
  p95 < TARGET_P95_MS;
if (!passed) {
  console.error('Below target.');
  process.exitCode = 1;
}
