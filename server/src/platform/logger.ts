import pino, { type Logger } from 'pino';
import type { Env } from '../config/env';

/**
 * Structured JSON logs (pino). A developer at a terminal gets them pretty-printed when pino-pretty
 * is installed; production and CI get one JSON object per line.
 */
export function createLogger(env: Pick<Env, 'LOG_LEVEL' | 'isProduction'>): Logger {
  const pretty = !env.isProduction && process.stdout.isTTY && canResolve('pino-pretty');
  return pino({
    level: env.LOG_LEVEL,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  });
}

function canResolve(specifier: string): boolean {
  try {
    import.meta.resolve(specifier);
    return true;
  } catch {
    return false;
  }
}
