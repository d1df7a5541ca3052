import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGES, type PageKey } from '@titletrust/shared';

/** Where `vite build` writes its manifest (web/vite.config.ts); the server never serves it. */
const BUILD_MANIFEST = '.vite/manifest.json';

/** A chunk of Vite's build manifest, keyed by the source it was built from (`_name` if shared). */
interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The chunk every lazy page loads with its own module (web/src/shell/pageLoading.ts): the Mantine
 * styles past the first load, web/src/ui/moreStyles.ts. Shared, so the manifest knows it by name.
 */
const LOADED_WITH_EVERY_PAGE = 'moreStyles';

/**
 * The names a page's module may have: its key's (`findGigs` → `FindGigsPage`) or, for a page
 * that draws another's module, its last words' (`buyerDashboard` → `DashboardPage`).
 */
function moduleNames(page: PageKey): string[] {
  const words = page.split(/(?=[A-Z])/);
  return words.map((_, first) => {
    const name = words.slice(first).join('');
    return `${name.charAt(0).toUpperCase()}${name.slice(1)}Page`;
  });
}

/**
 * For each page drawn by a lazily loaded module (every page but the landing page), the `<link>`
 * tags that fetch that module and the chunks it imports, and link their styles, alongside the
 * entry script, instead of after the entry script has run (decision 033). Leaves out what the first
 * load already has, and pages whose module it cannot name for sure.
 */
export function pagePreloads(manifest: BuildManifest): Partial<Record<PageKey, string>> {
  const withImports = (keys: string[], into = new Set<ManifestChunk>()) => {
    for (const chunk of keys.map((key) => manifest[key])) {
      if (!chunk || into.has(chunk)) continue;
      into.add(chunk);
      withImports(chunk.imports ?? [], into);
    }
    return into;
  };
  const keysWhere = (test: (chunk: ManifestChunk) => boolean | undefined) =>
    Object.keys(manifest).filter((key) => test(manifest[key]!));
  const firstLoad = withImports(keysWhere((chunk) => chunk.isEntry));
  const withEveryPage = keysWhere((chunk) => chunk.name === LOADED_WITH_EVERY_PAGE);

  const modulesByName = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !chunk.src?.startsWith('src/features/')) continue;
    const name = path.basename(chunk.src).replace(/\.[jt]sx?$/, '');
    modulesByName.set(name, [...(modulesByName.get(name) ?? []), key]);
  }

  const preloads: Partial<Record<PageKey, string>> = {};
  for (const page of Object.keys(PAGES) as PageKey[]) {
    const name = moduleNames(page).find((candidate) => modulesByName.has(candidate));
    const modules = name ? modulesByName.get(name)! : [];
    // Two modules of one name (in two features) leave the page without preloads, not wrong ones.
    if (modules.length !== 1) continue;
    const chunks = [...withImports([...modules, ...withEveryPage])].filter(
      (chunk) => !firstLoad.has(chunk),
    );
    const styles = new Set(chunks.flatMap((chunk) => chunk.css ?? []));
    // The modules at low priority: the entry script and its styles come first. The first render
    // waits for the page's module and its styles (web/src/main.tsx), so the styles are the page's
    // own stylesheets: applied with the first paint, not in a second restyle of the whole page
    // when the script adds them (Vite's loader sees them linked and adds nothing). `crossorigin`
    // as the app's own requests are made: a preload made otherwise would not be used.
    preloads[page] = [
      ...chunks.map(
        (chunk) =>
          `<link rel="modulepreload" href="/${chunk.file}" crossorigin fetchpriority="low">`,
      ),
      ...[...styles].map((file) => `<link rel="stylesheet" href="/${file}" crossorigin>`),
    ].join('');
  }
  return preloads;
}

/** The preloads of a build's pages; none when the build has no manifest. */
export function readPagePreloads(webDistDir: string): Partial<Record<PageKey, string>> {
  const file = path.join(webDistDir, BUILD_MANIFEST);
  if (!existsSync(file)) return {};
  return pagePreloads(JSON.parse(readFileSync(file, 'utf8')) as BuildManifest);
}
