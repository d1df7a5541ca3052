import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './paths';
import { ENV_VARIABLE_NAMES, InvalidEnvironmentError, parseEnv } from './env';

function problemsOf(source: Record<string, string>): string[] {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) return error.problems;
    throw error;
  }
  throw new Error('expected the environment to be refused');
}

const CUSTODY_KEY = Buffer.alloc(32, 1).toString('base64');
const SMTP_URL = 'smtps://mailer:pw@smtp.example.com:465';

describe('parseEnv', () => {
  it('gives a local run sensible defaults: port 3000, embedded database, demo mode on', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.EMBEDDED_PG_PORT).not.toBe(5432);
    expect(env.DEMO_MODE).toBe(true);
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.DATA_DIR).toMatch(/\.data$/);
    expect(env.redirectsLoopbackAliases).toBe(true);
  });

  it('turns demo mode off and listens on all interfaces in production', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      PORT: '8080',
      AUTH_SECRET: 'x'.repeat(32),
      CUSTODY_ENCRYPTION_KEY: CUSTODY_KEY,
      SMTP_URL,
    });
    expect(env.DEMO_MODE).toBe(false);
    expect(env.HOST).toBe('0.0.0.0');
    expect(env.PUBLIC_URL).toBe('http://localhost:8080');
    expect(env.redirectsLoopbackAliases).toBe(false);
  });

  it('sends loopback aliases to PUBLIC_URL in development and demo mode only', () => {
    const modes: Array<[Record<string, string>, boolean]> = [
      [{ NODE_ENV: 'development', DEMO_MODE: 'false' }, true],
      [{ NODE_ENV: 'test', DEMO_MODE: 'true' }, true],
      [{ NODE_ENV: 'test', DEMO_MODE: 'false' }, false],
    ];
    for (const [source, redirects] of modes) {
      expect(parseEnv(source).redirectsLoopbackAliases, JSON.stringify(source)).toBe(redirects);
    }
  });

  it('treats empty values as unset, as .env files write them', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '  ' }).PORT).toBe(3000);
  });

  it('names each bad variable with what was wrong, all at once', () => {
    const problems = problemsOf({ PORT: 'abc', LOG_LEVEL: 'loud', NODE_ENV: 'staging' });
    expect(problems).toHaveLength(3);
    expect(problems).toContain('PORT: PORT must be a number (got "abc")');
    expect(problems.find((p) => p.startsWith('LOG_LEVEL:'))).toContain('must be one of fatal');
    expect(problems.find((p) => p.startsWith('NODE_ENV:'))).toContain(
      'development, production or test',
    );
  });

  it('refuses ports out of range and the system PostgreSQL port for the embedded cluster', () => {
    expect(problemsOf({ PORT: '70000' })).toEqual([
      'PORT: PORT must be between 1 and 65535 (got "70000")',
    ]);
    expect(problemsOf({ EMBEDDED_PG_PORT: '5432' })[0]).toContain('must not be 5432');
  });

  it('refuses demo accounts in production', () => {
    const problems = problemsOf({
      NODE_ENV: 'production',
      DEMO_MODE: 'true',
      AUTH_SECRET: 'x'.repeat(32),
      CUSTODY_ENCRYPTION_KEY: CUSTODY_KEY,
      SMTP_URL,
    });
    expect(problems).toEqual([expect.stringMatching(/^DEMO_MODE: cannot be true/)]);
  });

  it('requires a long session-signing secret in production, and never echoes it', () => {
    expect(
      problemsOf({ NODE_ENV: 'production', CUSTODY_ENCRYPTION_KEY: CUSTODY_KEY, SMTP_URL }),
    ).toEqual(['AUTH_SECRET: is required in production: it signs every session cookie']);
    const [problem] = problemsOf({ AUTH_SECRET: 'short-secret' });
    expect(problem).toMatch(/^AUTH_SECRET: must be at least 32 characters/);
    expect(problem).not.toContain('short-secret');
  });

  it('requires SMTP in production, where links must reach real mailboxes', () => {
    expect(
      problemsOf({
        NODE_ENV: 'production',
        AUTH_SECRET: 'x'.repeat(32),
        CUSTODY_ENCRYPTION_KEY: CUSTODY_KEY,
      }),
    ).toEqual([
      'SMTP_URL: is required in production: password reset and email verification links are sent by email (e.g. smtps://user:password@smtp.example.com:465)',
    ]);
    expect(parseEnv({ NODE_ENV: 'development' }).SMTP_URL).toBeUndefined();
  });

  it('reads the mail settings and the bootstrap admins', () => {
    const env = parseEnv({
      SMTP_URL: 'smtp://mailer:pw@127.0.0.1:2525',
      ADMIN_EMAILS: ' Ada@Example.com, ,ops@example.com ',
    });
    expect(env.SMTP_URL).toBe('smtp://mailer:pw@127.0.0.1:2525');
    expect(env.ADMIN_EMAILS).toEqual(['ada@example.com', 'ops@example.com']);
    expect(env.MAIL_FROM).toContain('@');
    expect(problemsOf({ SMTP_URL: 'http://mail' })[0]).toMatch(/^SMTP_URL: must be an smtp/);
  });

  it('explains a malformed database URL without echoing it, since it may hold a password', () => {
    const [problem] = problemsOf({ DATABASE_URL: 'mysql://root:hunter2@db/app' });
    expect(problem).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    expect(problem).not.toContain('hunter2');
  });

  it('accepts the usual spellings of booleans', () => {
    expect(parseEnv({ DEMO_MODE: 'no' }).DEMO_MODE).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(true);
    expect(problemsOf({ TRUST_PROXY: 'maybe' })[0]).toContain('must be one of true, false');
  });
});

describe('wallet settings', () => {
  it('takes Circle only as a complete set, and needs a custody key in production without it', () => {
    expect(problemsOf({ CIRCLE_API_KEY: 'key' })[0]).toMatch(
      /^CIRCLE_API_KEY: CIRCLE_API_KEY, CIRCLE_ENTITY_SECRET and CIRCLE_WALLET_SET_ID go together/,
    );
    expect(problemsOf({ CIRCLE_ENTITY_SECRET: 'abc' })).toContain(
      'CIRCLE_ENTITY_SECRET: must be the 32-byte entity secret as 64 hex digits',
    );
    expect(problemsOf({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), SMTP_URL })).toEqual([
      'CUSTODY_ENCRYPTION_KEY: is required in production when Circle is not configured: it encrypts custodial keys',
    ]);
    expect(problemsOf({ CUSTODY_ENCRYPTION_KEY: 'short' })[0]).toMatch(
      /^CUSTODY_ENCRYPTION_KEY: must be 32 random bytes/,
    );
    const circle = parseEnv({
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      CIRCLE_API_KEY: 'TEST_API_KEY:a:b',
      CIRCLE_ENTITY_SECRET: 'ab'.repeat(32),
      CIRCLE_WALLET_SET_ID: 'set',
      SMTP_URL,
    });
    expect(circle.CIRCLE_BLOCKCHAIN).toBe('MATIC-AMOY');
  });
});

describe('.env.example', () => {
  it('documents every variable the app reads', () => {
    const example = readFileSync(path.join(repoRoot, '.env.example'), 'utf8');
    const documented = new Set(
      [...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]),
    );
    expect(ENV_VARIABLE_NAMES.filter((name) => !documented.has(name))).toEqual([]);
  });
});

describe('the indicative rate settings', () => {
  it('reads NGN_PER_USD_RATE as kobo per dollar, as people write it', () => {
    expect(parseEnv({ NGN_PER_USD_RATE: '1528.50' }).NGN_PER_USD_RATE).toBe(152_850n);
    expect(parseEnv({ NGN_PER_USD_RATE: '₦1,528.5' }).NGN_PER_USD_RATE).toBe(152_850n);
    expect(parseEnv({}).NGN_PER_USD_RATE).toBeUndefined();
  });

  it('refuses a rate with more than two decimals, or none a dollar could cost', () => {
    for (const bad of ['1528.505', 'abc', '0', '-1528', '100000.01'])
      expect(() => parseEnv({ NGN_PER_USD_RATE: bad })).toThrow(/NGN_PER_USD_RATE: must be naira/);
  });

  it("defaults RATE_SOURCE_URL to the CBN's rates, takes another URL or off", () => {
    expect(parseEnv({}).RATE_SOURCE_URL).toBe('https://www.cbn.gov.ng/api/GetAllExchangeRates');
    expect(parseEnv({ RATE_SOURCE_URL: 'off' }).RATE_SOURCE_URL).toBe('off');
    expect(() => parseEnv({ RATE_SOURCE_URL: 'cbn.gov.ng' })).toThrow(/RATE_SOURCE_URL/);
  });
});

describe('file storage settings', () => {
  it('keeps files on the local disk unless STORAGE_URL names a bucket', () => {
    expect(parseEnv({}).STORAGE_URL).toBeUndefined();
    expect(
      parseEnv({
        STORAGE_URL:
          's3://titletrust-files?endpoint=https://abc.r2.cloudflarestorage.com&region=auto',
      }).STORAGE_URL,
    ).toEqual({
      bucket: 'titletrust-files',
      endpoint: 'https://abc.r2.cloudflarestorage.com',
      region: 'auto',
      forcePathStyle: true,
    });
    // AWS S3 itself: no endpoint, the bucket in the host name.
    expect(parseEnv({ STORAGE_URL: 's3://titletrust.files?region=eu-west-1' }).STORAGE_URL).toEqual(
      { bucket: 'titletrust.files', region: 'eu-west-1', forcePathStyle: false },
    );
    expect(
      parseEnv({
        STORAGE_URL: 's3://files?endpoint=http://127.0.0.1:9000&forcePathStyle=false',
      }).STORAGE_URL,
    ).toMatchObject({ region: 'us-east-1', forcePathStyle: false });
  });

  it('says what is wrong with a STORAGE_URL it cannot use, without echoing it', () => {
    const problemOf = (url: string) => problemsOf({ STORAGE_URL: url })[0];
    expect(problemOf('https://files.example.com')).toMatch(
      /^STORAGE_URL: must be an s3:\/\/ URL naming the bucket, e\.g\. s3:\/\//,
    );
    expect(problemOf('s3://')).toMatch(/must be an s3:\/\/ URL naming the bucket/);
    expect(problemOf('s3://AKIA:hunter2@files?region=eu-west-1')).toBe(
      'STORAGE_URL: must not carry keys: put them in STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY',
    );
    expect(problemOf('s3://AKIA:hunter2@files?region=eu-west-1')).not.toContain('hunter2');
    expect(problemOf('s3://files/uploads?region=eu-west-1')).toMatch(/only the bucket/);
    expect(problemOf('s3://My_Files?region=eu-west-1')).toMatch(/"My_Files" is not a bucket name/);
    expect(problemOf('s3://files?region=eu-west-1&acl=public-read')).toBe(
      'STORAGE_URL: has an unknown option "acl": the options are endpoint, region, forcePathStyle',
    );
    expect(problemOf('s3://files')).toMatch(/needs region=… for AWS S3/);
    expect(problemOf('s3://files?endpoint=minio:9000')).toMatch(
      /endpoint must be an http:\/\/ or https:\/\/ URL/,
    );
    expect(problemOf('s3://files?region=eu-west-1&forcePathStyle=yes')).toMatch(
      /forcePathStyle must be true or false/,
    );
  });

  it('takes the keys as a pair, and only with a bucket to open', () => {
    const url = 's3://files?region=eu-west-1';
    expect(problemsOf({ STORAGE_URL: url, STORAGE_ACCESS_KEY_ID: 'AKIA' })[0]).toMatch(
      /^STORAGE_SECRET_ACCESS_KEY: STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY go together/,
    );
    expect(
      problemsOf({ STORAGE_ACCESS_KEY_ID: 'AKIA', STORAGE_SECRET_ACCESS_KEY: 'secret' }),
    ).toEqual([
      'STORAGE_URL: is needed with STORAGE_ACCESS_KEY_ID: it names the bucket the keys open',
    ]);
    const env = parseEnv({
      STORAGE_URL: url,
      STORAGE_ACCESS_KEY_ID: 'AKIA',
      STORAGE_SECRET_ACCESS_KEY: 'secret',
    });
    expect(env.STORAGE_SECRET_ACCESS_KEY).toBe('secret');
  });
});

describe('metrics and shutdown settings', () => {
  const production = {
    NODE_ENV: 'production',
    AUTH_SECRET: 'x'.repeat(32),
    CUSTODY_ENCRYPTION_KEY: CUSTODY_KEY,
    SMTP_URL,
  };

  it('leaves metrics off unless a token or a port of their own is set', () => {
    expect(parseEnv({}).metricsEnabled).toBe(false);
    expect(parseEnv({ METRICS_TOKEN: 'a'.repeat(32) }).metricsEnabled).toBe(true);
    expect(parseEnv({ METRICS_PORT: '9464' })).toMatchObject({
      METRICS_PORT: 9464,
      metricsEnabled: true,
    });
  });

  it('refuses a short or spaced token without echoing it, and the app port for metrics', () => {
    const [short] = problemsOf({ METRICS_TOKEN: 'guessable' });
    expect(short).toMatch(/^METRICS_TOKEN: must be at least 32 characters without spaces/);
    expect(short).not.toContain('guessable');
    expect(problemsOf({ METRICS_TOKEN: `${'a'.repeat(20)} ${'b'.repeat(20)}` })).toHaveLength(1);
    expect(problemsOf({ PORT: '8080', METRICS_PORT: '8080' })).toEqual([
      'METRICS_PORT: must differ from PORT: metrics are served on a port of their own, on 127.0.0.1 (got "8080")',
    ]);
    expect(problemsOf({ METRICS_PORT: '0' })[0]).toContain('between 1 and 65535');
  });

  it('waits 5 s for the load balancer after SIGTERM in production, none elsewhere', () => {
    expect(parseEnv(production).SHUTDOWN_DELAY_SECONDS).toBe(5);
    expect(parseEnv({}).SHUTDOWN_DELAY_SECONDS).toBe(0);
    expect(parseEnv({ ...production, SHUTDOWN_DELAY_SECONDS: '0' }).SHUTDOWN_DELAY_SECONDS).toBe(0);
    expect(problemsOf({ SHUTDOWN_DELAY_SECONDS: '600' })[0]).toMatch(
      /^SHUTDOWN_DELAY_SECONDS: must be a whole number of seconds from 0 to 120/,
    );
  });
});
