// Reads the test runners' JSON reports and prints the one summary line of the whole run:
// `tests: N passed, N failed` (with `, N skipped` when any were skipped).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const reportsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../reports');

export const REPORTS = {
  vitest: path.join(reportsDir, 'vitest.json'),
  playwright: path.join(reportsDir, 'playwright.json'),
};

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

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
 * Totals over the runners that were expected to run. A runner whose report is missing or
 * unreadable (it crashed, or its global setup failed) counts as one failure, so a broken run can
 * never print "0 failed".
 */
export function summarize(runners = Object.keys(REPORTS)) {
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const runner of runners) {
    const report = existsSync(REPORTS[runner]) ? readJson(REPORTS[runner]) : undefined;
    if (!report) {
      total.failed += 1;
      continue;
    }
    const counts = runner === 'vitest' ? vitestCounts(report) : playwrightCounts(report);
    total.passed += counts.passed;
    total.failed += counts.failed + counts.brokenSuites;
    total.skipped += counts.skipped;
  }
  return total;
}

function vitestFailures(report) {
  return report.testResults.flatMap((file) => {
    const name = path.relative(path.dirname(reportsDir), file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (file.status === 'failed' && failed.length === 0) return [`${name}: did not load`];
    return failed.map((test) => `${name}: ${test.fullName}`);
  });
}

function playwrightFailures(report) {
  const walk = (suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'unexpected'))
      .map((spec) => `${spec.file}:${spec.line}: ${spec.title}`),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return report.suites.flatMap(walk);
}

/** The names of the failed tests, so that the end of a long CI log says what broke. */
export function listFailures(runners = Object.keys(REPORTS)) {
  return runners.flatMap((runner) => {
    const report = existsSync(REPORTS[runner]) ? readJson(REPORTS[runner]) : undefined;
    if (!report) return [`${runner}: no report`];
    return runner === 'vitest' ? vitestFailures(report) : playwrightFailures(report);
  });
}

export function formatSummary({ passed, failed, skipped }) {
  return `tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const totals = summarize();
  for (const failure of listFailures()) console.log(`failed: ${failure}`);
  console.log(formatSummary(totals));
  process.exitCode = totals.failed > 0 ? 1 : 0;
}
