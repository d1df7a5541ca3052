import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { signInAsDemo, visitorAddress } from './accounts';
import { newApiClient, setUpDeal, type Deal, type DealOptions } from './moneyFlows';

/** Chromium's console line for a fetch answered with an error status. */
const HTTP_ERROR_LINE = /Failed to load resource: the server responded with a status of (\d{3})/;

/** Records a page's console errors, uncaught exceptions and CSP violations into `problems`. */
function watchForProblems(page: Page, problems: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
}

/**
 * Every page a test visits is watched for console errors, uncaught exceptions and CSP
 * violations; any of them fails the test, so a broken policy or a crashing page cannot hide.
 * A test that provokes an error answer on purpose (a wrong password: 401) declares its status
 * in `expectedHttpErrors`; only those console lines are forgiven.
 */
export const test = base.extend<
  {
    pageProblems: string[];
    expectedHttpErrors: number[];
    /** A page in a brand-new browser context (no cookies, no storage), watched like `page`. */
    openFreshVisitorPage: () => Promise<Page>;
    /**
     * A deal taken to a stage through the API (`setUpDeal`); the API clients it makes up for
     * parties not given are let go when the test ends.
     */
    arrangeDeal: (options: DealOptions) => Promise<Deal>;
  },
  {
    /**
     * An API client signed in as the demo administrator, once per worker: tests arrange what an
     * admin does off-screen (verifying a professional) without a sign-in of their own each time.
     */
    adminApi: APIRequestContext;
  }
>({
  adminApi: [
    async ({ playwright }, use, workerInfo) => {
      const admin = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
        extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
      });
      await signInAsDemo(admin, 'admin');
      await use(admin);
      await admin.dispose();
    },
    { scope: 'worker' },
  ],
  // The app runs behind a (simulated) trusted proxy, and each test is a different visitor: the
  // per-address limits on sign-up and sign-in then apply per test, as they would per person.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': visitorAddress() });
  },
  // Playwright reads a fixture's dependencies from its first parameter, so it must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  expectedHttpErrors: async ({}, use) => {
    await use([]);
  },
  pageProblems: [
    async ({ page, expectedHttpErrors }, use) => {
      const problems: string[] = [];
      watchForProblems(page, problems);
      await use(problems);
      const unexpected = problems.filter((problem) => {
        const status = HTTP_ERROR_LINE.exec(problem)?.[1];
        return !status || !expectedHttpErrors.includes(Number(status));
      });
      expect(unexpected, 'the page reported errors').toEqual([]);
    },
    { auto: true },
  ],
  arrangeDeal: async ({ playwright, baseURL, adminApi }, use) => {
    const clients: APIRequestContext[] = [];
    const newClient = async () => {
      const client = await newApiClient(playwright, baseURL!);
      clients.push(client);
      return client;
    };
    await use((options) => setUpDeal({ ...options, admin: adminApi, newClient }));
    await Promise.all(clients.map((client) => client.dispose()));
  },
  openFreshVisitorPage: async ({ browser, baseURL, pageProblems }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext({
        baseURL,
        extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
      });
      contexts.push(context);
      const page = await context.newPage();
      watchForProblems(page, pageProblems);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export { expect };
