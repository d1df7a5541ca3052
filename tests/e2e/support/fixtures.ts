import { test as base, expect } from '@playwright/test';

/** Chromium's console line for a fetch answered with an error status. */
const HTTP_ERROR_LINE = /Failed to load resource: the server responded with a status of (\d{3})/;

/**
 * Every page a test visits is watched for console errors, uncaught exceptions and CSP
 * violations; any of them fails the test, so a broken policy or a crashing page cannot hide.
 * A test that provokes an error answer on purpose (a wrong password: 401) declares its status
 * in `expectedHttpErrors`; only those console lines are forgiven.
 */
export const test = base.extend<{ pageProblems: string[]; expectedHttpErrors: number[] }>({
  // The app runs behind a (simulated) trusted proxy, and each test is a different visitor: the
  // per-address limits on sign-up and sign-in then apply per test, as they would per person.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use) => {
    const octet = () => Math.floor(Math.random() * 250) + 1;
    await use({ 'x-forwarded-for': `100.${octet()}.${octet()}.${octet()}` });
  },
  // Playwright reads a fixture's dependencies from its first parameter, so it must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  expectedHttpErrors: async ({}, use) => {
    await use([]);
  },
  pageProblems: [
    async ({ page, expectedHttpErrors }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await use(problems);
      const unexpected = problems.filter((problem) => {
        const status = HTTP_ERROR_LINE.exec(problem)?.[1];
        return !status || !expectedHttpErrors.includes(Number(status));
      });
      expect(unexpected, 'the page reported errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
