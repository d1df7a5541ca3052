import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../config/env';

/**
 * A secret from the environment, or — for a local run — one generated on first start and kept
 * in DATA_DIR (mode 600), so it survives restarts without any set-up. Production must set the
 * variables (the env check enforces it).
 */
async function fromEnvOrDataDir(
  value: string | undefined,
  dataDir: string,
  file: string,
): Promise<string> {
  if (value) return value;
  const location = path.join(dataDir, file);
  if (existsSync(location)) return (await readFile(location, 'utf8')).trim();
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64');
  await writeFile(location, secret, { mode: 0o600 });
  return secret;
}

/** Signs session cookies. */
export function resolveAuthSecret(env: Pick<Env, 'AUTH_SECRET' | 'DATA_DIR'>): Promise<string> {
  return fromEnvOrDataDir(env.AUTH_SECRET, env.DATA_DIR, 'auth-secret');
}

/** Encrypts the local custodian's private keys (AES-256: 32 bytes). */
export async function resolveCustodyKey(
  env: Pick<Env, 'CUSTODY_ENCRYPTION_KEY' | 'DATA_DIR'>,
): Promise<Buffer> {
  return Buffer.from(
    await fromEnvOrDataDir(env.CUSTODY_ENCRYPTION_KEY, env.DATA_DIR, 'custody-key'),
    'base64',
  );
}
