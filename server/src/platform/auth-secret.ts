import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../config/env';

/**
 * The key that signs session cookies. Production must set AUTH_SECRET (the env check enforces
 * it); a local run generates one on first start and keeps it in DATA_DIR, so sessions survive
 * restarts without any set-up.
 */
export async function resolveAuthSecret(
  env: Pick<Env, 'AUTH_SECRET' | 'DATA_DIR'>,
): Promise<string> {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.join(env.DATA_DIR, 'auth-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  await mkdir(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
