import { PAGES, type PageKey } from '@titletrust/shared';
import { expect, test } from './support/fixtures';

/**
 * The pages whose HTML names no module of its own: the landing page is in the first load, and
 * the two demo profile pages draw the public profile's module under another name.
 */
const NO_PRELOADS: PageKey[] = ['home', 'profileDemo', 'profileTest'];

/**
 * Every other page's HTML preloads the built module that draws it (server/src/http/
 * page-preloads.ts names it from the build's manifest): renaming a page's module must not quietly
 * send a phone back to fetching it only after the entry script has run.
 */
test("every lazily loaded page's HTML preloads its own module", async ({ request }) => {
  const missing: string[] = [];
  for (const [key, page] of Object.entries(PAGES) as [PageKey, { path: string }][]) {
    if (NO_PRELOADS.includes(key)) continue;
    const path = page.path.replace(/:[a-z]+/gi, '00000000-0000-4000-8000-000000000000');
    const html = await (await request.get(path)).text();
    if (!/<link rel="modulepreload" href="\/assets\/[^"]+\.js"/.test(html)) missing.push(key);
  }
  expect(missing).toEqual([]);
});

test("a page's styles come linked in its HTML, and its script does not link them again", async ({
  page,
}) => {
  const html = await (await page.request.get('/login')).text();
  expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/moreStyles-[^"]+\.css"/);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const linked = await page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  const pageStyles = linked.filter((href) => href.includes('moreStyles'));
  expect(pageStyles).toHaveLength(1);
  expect(new Set(linked).size).toBe(linked.length);
});
