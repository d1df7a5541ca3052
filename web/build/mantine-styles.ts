import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Mantine names each component's CSS-module classes `m_` and eight hex digits, in JS and CSS. */
const MANTINE_CLASS = /\bm_[0-9a-f]{8}\b/g;
const SHEET_IMPORT = /@import '@mantine\/core\/styles\/([\w-]+\.layer\.css)';/g;

const classesIn = (text: string) => new Set(text.match(MANTINE_CLASS) ?? []);
const readAll = (dir: string, extension: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith(extension))
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .join('\n');

/**
 * Mantine's styles against the bundle (decision 043). Returns what is wrong, if anything:
 * - a Mantine class a built chunk names that no built stylesheet defines: a component drawn
 *   without its styles;
 * - a component file the lazy pages' sheet imports whose classes no chunk names: styles of a
 *   component the app never draws, which every lazy page would still wait for.
 */
export function checkMantineStyles(
  assetsDir: string,
  lazySheet: string,
  mantineStylesDir: string,
): string[] {
  const named = classesIn(readAll(assetsDir, '.js'));
  const defined = classesIn(readAll(assetsDir, '.css'));
  const problems: string[] = [];
  const undefinedClasses = [...named].filter((name) => !defined.has(name));
  if (undefinedClasses.length > 0)
    problems.push(
      `the bundle names Mantine classes no stylesheet defines (${undefinedClasses.join(', ')}): ` +
        `import the component's file in ${path.basename(lazySheet)}`,
    );
  for (const [, file] of readFileSync(lazySheet, 'utf8').matchAll(SHEET_IMPORT)) {
    const classes = classesIn(readFileSync(path.join(mantineStylesDir, file!), 'utf8'));
    if (![...classes].some((name) => named.has(name)))
      problems.push(`${path.basename(lazySheet)} imports ${file}, which no component drawn uses`);
  }
  return problems;
}
