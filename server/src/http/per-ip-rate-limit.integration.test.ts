import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp } from '../../test/support/personas';
import { buildTestApp, type TestApp } from '../../test/support/test-app';
import { useTestDatabase } from '../../test/support/test-database';

const signature = `0x${'ab'.repeat(65)}`;

describe('per-address limits on the public sign-in and signature endpoints', () => {
  const database = useTestDatabase();
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp(database());
  });
  afterAll(() => app.close());

  it.each([
    ['/api/accounts/wallet/nonce', 60, undefined, /^Too many wallet sign-in requests\./],
    [
      '/api/accounts/wallet/sign-in',
      30,
      { message: 'not a sign-in message', signature },
      /^Too many wallet sign-in attempts\./,
    ],
    ['/api/accounts/google', 30, { accountType: 'client' }, /^Too many Google sign-in attempts\./],
    [
      '/api/signature-checks',
      60,
      { address: `0x${'1'.repeat(40)}`, message: 'hello', signature },
      /^Too many signature checks\./,
    ],
  ])(
    'POST %s: %i per 15 minutes from one address, then 429 with Retry-After',
    async (url, limit, payload, message) => {
      const address = randomIp();
      const post = (remoteAddress: string) =>
        app.inject({ method: 'POST', url, payload, remoteAddress });
      const allowed = await Promise.all(Array.from({ length: limit }, () => post(address)));
      expect(allowed.map((response) => response.statusCode)).not.toContain(429);

      const refused = await post(address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatchObject({ code: 'RATE_LIMITED' });
      expect(refused.json().error.message).toMatch(message);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);

      expect((await post(randomIp())).statusCode).not.toBe(429);
    },
  );
});
