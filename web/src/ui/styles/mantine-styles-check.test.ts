import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkMantineStyles } from '../../../build/mantine-styles';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A built assets folder, a lazy sheet and Mantine's component files, from their contents. */
function arrange(files: {
  js: string;
  css: string;
  sheet: string[];
  mantine: Record<string, string>;
}) {
  dir = mkdtempSync(path.join(tmpdir(), 'mantine-styles-'));
  const assets = path.join(dir, 'assets');
  const mantine = path.join(dir, 'mantine');
  mkdirSync(assets);
  mkdirSync(mantine);
  writeFileSync(path.join(assets, 'page.js'), files.js);
  writeFileSync(path.join(assets, 'page.js.map'), '"m_99999999"');
  writeFileSync(path.join(assets, 'page.css'), files.css);
  const sheet = path.join(dir, 'other-components.css');
  writeFileSync(
    sheet,
    files.sheet.map((name) => `@import '@mantine/core/styles/${name}.layer.css';`).join('\n'),
  );
  for (const [name, css] of Object.entries(files.mantine))
    writeFileSync(path.join(mantine, `${name}.layer.css`), css);
  return () => checkMantineStyles(assets, sheet, mantine);
}

describe('the build checks Mantine styles against the bundle', () => {
  it('passes when each class the bundle names is defined and each imported file is drawn', () => {
    const check = arrange({
      js: 'const classes = { root: "m_0000000a", tip: "m_0000000b" };',
      css: '.m_0000000a{color:red}.m_0000000b{color:blue}',
      sheet: ['Tooltip'],
      mantine: { Tooltip: '.m_0000000b{color:blue}' },
    });
    expect(check()).toEqual([]);
  });

  it('fails when a component is drawn without its styles', () => {
    const check = arrange({
      js: 'const classes = { root: "m_0000000a", tip: "m_0000000b" };',
      css: '.m_0000000a{color:red}',
      sheet: [],
      mantine: {},
    });
    expect(check()).toEqual([expect.stringContaining('no stylesheet defines (m_0000000b)')]);
  });

  it('fails when the lazy sheet carries a component nothing draws', () => {
    const check = arrange({
      js: 'const classes = { root: "m_0000000a" };',
      css: '.m_0000000a{color:red}.m_0000000c{color:green}',
      sheet: ['Tour'],
      mantine: { Tour: '.m_0000000c{color:green}' },
    });
    expect(check()).toEqual([
      'other-components.css imports Tour.layer.css, which no component drawn uses',
    ]);
  });
});
