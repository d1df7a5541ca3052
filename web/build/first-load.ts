import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** What the browser fetches before it can draw the landing page: every page's first load. */
export interface FirstLoad {
  js: { file: string; bytes: number; gzipBytes: number }[];
  css: { file: string; bytes: number; gzipBytes: number }[];
  jsGzipBytes: number;
  cssGzipBytes: number;
}

/** The landing page's JavaScript budget, gzipped (decision 033). */
export const FIRST_LOAD_JS_BUDGET_BYTES = 121 * 1024;

/**
 * The gzipped size of a built file, by its URL path: the gzip file the build wrote beside it
 * (level 9), or gzip of the file when there is none (a build that skipped compression).
 */
export function gzipBytesOf(distDir: string, urlPath: string): number {
  const file = path.join(distDir, urlPath);
  try {
    return readFileSync(`${file}.gz`).length;
  } catch {
    return gzipSync(readFileSync(file), { level: 9 }).length;
  }
}

/** Reads the built index.html: its module script, the modules it preloads and its stylesheets. */
export function readFirstLoad(distDir: string): FirstLoad {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const js: FirstLoad['js'] = [];
  const css: FirstLoad['css'] = [];
  for (const tag of tags) {
    const url = /\b(?:src|href)="(\/[^"]+)"/.exec(tag)?.[1];
    if (!url) continue;
    const isScript = tag.startsWith('<script') || /\brel="modulepreload"/.test(tag);
    const isStyle = /\brel="stylesheet"/.test(tag);
    if (!isScript && !isStyle) continue;
    const bytes = readFileSync(path.join(distDir, url)).length;
    (isScript ? js : css).push({ file: url, bytes, gzipBytes: gzipBytesOf(distDir, url) });
  }
  const sum = (items: { gzipBytes: number }[]) => items.reduce((n, item) => n + item.gzipBytes, 0);
  return { js, css, jsGzipBytes: sum(js), cssGzipBytes: sum(css) };
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
