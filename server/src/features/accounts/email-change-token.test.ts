import { createEmailVerificationToken } from 'better-auth/api';
import { describe, expect, it } from 'vitest';
import { emailChangeOf } from './email-change-token';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const USER = '3f0c2a0e-8a57-4a4a-9d0c-0d7d3f3e1b11';

describe('emailChangeOf', () => {
  it("reads the change a token of Better Auth's changeEmail names", async () => {
    const token = await createEmailVerificationToken(
      SECRET,
      'old@example.com',
      'new@example.com',
      3600,
      {
        requestType: 'change-email-verification',
        userId: USER,
      },
    );
    expect(emailChangeOf(token)).toEqual({
      userId: USER,
      from: 'old@example.com',
      to: 'new@example.com',
    });
  });

  it('names no change for a verification token, another kind of request, or no token', async () => {
    const verification = await createEmailVerificationToken(
      SECRET,
      'old@example.com',
      undefined,
      3600,
      {
        userId: USER,
      },
    );
    const confirmation = await createEmailVerificationToken(
      SECRET,
      'old@example.com',
      'new@example.com',
      3600,
      {
        requestType: 'change-email-confirmation',
        userId: USER,
      },
    );
    for (const token of [verification, confirmation, 'not-a-token', 'a.%%%.c', undefined, 42]) {
      expect(emailChangeOf(token)).toBeNull();
    }
  });
});
