import { describe, expect, it } from 'vitest';
import { ApiError } from './apiError';
import { afterFailure } from './apiFailure';
import { registerFreshCheckPrompter } from './freshCheck';

const refusal = (code: string, message = 'Please confirm it is you before you continue.') => ({
  error: { code, message },
});

describe('afterFailure', () => {
  it("throws the API's error in its words, or a generic one for an answer out of contract", async () => {
    await expect(afterFailure(409, refusal('CONFLICT', 'Taken'), false)).rejects.toEqual(
      new ApiError(409, 'CONFLICT', 'Taken'),
    );
    await expect(afterFailure(502, '<html>', false)).rejects.toMatchObject({
      status: 502,
      code: 'INTERNAL',
    });
  });

  it('returns, for the call to go again, once a fresh check was given; only once', async () => {
    let asked = 0;
    const unregister = registerFreshCheckPrompter(async () => {
      asked += 1;
    });
    await expect(afterFailure(403, refusal('FRESH_CHECK_REQUIRED'), false)).resolves.toBe(
      undefined,
    );
    await expect(afterFailure(403, refusal('FRESH_CHECK_REQUIRED'), true)).rejects.toMatchObject({
      code: 'FRESH_CHECK_REQUIRED',
    });
    expect(asked).toBe(1);
    unregister();
    // With nothing to ask with (no signed-in shell), the refusal is the answer.
    await expect(afterFailure(403, refusal('FRESH_CHECK_REQUIRED'), false)).rejects.toBeInstanceOf(
      ApiError,
    );
  });
});
