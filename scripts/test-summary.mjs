// Reads the test runners' JSON reports and prints what a long CI log needs at its end: each
// tier's wall time and slowest five tests, the failed tests, and the one summary line of the whole
// run: `tests: N passed, N failed` (with `, N skipped` when any were skipped).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const reportsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../reports');

/** One JSON report per tier; unit and integration are Vitest's, end-to-end is Playwright's. */
export const REPORTS = {
  unit: path.join(reportsDir, 'vitest-unit.json'),
  integration: path.join(reportsDir, 'vitest-integration.json'),
  e2e: path.join(reportsDir, 'playwright.json'),
};

/** Each tier's wall time in ms, written by run-tests.mjs as it runs them. */
export const TIMINGS = path.join(reportsDir, 'tier-timings.json');

const isVitest = (tier) => tier !== 'e2e';

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const readReport = (tier) => (existsSync(REPORTS[tier]) ? readJson(REPORTS[tier]) : undefined);

function vitestCounts(report) {
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    // A file that failed to load has no tests in the counts; it must still fail the run.
    brokenSuites: report.testResults.filter(
      (file) => file.status === 'failed' && file.assertionResults.length === 0,
    ).length,
  };
}

function playwrightCounts(report) {
  const { expected, unexpected, flaky, skipped } = report.stats;
  return {
    passed: expected + flaky,
    failed: unexpected,
    skipped,
    brokenSuites: report.errors?.length ?? 0,
  };
}

/**
 * Totals over the tiers that were expected to run. A tier whose report is missing or unreadable
 * (it crashed, or its global setup failed) counts as one failure, so a broken run can never
 * print "0 failed".
 */
export function summarize(tiers = Object.keys(REPORTS)) {
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const tier of tiers) {
    const report = readReport(tier);
    if (!report) {
      total.failed += 1;
      continue;
    }
    const counts = isVitest(tier) ? vitestCounts(report) : playwrightCounts(report);
    total.passed += counts.passed;
    total.failed += counts.failed + counts.brokenSuites;
    total.skipped += counts.skipped;
  }
  return total;
}

const relative = (file) => path.relative(path.dirname(reportsDir), file);

function vitestFailures(report) {
  return report.testResults.flatMap((file) => {
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (file.status === 'failed' && failed.length === 0)
      return [`${relative(file.name)}: did not load`];
    return failed.map((test) => `${relative(file.name)}: ${test.fullName}`);
  });
}

/** Every test of a Playwright report with its file, line, title, status and duration. */
function playwrightTests(report) {
  const walk = (suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({
        name: `${spec.file}:${spec.line}: ${spec.title}`,
        status: test.status,
        durationMs: test.results.reduce((sum, result) => sum + result.duration, 0),
      })),
    ),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return report.suites.flatMap(walk);
}

function vitestTests(report) {
  return report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      name: `${relative(file.name)}: ${test.fullName}`,
      status: test.status,
      durationMs: test.duration ?? 0,
    })),
  );
}

/** The names of the failed tests, so that the end of a long CI log says what broke. */
export function listFailures(tiers = Object.keys(REPORTS)) {
  return tiers.flatMap((tier) => {
    const report = readReport(tier);
    if (!report) return [`${tier}: no report`];
    if (isVitest(tier)) return vitestFailures(report);
    return playwrightTests(report)
      .filter((test) => test.status === 'unexpected')
      .map((test) => test.name);
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Per tier: its wall time, the median and slowest test, and the five slowest tests, so that a
 * suite growing slow on a 2-core machine shows before it fails by timeout.
 */
export function formatTierReport(tiers = Object.keys(REPORTS)) {
  const timings = readJson(TIMINGS) ?? {};
  const lines = [];
  for (const tier of tiers) {
    const report = readReport(tier);
    if (!report) continue;
    const tests = (isVitest(tier) ? vitestTests(report) : playwrightTests(report))
      .filter((test) => test.status !== 'skipped' && test.status !== 'pending')
      .sort((a, b) => b.durationMs - a.durationMs);
    const wall = timings[tier] === undefined ? 'wall time not recorded' : seconds(timings[tier]);
    const median = tests.length ? tests[Math.floor(tests.length / 2)].durationMs : 0;
    lines.push(
      `${tier}: ${wall} for ${tests.length} tests (median ${seconds(median)}, slowest ${seconds(tests[0]?.durationMs ?? 0)})`,
    );
    for (const test of tests.slice(0, 5)) lines.push(`  ${seconds(test.durationMs)}  ${test.name}`);
  }
  return lines.join('\n');
}

export function formatSummary({ passed, failed, skipped }) {
  return `tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}

/** The end of a run: tiers, failures, and the summary line last. */
export function printEndOfRun() {
  const totals = summarize();
  console.log('');
  console.log(formatTierReport());
  for (const failure of listFailures()) console.log(`failed: ${failure}`);
  console.log(formatSummary(totals));
  return totals;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = printEndOfRun().failed > 0 ? 1 : 0;
}
