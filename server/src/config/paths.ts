import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server runs from source (tsx, vitest) and from a bundle in server/dist, so locations are
 * found by walking up to the server package's own package.json rather than by fixed "../.." hops.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@titletrust/server') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot locate the @titletrust/server package root');
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
export const repoRoot = path.dirname(serverRoot);
export const migrationsDir = path.join(serverRoot, 'drizzle');
export const defaultDataDir = path.join(repoRoot, '.data');
export const defaultWebDistDir = path.join(repoRoot, 'web', 'dist');

export const appVersion = (
  JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as { version: string }
).version;
