import { describe, expect, it } from 'vitest';
import { pagePreloads, type BuildManifest } from './page-preloads';

/** A miniature of Vite's manifest: the entry, two shared chunks, three page modules, the styles. */
const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_web-1.js'],
    css: ['assets/web-1.css'],
  },
  '_web-1.js': { file: 'assets/web-1.js' },
  '_InputBase-1.js': { file: 'assets/InputBase-1.js', imports: ['_web-1.js'] },
  'src/features/accounts/login/LoginPage.tsx': {
    file: 'assets/LoginPage-1.js',
    src: 'src/features/accounts/login/LoginPage.tsx',
    isDynamicEntry: true,
    imports: ['_web-1.js', '_InputBase-1.js'],
  },
  'src/features/dashboards/DashboardPage.tsx': {
    file: 'assets/DashboardPage-1.js',
    src: 'src/features/dashboards/DashboardPage.tsx',
    isDynamicEntry: true,
    imports: ['_web-1.js'],
    css: ['assets/DashboardPage-1.css'],
  },
  'src/features/profiles/ProfilePage.tsx': {
    file: 'assets/ProfilePage-1.js',
    src: 'src/features/profiles/ProfilePage.tsx',
    isDynamicEntry: true,
  },
  'src/features/wallets/ProfilePage.tsx': {
    file: 'assets/ProfilePage-2.js',
    src: 'src/features/wallets/ProfilePage.tsx',
    isDynamicEntry: true,
  },
  '_moreStyles-1.js': {
    file: 'assets/moreStyles-1.js',
    name: 'moreStyles',
    css: ['assets/moreStyles-1.css'],
  },
};

const hrefs = (links = '') =>
  [...links.matchAll(/<link rel="([^"]+)"[^>]* href="([^"]+)"/g)].map(
    ([, rel, href]) => `${rel} ${href}`,
  );

describe('the preloads of each page', () => {
  const preloads = pagePreloads(manifest);

  it("fetches a page's module and the chunks it imports, links the styles every page loads, not the first load", () => {
    expect(hrefs(preloads.login)).toEqual([
      'modulepreload /assets/LoginPage-1.js',
      'modulepreload /assets/InputBase-1.js',
      'modulepreload /assets/moreStyles-1.js',
      'stylesheet /assets/moreStyles-1.css',
    ]);
    expect(preloads.login).toContain(
      '<link rel="stylesheet" href="/assets/moreStyles-1.css" crossorigin>',
    );
  });

  it("finds the module a page shares with another by the key's last words", () => {
    for (const page of ['buyerDashboard', 'sellerDashboard'] as const) {
      expect(hrefs(preloads[page])).toEqual([
        'modulepreload /assets/DashboardPage-1.js',
        'modulepreload /assets/moreStyles-1.js',
        'stylesheet /assets/DashboardPage-1.css',
        'stylesheet /assets/moreStyles-1.css',
      ]);
    }
  });

  it('gives none to the landing page, pages without a module, and pages whose module has a namesake', () => {
    expect(preloads.home).toBeUndefined();
    expect(preloads.findGigs).toBeUndefined();
    expect(preloads.profile).toBeUndefined();
  });
});
