import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { FIRST_LOAD_JS_BUDGET_BYTES, kib, readFirstLoad } from './first-load.ts';
import { checkMantineStyles } from './mantine-styles.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|txt|json|webmanifest|xml)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    }),
  );
  return nested.flat();
}

/** Moves every source map out of the served folder, keeping its place relative to the assets. */
async function moveSourceMaps(outDir: string, mapsDir: string) {
  for (const file of (await filesUnder(outDir)).filter((name) => name.endsWith('.map'))) {
    const target = path.join(mapsDir, path.relative(outDir, file));
    await mkdir(path.dirname(target), { recursive: true });
    await rename(file, target);
  }
}

/** Writes `.br` (quality 11) and `.gz` (level 9) beside each text file the server sends as is. */
async function precompress(outDir: string) {
  const files = (await filesUnder(outDir)).filter(
    (file) => COMPRESSIBLE.test(file) && path.basename(file) !== 'index.html',
  );
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
            [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
}

/**
 * What the production build leaves beside the bundle (decision 033): source maps moved to
 * `mapsDir` (kept for reading stack traces, never served), brotli and gzip copies of every text
 * file, and the landing page's first load checked against its budget: the build fails when its
 * JavaScript passes 121 KiB gzipped. It also fails when Mantine's styles and the bundle disagree
 * (decision 043): a component drawn without its styles, or styles no component draws.
 */
export function buildArtefacts({ mapsDir }: { mapsDir: string }): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'titletrust-build-artefacts',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async buildStart() {
      await rm(mapsDir, { recursive: true, force: true });
    },
    async closeBundle() {
      const styleProblems = checkMantineStyles(
        path.join(outDir, 'assets'),
        path.join(root, 'src/ui/styles/other-components.css'),
        path.resolve(root, '../node_modules/@mantine/core/styles'),
      );
      if (styleProblems.length > 0) throw new Error(`Mantine styles: ${styleProblems.join('; ')}`);
      await moveSourceMaps(outDir, mapsDir);
      await precompress(outDir);
      const firstLoad = readFirstLoad(outDir);
      const summary =
        `landing page first load: JS ${kib(firstLoad.jsGzipBytes)} gzipped in ` +
        `${firstLoad.js.length} files (budget ${kib(FIRST_LOAD_JS_BUDGET_BYTES)}), ` +
        `CSS ${kib(firstLoad.cssGzipBytes)}`;
      if (firstLoad.jsGzipBytes > FIRST_LOAD_JS_BUDGET_BYTES) {
        throw new Error(
          `${summary}: over budget. Load what the landing page does not draw where it is used ` +
            `(a lazy page, component or import); see docs/decisions/033-fast-first-pages.md.`,
        );
      }
      this.info(summary);
    },
  };
}
