import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PHONE_MESSAGES } from '../validation/phone';
import { passwordResetSchema } from './accounts';
import {
  profileCompletionSchema,
  registerRequestSchema,
  type ProfileCompletionRequest,
  type RegisterRequest,
} from './accounts-registration';

const ACCOUNT_TYPE_REQUIRED = 'Choose whether you are a client or a legal professional';

/** Each issue as "path: message", so a test names both where and what. */
function issuesOf(schema: z.ZodType, body: unknown): string[] {
  const result = schema.safeParse(body);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('registerRequestSchema', () => {
  const schema = registerRequestSchema();
  const valid: RegisterRequest = {
    accountType: 'client',
    firstName: ' Ada ',
    lastName: ' Obi ',
    email: '  Ada.Obi@Example.COM ',
    phone: '0803 123 4567',
    password: 'Tr0ub4dor&3',
    confirmPassword: 'Tr0ub4dor&3',
    agreeToTerms: true,
  };

  it('parses a full valid body, trimming names, lower-casing the e-mail, normalising the phone', () => {
    expect(schema.parse(valid)).toEqual({
      accountType: 'client',
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada.obi@example.com',
      phone: '+2348031234567',
      password: 'Tr0ub4dor&3',
      confirmPassword: 'Tr0ub4dor&3',
      agreeToTerms: true,
    });
    expect(schema.parse({ ...valid, accountType: 'professional' }).accountType).toBe(
      'professional',
    );
  });

  it.each<[string, Partial<Record<keyof RegisterRequest, unknown>>, string]>([
    ['an empty first name', { firstName: '' }, 'firstName: First name is required'],
    ['a blank first name', { firstName: '   ' }, 'firstName: First name is required'],
    ['no first name', { firstName: undefined }, 'firstName: First name is required'],
    ['an empty last name', { lastName: '' }, 'lastName: Last name is required'],
    ['a blank last name', { lastName: ' \t ' }, 'lastName: Last name is required'],
    ['no e-mail', { email: '' }, 'email: Email is required'],
    ['a malformed e-mail', { email: 'ada@' }, 'email: Please enter a valid email address'],
    [
      'a disposable e-mail',
      { email: 'ada@mailinator.com' },
      'email: Please use a permanent email address',
    ],
    ['no phone', { phone: '' }, 'phone: Phone number is required'],
    ['a bad phone', { phone: '12345' }, `phone: ${PHONE_MESSAGES.invalid}`],
    [
      'a weak password',
      { password: 'password', confirmPassword: 'password' },
      'password: Password does not meet security requirements',
    ],
    [
      'a mismatched confirmation',
      { confirmPassword: 'Tr0ub4dor&4' },
      "confirmPassword: Passwords don't match",
    ],
    [
      'terms not ticked',
      { agreeToTerms: false },
      'agreeToTerms: You must agree to the Terms of Service',
    ],
    [
      'terms missing',
      { agreeToTerms: undefined },
      'agreeToTerms: You must agree to the Terms of Service',
    ],
    [
      'terms as a string',
      { agreeToTerms: 'true' },
      'agreeToTerms: You must agree to the Terms of Service',
    ],
    ['no account type', { accountType: undefined }, `accountType: ${ACCOUNT_TYPE_REQUIRED}`],
    ['admin as account type', { accountType: 'admin' }, `accountType: ${ACCOUNT_TYPE_REQUIRED}`],
  ])('refuses %s with exactly its message', (_case, change, expected) => {
    expect(issuesOf(schema, { ...valid, ...change })).toEqual([expected]);
  });

  it('reports every missing field of an empty body at once', () => {
    expect(issuesOf(schema, {})).toEqual([
      `accountType: ${ACCOUNT_TYPE_REQUIRED}`,
      'firstName: First name is required',
      'lastName: Last name is required',
      'email: Email is required',
      'phone: Phone number is required',
      'password: Password is required',
      "confirmPassword: Passwords don't match",
      'agreeToTerms: You must agree to the Terms of Service',
    ]);
  });

  it('compares the passwords exactly (case and spaces count)', () => {
    expect(issuesOf(schema, { ...valid, confirmPassword: 'tr0ub4dor&3' })).toEqual([
      "confirmPassword: Passwords don't match",
    ]);
    expect(issuesOf(schema, { ...valid, confirmPassword: 'Tr0ub4dor&3 ' })).toEqual([
      "confirmPassword: Passwords don't match",
    ]);
  });

  it('honours a custom disposable-domain check', () => {
    const strict = registerRequestSchema((domain) => domain === 'example.com');
    expect(issuesOf(strict, valid)).toEqual(['email: Please use a permanent email address']);
    const lenient = registerRequestSchema(() => false);
    expect(issuesOf(lenient, { ...valid, email: 'ada@mailinator.com' })).toEqual([]);
  });
});

describe('profileCompletionSchema', () => {
  const schema = profileCompletionSchema();
  const valid: ProfileCompletionRequest = {
    firstName: 'Ada',
    lastName: 'Obi',
    email: 'Ada@Example.com',
    phone: '+234 803 123 4567',
    userType: 'professional',
    agreeToTerms: true,
  };

  it('parses a valid body, normalising e-mail and phone', () => {
    expect(schema.parse(valid)).toEqual({
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@example.com',
      phone: '+2348031234567',
      userType: 'professional',
      agreeToTerms: true,
    });
  });

  it('treats the phone as optional: absent or empty is none', () => {
    const { phone: _phone, ...withoutPhone } = valid;
    expect(schema.parse(withoutPhone).phone).toBeUndefined();
    expect(schema.parse({ ...valid, phone: '' }).phone).toBeUndefined();
    expect(schema.parse({ ...valid, phone: '  ' }).phone).toBeUndefined();
  });

  it.each<[string, Partial<Record<keyof ProfileCompletionRequest, unknown>>, string]>([
    ['an empty first name', { firstName: '' }, 'firstName: First name is required'],
    ['an empty last name', { lastName: ' ' }, 'lastName: Last name is required'],
    ['no e-mail', { email: '' }, 'email: Email is required'],
    ['a missing e-mail', { email: undefined }, 'email: Email is required'],
    [
      'a malformed e-mail',
      { email: 'ada.example.com' },
      'email: Please enter a valid email address',
    ],
    ['a bad phone', { phone: 'abc' }, `phone: ${PHONE_MESSAGES.invalid}`],
    [
      'terms not ticked',
      { agreeToTerms: false },
      'agreeToTerms: Please agree to the Terms of Service to continue',
    ],
    ['no account type', { userType: undefined }, `userType: ${ACCOUNT_TYPE_REQUIRED}`],
  ])('refuses %s with exactly its message', (_case, change, expected) => {
    expect(issuesOf(schema, { ...valid, ...change })).toEqual([expected]);
  });

  it('reports every missing field of an empty body at once', () => {
    expect(issuesOf(schema, {})).toEqual([
      'firstName: First name is required',
      'lastName: Last name is required',
      'email: Email is required',
      `userType: ${ACCOUNT_TYPE_REQUIRED}`,
      'agreeToTerms: Please agree to the Terms of Service to continue',
    ]);
  });
});

describe('passwordResetSchema', () => {
  const valid = { token: 'reset-token', password: 'Tr0ub4dor&3', confirmPassword: 'Tr0ub4dor&3' };

  it('accepts a strong password confirmed', () => {
    expect(passwordResetSchema.parse(valid)).toEqual(valid);
  });

  it('refuses a mismatched confirmation on confirmPassword', () => {
    expect(issuesOf(passwordResetSchema, { ...valid, confirmPassword: 'Tr0ub4dor&' })).toEqual([
      "confirmPassword: Passwords don't match",
    ]);
  });

  it('refuses a weak password even when confirmed', () => {
    expect(
      issuesOf(passwordResetSchema, { ...valid, password: 'abc', confirmPassword: 'abc' }),
    ).toEqual(['password: Password does not meet security requirements']);
  });

  it('refuses an empty token as an invalid link', () => {
    expect(issuesOf(passwordResetSchema, { ...valid, token: '' })).toEqual([
      'token: This password reset link is invalid or has expired. Please ask for a new one.',
    ]);
  });
});
