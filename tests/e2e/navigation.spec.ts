import { demoAccount, signInThroughForm, signUp } from './support/accounts';
import { expect, test } from './support/fixtures';

test.describe('navigation', () => {
  test('an unknown address shows the not-found page with a real 404 status', async ({
    page,
    pageProblems,
  }) => {
    const response = await page.goto('/this/does/not/exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
    // Chromium logs the document's own 404 to the console; that one is expected here.
    pageProblems.splice(0, pageProblems.length, ...pageProblems.filter((p) => !p.includes('404')));
  });

  test('an unknown API path answers JSON, not the app', async ({ request }) => {
    const response = await request.get('/api/nothing-here');
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No route matches GET /api/nothing-here.' },
    });
  });

  test('the page someone arrives at is drawn with the header, not a moment after it', async ({
    page,
  }) => {
    // Records, at the first change that puts the header in the document, whether the page's
    // heading came with it, and whether the page-loading bar ever showed.
    await page.addInitScript(() => {
      const seen = { headingWithHeader: null as boolean | null, loadingBar: false };
      (window as unknown as { firstDraw: typeof seen }).firstDraw = seen;
      new MutationObserver(() => {
        if (document.querySelector('[aria-label="Loading page"]')) seen.loadingBar = true;
        if (seen.headingWithHeader === null && document.querySelector('header')) {
          seen.headingWithHeader = document.querySelector('main h1') !== null;
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const firstDraw = () =>
      page.evaluate(() => (window as unknown as { firstDraw: unknown }).firstDraw);

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await firstDraw()).toEqual({ headingWithHeader: true, loadingBar: false });

    await signUp(page.request, 'professional');
    await page.goto('/find-gigs');
    await expect(page.getByRole('heading', { level: 1, name: 'Find gigs' })).toBeVisible();
    expect(await firstDraw()).toEqual({ headingWithHeader: true, loadingBar: false });
  });

  test('dashboards are separate chunks, fetched only when visited', async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
    });
    await page.goto('/login');
    const seller = await demoAccount(request, 'seller');
    await signInThroughForm(page, seller.email, seller.password);
    await expect(page).toHaveURL('/seller-dashboard');
    const beforeDashboard = new Set(scripts);

    await page.goto('/buyer-dashboard');
    await expect(page).toHaveURL('/');
    await page.goto('/seller-dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts.some((script) => /Dashboard/i.test(script))).toBe(true);
    expect([...beforeDashboard].some((script) => /AdminDashboard/.test(script))).toBe(false);
  });

  test('every route of the spec exists; protected ones ask a visitor to sign in first', async ({
    page,
    expectedHttpErrors,
  }) => {
    // The public profile of an id nobody has: the page is drawn and says so, with a 404 (and
    // the API answers 404).
    expectedHttpErrors.push(404);
    const publicPages: Array<[string, string, number]> = [
      ['/login', 'Sign in', 200],
      ['/register', 'Create your account', 200],
      ['/profile/5f0c6f43-94b5-4fb1-9e55-2b8f2f7c1d10', 'Profile not found', 404],
      ['/BlockchainDemo', 'Blockchain demo', 200],
    ];
    for (const [path, heading, status] of publicPages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(status);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    for (const path of [
      '/buyer-dashboard',
      '/MyGigs',
      '/wallet/funding',
      '/admin-dashboard',
      '/earnings',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent(path)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    }
  });

  test('the API documentation opens at /api/docs', async ({ page }) => {
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: /TitleTrust API/ })).toBeVisible({
      timeout: 15_000,
    });
  });
});
