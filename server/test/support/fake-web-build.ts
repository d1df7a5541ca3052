import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A miniature of what `vite build` writes, with the nonce placeholder where Vite puts it. */
export function writeFakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'titletrust-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__">' +
      '<meta\n  name="description"\n  content="The site" /><title>TitleTrust</title>' +
      '<script type="module" src="/assets/app-abc123.js" nonce="__CSP_NONCE__"></script>' +
      '</head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("app")');
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/app-abc123.js', src: 'index.html', isEntry: true },
      'src/features/accounts/login/LoginPage.tsx': {
        file: 'assets/LoginPage-abc123.js',
        src: 'src/features/accounts/login/LoginPage.tsx',
        isDynamicEntry: true,
      },
    }),
  );
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}
