// What the build is made from, as one hash: `npm run build` writes it beside the server bundle,
// and `npm start` builds again only when the sources' hash differs (decision 033).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Folders and files whose content the web and server bundles are built from. */
const INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'shared/package.json',
  'shared/src',
  'server/package.json',
  'server/scripts/build.mjs',
  'server/src',
  'web/package.json',
  'web/index.html',
  'web/public',
  'web/build',
  'web/src',
  'web/vite.config.ts',
];

// Tests are not built into either bundle: editing one does not call for a build.
const isTest = (file) => /\.test\.tsx?$/.test(file);

const STAMP = path.join(root, 'server/dist/build-inputs.sha256');

function filesIn(relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** A hash of every build input's path and content. */
export function hashBuildInputs() {
  const hash = createHash('sha256');
  const files = INPUTS.flatMap(filesIn)
    .filter((file) => !isTest(file))
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Whether web/dist and server/dist were built from the sources as they are now. */
export function buildIsCurrent(inputsHash = hashBuildInputs()) {
  const built =
    existsSync(path.join(root, 'web/dist/index.html')) &&
    existsSync(path.join(root, 'server/dist/main.js')) &&
    existsSync(STAMP);
  return built && readFileSync(STAMP, 'utf8').trim() === inputsHash;
}

export function writeBuildStamp(inputsHash) {
  writeFileSync(STAMP, `${inputsHash}\n`);
}
