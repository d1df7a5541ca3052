import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface UnixUser {
  uid: number;
  gid: number;
}

async function lookUp(name: string): Promise<UnixUser | undefined> {
  try {
    const uid = Number((await run('id', ['-u', name])).stdout.trim());
    const gid = Number((await run('id', ['-g', name])).stdout.trim());
    return { uid, gid };
  } catch {
    return undefined;
  }
}

/**
 * PostgreSQL refuses to run as root. As root we run it as the `postgres` system user, creating
 * that user (without a login shell or home) when the machine has none.
 */
export async function ensurePostgresUser(): Promise<UnixUser> {
  const existing = await lookUp('postgres');
  if (existing) return existing;
  await run('useradd', [
    '--system',
    '--user-group',
    '--no-create-home',
    '--shell',
    '/usr/sbin/nologin',
    'postgres',
  ]);
  const created = await lookUp('postgres');
  if (!created) throw new Error('Could not create the "postgres" system user to run PostgreSQL');
  return created;
}
