import { test as base, expect } from '@playwright/test';

/**
 * Every page a test visits is watched for console errors, uncaught exceptions and CSP
 * violations; any of them fails the test, so a broken policy or a crashing page cannot hide.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await use(problems);
      expect(problems, 'the page reported errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
