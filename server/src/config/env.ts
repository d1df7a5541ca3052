import { CURRENCIES, parseUnits } from '@titletrust/shared';
import { z } from 'zod';
import { defaultDataDir, defaultWebDistDir } from './paths';
import { parseStorageUrl } from './storage-url';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    error: 'must be one of true, false, 1, 0, yes, no',
  })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const port = (what: string) =>
  z.coerce
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(1, `${what} must be between 1 and 65535`)
    .max(65535, `${what} must be between 1 and 65535`);

const postgresUrl = z
  .string()
  .trim()
  .refine((value) => /^postgres(ql)?:\/\//.test(value) && URL.canParse(value), {
    message: 'must be a postgres:// or postgresql:// URL, e.g. postgres://user:pass@host:5432/db',
  });

const envVariables = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'must be development, production or test',
    })
    .default('development'),
  HOST: z.string().trim().min(1).optional(),
  PORT: port('PORT').default(3000),
  PUBLIC_URL: z.url({ error: 'must be an absolute URL such as https://titletrust.ng' }).optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  DATABASE_URL: postgresUrl.optional(),
  DATA_DIR: z.string().trim().min(1).default(defaultDataDir),
  // Uploaded files in an S3-compatible bucket (decision 063); unset: DATA_DIR/storage.
  STORAGE_URL: z
    .string()
    .trim()
    .transform((value, ctx) => {
      const location = parseStorageUrl(value);
      if (typeof location === 'string') {
        ctx.addIssue({ code: 'custom', message: location });
        return z.NEVER;
      }
      return location;
    })
    .optional(),
  STORAGE_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  STORAGE_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  EMBEDDED_PG_PORT: port('EMBEDDED_PG_PORT')
    .refine((value) => value !== 5432, {
      message: 'must not be 5432, where a system PostgreSQL may already listen',
    })
    .default(54329),
  DEMO_MODE: booleanFlag.optional(),
  WEB_DIST_DIR: z.string().trim().min(1).default(defaultWebDistDir),
  TRUST_PROXY: booleanFlag.default(false),
  AUTH_SECRET: z
    .string()
    .trim()
    .min(32, 'must be at least 32 characters (e.g. the output of `openssl rand -base64 32`)')
    .optional(),
  SMTP_URL: z
    .string()
    .trim()
    .refine((value) => /^smtps?:\/\//.test(value) && URL.canParse(value), {
      message:
        'must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465',
    })
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/^(.+<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, {
      message: 'must be an address such as "TitleTrust <no-reply@titletrust.ng>"',
    })
    .default('TitleTrust <no-reply@titletrust.ng>'),
  SIWE_CHAIN_IDS: z
    .string()
    .trim()
    .regex(/^\d+(\s*,\s*\d+)*$/, { message: 'must be comma-separated chain ids, e.g. 80002,137,1' })
    .transform((value) => value.split(',').map((id) => Number(id.trim())))
    .default([80002, 137, 1]),
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
  GOOGLE_DISCOVERY_URL: z
    .url({ error: 'must be the URL of an OpenID Connect discovery document' })
    .default('https://accounts.google.com/.well-known/openid-configuration'),
  CIRCLE_API_KEY: z.string().trim().min(1).optional(),
  CIRCLE_ENTITY_SECRET: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F]{64}$/, { message: 'must be the 32-byte entity secret as 64 hex digits' })
    .optional(),
  CIRCLE_WALLET_SET_ID: z.string().trim().min(1).optional(),
  CIRCLE_BASE_URL: z.url({ error: 'must be an absolute URL' }).default('https://api.circle.com'),
  CIRCLE_BLOCKCHAIN: z.string().trim().min(1).default('MATIC-AMOY'),
  CIRCLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  CIRCLE_USDC_TOKEN_ADDRESS: z
    .string()
    .trim()
    .regex(/^0x[0-9a-fA-F]{40}$/, {
      message: 'must be a token contract address (0x and 40 hex digits)',
    })
    // Circle's USDC on Polygon Amoy, the default chain.
    .default('0x41E94Eb019C0762f9Bfcf9Fb1E58725BfB0e7582'),
  // Naira through Paystack (docs/decisions/059); unset: the local payments provider.
  PAYSTACK_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^sk_(test|live)_[0-9A-Za-z]+$/, {
      message: 'must be a Paystack secret key (sk_test_… or sk_live_…)',
    })
    .optional(),
  PAYSTACK_BASE_URL: z.url({ error: 'must be an absolute URL' }).default('https://api.paystack.co'),
  PAYSTACK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  WALLET_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  CUSTODY_ENCRYPTION_KEY: z
    .string()
    .trim()
    .refine((value) => Buffer.from(value, 'base64').length === 32, {
      message: 'must be 32 random bytes in base64 (openssl rand -base64 32)',
    })
    .optional(),
  DOJAH_APP_ID: z.string().trim().min(1).optional(),
  DOJAH_SECRET_KEY: z.string().trim().min(1).optional(),
  DOJAH_BASE_URL: z.url({ error: 'must be an absolute URL' }).default('https://api.dojah.io'),
  // Dojah reads a confidence of 90 or more as a match (docs.dojah.io, NIN with selfie).
  KYC_MATCH_THRESHOLD: z.coerce
    .number({ error: 'must be a number from 0 to 100' })
    .min(0, 'must be a number from 0 to 100')
    .max(100, 'must be a number from 0 to 100')
    .default(90),
  TAVUS_API_KEY: z.string().trim().min(1).optional(),
  TAVUS_PERSONA_ID: z.string().trim().min(1).optional(),
  TAVUS_BASE_URL: z.url({ error: 'must be an absolute URL' }).default('https://tavusapi.com'),
  PLATFORM_FEE_BPS: z.coerce
    .number({ error: 'must be a whole number of basis points' })
    .int('must be a whole number of basis points')
    .min(0, 'must be between 0 and 10000 (100 %)')
    .max(10_000, 'must be between 0 and 10000 (100 %)')
    .default(1000),
  // The indicative naira beside USDC amounts (decision 056): the CBN's published rates, or "off".
  RATE_SOURCE_URL: z
    .string()
    .trim()
    .refine((value) => value === 'off' || (/^https?:\/\//.test(value) && URL.canParse(value)), {
      message: 'must be an http(s) URL of the CBN\'s exchange rates, or "off"',
    })
    .default('https://www.cbn.gov.ng/api/GetAllExchangeRates'),
  NGN_PER_USD_RATE: z
    .string()
    .trim()
    .transform((value, ctx) => {
      const kobo = parseUnits(value.replace(/^₦/, '').replace(/,/g, ''), CURRENCIES.NGN.decimals);
      if (kobo === undefined || kobo < 100n || kobo > 10_000_000n) {
        ctx.addIssue({
          code: 'custom',
          message:
            'must be naira per US dollar with at most 2 decimals, from 1 to 100000 (e.g. 1528.50)',
        });
        return z.NEVER;
      }
      return kobo;
    })
    .optional(),
  // Prometheus metrics (decision 064): off unless a token guards /metrics on PORT, or a port of
  // their own on 127.0.0.1 serves them.
  METRICS_TOKEN: z
    .string()
    .trim()
    .regex(/^[\x21-\x7e]{32,}$/, {
      message:
        'must be at least 32 characters without spaces (e.g. the output of `openssl rand -hex 32`)',
    })
    .optional(),
  METRICS_PORT: port('METRICS_PORT').optional(),
  // How long /api/health/ready answers 503 after SIGTERM before the server stops taking requests.
  SHUTDOWN_DELAY_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds from 0 to 120' })
    .int('must be a whole number of seconds from 0 to 120')
    .min(0, 'must be a whole number of seconds from 0 to 120')
    .max(120, 'must be a whole number of seconds from 0 to 120')
    .optional(),
  ADMIN_EMAILS: z
    .string()
    .trim()
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .default([]),
});

/** Names of every variable the app reads; .env.example documents each (checked by a test). */
export const ENV_VARIABLE_NAMES = Object.keys(envVariables.shape);

const envSchema = envVariables
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'is required in production: it signs every session cookie',
      });
    }
    if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'is required in production: password reset and email verification links are sent by email (e.g. smtps://user:password@smtp.example.com:465)',
      });
    }
    if (!!env.GOOGLE_CLIENT_ID !== !!env.GOOGLE_CLIENT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: [env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together: set both or neither',
      });
    }
    if (!!env.STORAGE_ACCESS_KEY_ID !== !!env.STORAGE_SECRET_ACCESS_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: [env.STORAGE_ACCESS_KEY_ID ? 'STORAGE_SECRET_ACCESS_KEY' : 'STORAGE_ACCESS_KEY_ID'],
        message:
          "STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY go together: set both, or neither to use the machine's own AWS credentials",
      });
    }
    if (env.STORAGE_ACCESS_KEY_ID && !env.STORAGE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['STORAGE_URL'],
        message: 'is needed with STORAGE_ACCESS_KEY_ID: it names the bucket the keys open',
      });
    }
    const circle = [env.CIRCLE_API_KEY, env.CIRCLE_ENTITY_SECRET, env.CIRCLE_WALLET_SET_ID];
    if (circle.some(Boolean) && !circle.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['CIRCLE_API_KEY'],
        message:
          'CIRCLE_API_KEY, CIRCLE_ENTITY_SECRET and CIRCLE_WALLET_SET_ID go together: set all three or none',
      });
    }
    if (!!env.DOJAH_APP_ID !== !!env.DOJAH_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: [env.DOJAH_APP_ID ? 'DOJAH_SECRET_KEY' : 'DOJAH_APP_ID'],
        message: 'DOJAH_APP_ID and DOJAH_SECRET_KEY go together: set both or neither',
      });
    }
    if (!!env.TAVUS_API_KEY !== !!env.TAVUS_PERSONA_ID) {
      ctx.addIssue({
        code: 'custom',
        path: [env.TAVUS_API_KEY ? 'TAVUS_PERSONA_ID' : 'TAVUS_API_KEY'],
        message: 'TAVUS_API_KEY and TAVUS_PERSONA_ID go together: set both or neither',
      });
    }
    if (env.NODE_ENV === 'production' && !circle.every(Boolean) && !env.CUSTODY_ENCRYPTION_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['CUSTODY_ENCRYPTION_KEY'],
        message:
          'is required in production when Circle is not configured: it encrypts custodial keys',
      });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: 'must differ from PORT: metrics are served on a port of their own, on 127.0.0.1',
      });
    }
    if (env.NODE_ENV === 'production' && env.DEMO_MODE === true) {
      ctx.addIssue({
        code: 'custom',
        path: ['DEMO_MODE'],
        message: 'cannot be true when NODE_ENV=production: demo accounts never exist in production',
      });
    }
  })
  .transform((env) => {
    const isProduction = env.NODE_ENV === 'production';
    const host = env.HOST ?? (isProduction ? '0.0.0.0' : 'localhost');
    const demoMode = env.DEMO_MODE ?? !isProduction;
    return {
      ...env,
      HOST: host,
      DEMO_MODE: demoMode,
      PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
      isProduction,
      // A load balancer needs a few health checks to see the 503; a local Ctrl-C waits for none.
      SHUTDOWN_DELAY_SECONDS: env.SHUTDOWN_DELAY_SECONDS ?? (isProduction ? 5 : 0),
      metricsEnabled: env.METRICS_TOKEN !== undefined || env.METRICS_PORT !== undefined,
      // A local run answers on several loopback names (localhost, 127.0.0.1, [::1]); cookies and
      // the mailbox's links belong to PUBLIC_URL's, so browsers are sent there. In production a
      // reverse proxy decides the host, and nothing is redirected (http/loopback-redirect.ts).
      redirectsLoopbackAliases: !isProduction && (env.NODE_ENV === 'development' || demoMode),
    };
  });

export type Env = z.output<typeof envSchema>;

export class InvalidEnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'InvalidEnvironmentError';
  }
}

/** Values of these variables may hold credentials, so error messages never echo them. */
const SECRET_NAME = /URL$|SECRET|KEY|PASSWORD|TOKEN/;

/** Empty strings count as unset, as they do in most .env files. */
function withoutEmptyValues(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => !!entry[1]?.trim()),
  );
}

/** Parses the environment, reporting every bad variable at once with what was wrong. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(withoutEmptyValues(source));
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    const given = source[name];
    const shown = given === undefined || SECRET_NAME.test(name) ? '' : ` (got "${given}")`;
    return `${name}: ${issue.message}${shown}`;
  });
  throw new InvalidEnvironmentError(problems);
}
