import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeDojah, FAKE_DOJAH, type FakeDojah } from '../../../../test/support/fake-dojah';
import { parseEnv } from '../../../config/env';
import { AppError } from '../../../platform/app-error';
import { createKycProvider } from './create-kyc-provider';
import { createDojahKycProvider, type DojahOptions } from './dojah-kyc-provider';
import { KYC_MESSAGES, type KycMatchInput } from './kyc-provider';

const NIN = '12345678901';
const SELFIE = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 0xff, 0xd9]);
const input = (nin = NIN): KycMatchInput => ({
  nin,
  selfie: SELFIE,
  firstName: 'Adaeze',
  lastName: 'Okafor',
});

let dojah: FakeDojah;
let logLines: string[];
/** A real pino logger, so the test reads exactly what production would write. */
const logger = pino(
  { level: 'trace' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  }),
);

const provider = (overrides: Partial<DojahOptions> = {}) =>
  createDojahKycProvider({
    appId: FAKE_DOJAH.appId,
    secretKey: FAKE_DOJAH.secretKey,
    baseUrl: dojah.baseUrl,
    threshold: 90,
    timeoutMs: 500,
    logger,
    ...overrides,
  });

/** The AppError a check throws; fails the test if it resolves or throws anything else. */
async function failureOf(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => expect.fail('the check should have failed'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  // The NIN stays out of everything the caller could show or log.
  expect(JSON.stringify({ message: appError.message, fields: appError.fields })).not.toContain(NIN);
  expect(logLines.join('')).not.toContain(NIN);
  return appError;
}

beforeAll(async () => {
  dojah = await startFakeDojah();
});
afterAll(() => dojah.close());
beforeEach(() => {
  logLines = [];
  dojah.requests.length = 0;
  dojah.failNext(0);
  dojah.hangNext(0);
  dojah.setRecord(NIN, { firstName: 'Adaeze', lastName: 'Okafor', confidence: 96.42 });
});

describe('Dojah NIN and selfie check', () => {
  it("sends the NIN, the selfie as plain base64 and the names with the app's keys", async () => {
    const result = await provider().matchSelfieToNin(input());

    expect(result).toEqual({ matchScore: 96.42, passed: true });
    expect(dojah.requests).toEqual([
      {
        path: '/api/v1/kyc/nin/verify',
        appId: FAKE_DOJAH.appId,
        authorization: FAKE_DOJAH.secretKey,
        nin: NIN,
        firstName: 'Adaeze',
        lastName: 'Okafor',
        selfie: SELFIE,
      },
    ]);
  });

  it('passes at or above the threshold and fails below it', async () => {
    const check = provider({ threshold: 90 });
    dojah.setRecord(NIN, { firstName: 'A', lastName: 'O', confidence: 90 });
    expect(await check.matchSelfieToNin(input())).toEqual({ matchScore: 90, passed: true });

    dojah.setRecord(NIN, { firstName: 'A', lastName: 'O', confidence: 89.994 });
    expect(await check.matchSelfieToNin(input())).toEqual({ matchScore: 89.99, passed: false });

    dojah.setRecord(NIN, { firstName: 'A', lastName: 'O', confidence: 3.5 });
    expect(await check.matchSelfieToNin(input())).toEqual({ matchScore: 3.5, passed: false });
  });

  it('uses its own threshold, not Dojah’s match flag', async () => {
    dojah.setRecord(NIN, { firstName: 'A', lastName: 'O', confidence: 92 });
    const strict = provider({ threshold: 95 });
    expect(strict.threshold).toBe(95);
    expect(await strict.matchSelfieToNin(input())).toEqual({ matchScore: 92, passed: false });
  });

  it('tells the person when no NIN record has that number, at the nin field', async () => {
    const error = await failureOf(provider().matchSelfieToNin(input('99999999999')));

    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe(KYC_MESSAGES.ninNotFound);
    expect(error.fields).toEqual([{ path: 'nin', message: KYC_MESSAGES.ninNotFound }]);
  });

  it('refuses a selfie the provider cannot read, without blaming the NIN', async () => {
    const error = await failureOf(
      provider().matchSelfieToNin({ ...input(), selfie: Buffer.alloc(0) }),
    );

    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe(KYC_MESSAGES.unreadable);
    expect(error.fields).toBeUndefined();
  });

  it('is unavailable with wrong keys, and logs that our account was refused', async () => {
    for (const keys of [{ secretKey: 'test_sk_wrong' }, { appId: 'another-app' }]) {
      const error = await failureOf(provider(keys).matchSelfieToNin(input()));
      expect(error.code).toBe('SERVICE_UNAVAILABLE');
      expect(error.message).toBe(KYC_MESSAGES.unavailable);
    }
    const logged = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({ level: 50, kycProvider: 'dojah', status: 401 });
    expect(String(logged[0]!.msg)).toContain('DOJAH_SECRET_KEY');
    expect(logLines.join('')).not.toContain('test_sk_wrong');
  });

  it('is unavailable when Dojah fails, logging the status without the NIN it echoed', async () => {
    dojah.failNext(1);
    const error = await failureOf(provider().matchSelfieToNin(input()));

    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.message).toBe(KYC_MESSAGES.unavailable);
    const logged = JSON.parse(logLines[0]!) as Record<string, unknown>;
    expect(logged).toMatchObject({ level: 40, status: 500 });
    expect(logged.providerError).toBe('NIMC lookup failed for NIN [nin]');

    // The next check goes through again.
    expect((await provider().matchSelfieToNin(input())).passed).toBe(true);
  });

  it('gives up on a check Dojah never answers after its timeout', async () => {
    dojah.hangNext(1);
    const started = Date.now();
    const error = await failureOf(provider({ timeoutMs: 300 }).matchSelfieToNin(input()));

    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.message).toBe(KYC_MESSAGES.unavailable);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(logLines.join('')).toContain('no answer within 300 ms');
  });

  it('is unavailable when Dojah cannot be reached', async () => {
    const closed = await startFakeDojah();
    await closed.close();
    const error = await failureOf(provider({ baseUrl: closed.baseUrl }).matchSelfieToNin(input()));

    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(logLines.join('')).toContain('unreachable');
  });
});

describe('createKycProvider', () => {
  it('is manual review only (null) when no Dojah keys are set', () => {
    expect(createKycProvider(parseEnv({}))).toBeNull();
  });

  it("is Dojah with the configured threshold, defaulting to Dojah's 90", async () => {
    const fromDefaults = createKycProvider(parseEnv(dojah.env));
    expect(fromDefaults).toMatchObject({ name: 'dojah', threshold: 90 });
    expect(await fromDefaults!.matchSelfieToNin(input())).toEqual({
      matchScore: 96.42,
      passed: true,
    });

    const strict = createKycProvider(parseEnv({ ...dojah.env, KYC_MATCH_THRESHOLD: '97.5' }));
    expect(strict?.threshold).toBe(97.5);
    expect((await strict!.matchSelfieToNin(input())).passed).toBe(false);
  });

  it('refuses one Dojah key without the other, and a threshold outside 0–100', () => {
    expect(() => parseEnv({ DOJAH_APP_ID: 'app' })).toThrow(
      /DOJAH_SECRET_KEY: DOJAH_APP_ID and DOJAH_SECRET_KEY go together/,
    );
    expect(() => parseEnv({ DOJAH_SECRET_KEY: 'sk' })).toThrow(/DOJAH_APP_ID: DOJAH_APP_ID and/);
    expect(() => parseEnv({ KYC_MATCH_THRESHOLD: '101' })).toThrow(
      /KYC_MATCH_THRESHOLD: must be a number from 0 to 100/,
    );
  });
});
