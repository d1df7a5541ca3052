import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_CHANGE_MESSAGES,
  emailChangeRequestSchema,
  passwordChangeRequestSchema,
} from './accounts-changes';

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('passwordChangeRequestSchema', () => {
  const valid = {
    currentPassword: 'Lekki-Phase1-Title!2026',
    newPassword: 'Ikoyi-Towers!Flat9b',
    confirmPassword: 'Ikoyi-Towers!Flat9b',
  };

  it('accepts a strong new password, confirmed, other than the current one', () => {
    expect(passwordChangeRequestSchema.parse(valid)).toEqual(valid);
  });

  it('names the field of each problem', () => {
    expect(
      issuesOf(passwordChangeRequestSchema.safeParse({ ...valid, currentPassword: '' })),
    ).toEqual(['currentPassword: Enter your current password']);
    expect(
      issuesOf(passwordChangeRequestSchema.safeParse({ ...valid, confirmPassword: 'x' })),
    ).toEqual(["confirmPassword: Passwords don't match"]);
    expect(
      issuesOf(
        passwordChangeRequestSchema.safeParse({
          currentPassword: valid.newPassword,
          newPassword: valid.newPassword,
          confirmPassword: valid.newPassword,
        }),
      ),
    ).toEqual([`newPassword: ${ACCOUNT_CHANGE_MESSAGES.samePassword}`]);
    expect(
      issuesOf(
        passwordChangeRequestSchema.safeParse({
          ...valid,
          newPassword: 'password',
          confirmPassword: 'password',
        }),
      ),
    ).toEqual(['newPassword: Password does not meet security requirements']);
  });
});

describe('emailChangeRequestSchema', () => {
  it('reads the address as sign-up does: trimmed, lower case, real domains only', () => {
    expect(emailChangeRequestSchema().parse({ newEmail: '  Ada@Example.COM ' })).toEqual({
      newEmail: 'ada@example.com',
    });
    expect(
      emailChangeRequestSchema(() => true).safeParse({ newEmail: 'ada@mailinator.com' }).success,
    ).toBe(false);
    expect(emailChangeRequestSchema().safeParse({ newEmail: 'not an address' }).success).toBe(
      false,
    );
  });
});
