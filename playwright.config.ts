import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3199);

/**
 * End-to-end tests drive Debian's Chromium (Playwright's own browser download cannot work on
 * these machines) against the built app, started by the global setup on a fresh database.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  // Two workers finish the tier fastest on a 2-core machine (one leaves the cores idle while a
  // page waits on the server; three make every page wait on the others): decision 027.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  forbidOnly: true,
  retries: 0,
  // A journey through several pages and two browsers takes 20–65 s on a busy 2-core machine;
  // each step still waits on its own condition (expect's 7 s), the whole test on this. The
  // longest journeys (test.slow()) get three times as long.
  timeout: 90_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  outputDir: 'reports/playwright-artifacts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // The app honours a wish for less motion (Mantine's respectReducedMotion): no test waits on
    // a menu, dialog or toast to finish moving.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
