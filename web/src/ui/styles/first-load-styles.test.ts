import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const webSrc = path.resolve(import.meta.dirname, '../..');
const mantineStyles = path.resolve(webSrc, '../../node_modules/@mantine/core/styles');

/** The component files a stylesheet imports, in its order. */
function importsOf(sheet: string): string[] {
  const css = readFileSync(path.join(import.meta.dirname, sheet), 'utf8');
  return [...css.matchAll(/@import '@mantine\/core\/styles\/([\w-]+)\.layer\.css';/g)].map(
    (match) => match[1]!,
  );
}

/** Mantine's component files in the order its full sheet has them. */
function mantineOrder(): string[] {
  const full = readFileSync(path.join(mantineStyles, '../styles.css'), 'utf8');
  return readdirSync(mantineStyles)
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => file.slice(0, -'.css'.length))
    .map((name) => {
      const start = readFileSync(path.join(mantineStyles, `${name}.css`), 'utf8').trim();
      return { name, at: full.indexOf(start.slice(0, 200)) };
    })
    .sort((a, b) => a.at - b.at)
    .map(({ name }) => name);
}

const RELATIVE_IMPORT = /^import\s+(?:([^'";]*?)\s+from\s+)?'(\.{1,2}\/[^']+)';/gm;
const RE_EXPORT = /^export\s+\{([^}]*)\}\s+from\s+'(\.{1,2}\/[^']+)';/gm;
const MANTINE_IMPORT = /^import\s+\{([^}]*)\}\s+from\s+'@mantine\/core';/gm;

function resolveModule(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.tsx`, `${base}.ts`, path.join(base, 'index.ts')].find(existsSync);
}

/** The names in `{ a, type B, c as d }` that are values, as the module exporting them calls them. */
function valueNames(list: string, exported: boolean): string[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[exported ? 1 : 0] ?? part.split(/\s+as\s+/)[0]!);
}

/**
 * The Mantine components a module and everything it imports statically draw. Through a feature's
 * entry file only the modules of the names imported count: the rest of the entry is left out of
 * the bundle (web/package.json "sideEffects").
 */
function mantineComponentsDrawnFrom(roots: string[]): Map<string, string> {
  const drawnBy = new Map<string, string>();
  const seen = new Set<string>();
  const queue: { file: string; names?: string[] }[] = roots.map((root) => ({
    file: path.join(webSrc, root),
  }));
  while (queue.length > 0) {
    const { file, names } = queue.pop()!;
    const source = readFileSync(file, 'utf8');
    for (const [, list, specifier] of source.matchAll(RE_EXPORT)) {
      const wanted = valueNames(list!, true).filter((name) => !names || names.includes(name));
      const target = resolveModule(file, specifier!);
      if (target && wanted.length > 0) queue.push({ file: target });
    }
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, list] of source.matchAll(MANTINE_IMPORT)) {
      for (const name of list!.split(',').map((part) => part.trim())) {
        if (name && !name.startsWith('type ')) drawnBy.set(name.split(/\s+as\s+/)[0]!, file);
      }
    }
    for (const [, clause, specifier] of source.matchAll(RELATIVE_IMPORT)) {
      if (clause?.startsWith('type ')) continue;
      const target = resolveModule(file, specifier!);
      const named = /^\{([^}]*)\}$/.exec(clause?.trim() ?? '');
      if (target)
        queue.push({ file: target, names: named ? valueNames(named[1]!, false) : undefined });
    }
  }
  return drawnBy;
}

describe("the first page's styles", () => {
  const first = importsOf('first-load.css');
  const others = importsOf('other-components.css');
  // The toasts bring their own (web/src/app/Toasts.tsx).
  const withToasts = ['Notification'];

  it("split Mantine: each component file in one sheet at most, in Mantine's order", () => {
    // A file in neither sheet is a component the app never draws: the build checks that
    // (web/build/mantine-styles.ts, decision 043).
    const order = mantineOrder();
    const all = [...first, ...others, ...withToasts];
    expect(new Set(all).size).toBe(all.length);
    expect(all.filter((name) => !order.includes(name))).toEqual([]);
    const inOrder = (names: string[]) => order.filter((name) => names.includes(name));
    expect(first).toEqual(inOrder(first));
    expect(others).toEqual(inOrder(others));
  });

  it('hold every component that the shell and the landing page draw before any lazy styles', () => {
    // The first bundle, and the lazy parts of the first page that load no other styles.
    const drawn = mantineComponentsDrawnFrom([
      'main.tsx',
      'features/landing/LandingBelowTheFold.tsx',
      'shell/SiteFooter.tsx',
      'ui/LoadFailedAlert.tsx',
    ]);
    const missing = [...drawn]
      .filter(([name]) => existsSync(path.join(mantineStyles, `${name}.css`)))
      .filter(([name]) => !first.includes(name))
      .map(([name, file]) => `${name} (${path.relative(webSrc, file)})`);
    expect(missing).toEqual([]);
  });
});
