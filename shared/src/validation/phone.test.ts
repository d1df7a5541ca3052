import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { profileUpdateSchema } from '../contracts/profiles-update';
import { profileCompletionSchema, registerRequestSchema } from '../contracts/accounts-registration';
import {
  formatPhone,
  normalizePhone,
  optionalPhoneField,
  PHONE_MESSAGES,
  phoneField,
  profilePhoneField,
} from './phone';

const REQUIRED = 'Phone number is required';
const INVALID = PHONE_MESSAGES.invalid;

const outcome = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success
    ? { value: result.data }
    : { messages: result.error.issues.map((issue) => issue.message) };
};

describe('normalizePhone', () => {
  it.each([
    '08031234567',
    '0803 123 4567',
    '0803-123-4567',
    '803 123 4567',
    '8031234567',
    '+234 803 123 4567',
    '+2348031234567',
    '+234 (0) 803 123 4567',
    '  08031234567  ',
    // Written with the country code but no "+": libphonenumber recognises Nigeria's own code
    // after the national number fails to fit, which is what the person meant.
    '2348031234567',
    '234 803 123 4567',
  ])('reads the Nigerian number %j as +2348031234567', (input) => {
    expect(normalizePhone(input)).toBe('+2348031234567');
  });

  it('checks the full numbering plan: a Nigerian number with a digit too many or too few is refused', () => {
    expect(normalizePhone('080312345678')).toBeUndefined();
    expect(normalizePhone('0803123456')).toBeUndefined();
    expect(normalizePhone('0902 123 4567')).toBe('+2349021234567');
  });

  it('accepts other countries written with their + country code', () => {
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('+1 415 555 2671')).toBe('+14155552671');
    expect(normalizePhone('+44 7911 123456')).toBe('+447911123456');
  });

  it('reads numbers without a + as Nigerian, so a bare US number is refused', () => {
    expect(normalizePhone('4155552671')).toBeUndefined();
    expect(normalizePhone('1 415 555 2671')).toBeUndefined();
  });

  it.each([
    '',
    '   ',
    'abc',
    'not a phone number',
    '12',
    '0',
    '+',
    '+234',
    '0803123456', // one digit short
    '+1 415 555 267',
    '+44 20 7946 095',
    '+999 123 4567', // no such country code
    '++2348031234567',
    '１２３',
  ])('refuses %j', (input) => {
    expect(normalizePhone(input)).toBeUndefined();
  });
});

describe('phoneField', () => {
  it('normalises what it accepts', () => {
    expect(outcome(phoneField, ' 0803 123 4567 ')).toEqual({ value: '+2348031234567' });
    expect(outcome(phoneField, '+1 415 555 2671')).toEqual({ value: '+14155552671' });
  });

  it.each(['', '   ', undefined, null, 8031234567])(
    'says "Phone number is required" for %j',
    (input) => {
      expect(outcome(phoneField, input)).toEqual({ messages: [REQUIRED] });
    },
  );

  it.each(['abc', '12345', '+999 123 4567'])('says the number is not valid for %j', (input) => {
    expect(outcome(phoneField, input)).toEqual({ messages: [INVALID] });
  });
});

describe('optionalPhoneField', () => {
  it.each([undefined, '', '   '])('takes %j as no phone given', (input) => {
    expect(outcome(optionalPhoneField, input)).toEqual({ value: undefined });
  });

  it('normalises a number given', () => {
    expect(outcome(optionalPhoneField, '0803 123 4567')).toEqual({ value: '+2348031234567' });
    expect(outcome(optionalPhoneField, '+44 20 7946 0958')).toEqual({ value: '+442079460958' });
  });

  it('refuses a bad number with the same message', () => {
    expect(outcome(optionalPhoneField, 'abc')).toEqual({ messages: [INVALID] });
    expect(outcome(optionalPhoneField, '12345')).toEqual({ messages: [INVALID] });
  });
});

describe('normalizePhone: properties', () => {
  /** A Nigerian mobile number: a real operator prefix and seven more digits (national form). */
  const nigerianMobile = fc
    .tuple(
      fc.constantFrom('703', '706', '803', '806', '810', '813', '816', '903', '906', '915'),
      fc.stringMatching(/^\d{7}$/),
    )
    .map(([prefix, rest]) => `${prefix}${rest}`);

  it('reads every usual way of writing a Nigerian mobile number as the same +234 number', () => {
    fc.assert(
      fc.property(nigerianMobile, fc.constantFrom('', ' ', '-'), (national, sep) => {
        const grouped = `${national.slice(0, 3)}${sep}${national.slice(3, 6)}${sep}${national.slice(6)}`;
        const expected = `+234${national}`;
        for (const written of [`0${grouped}`, grouped, `+234${sep}${grouped}`, `234${grouped}`]) {
          expect(normalizePhone(written), written).toBe(expected);
        }
      }),
    );
  });

  it('only ever returns E.164 numbers, and returns them unchanged when given back', () => {
    const phoneish = fc.string({
      unit: fc.constantFrom('0', '1', '2', '3', '4', '7', '8', '9', '+', ' ', '-', '(', ')', 'x'),
      maxLength: 20,
    });
    fc.assert(
      fc.property(fc.oneof(phoneish, nigerianMobile, fc.string()), (input) => {
        const normalized = normalizePhone(input);
        if (normalized === undefined) return;
        expect(normalized).toMatch(/^\+[1-9]\d{6,14}$/);
        expect(normalizePhone(normalized)).toBe(normalized);
      }),
    );
  });
});

describe('one phone rule for sign-up, profile completion and /profile', () => {
  it.each([
    ['+44 7911 123456', '+447911123456'], // a UK mobile
    ['+44 20 7946 0958', '+442079460958'], // a London line
    ['+1 713 555 0100', '+17135550100'], // Houston
    ['+1 (212) 555-0123', '+12125550123'],
    ['08031234567', '+2348031234567'],
    ['0803-123-4567', '+2348031234567'],
    ['+234 803 123 4567', '+2348031234567'],
    ['0701 123 4567', '+2347011234567'],
    ['0802 123 4567', '+2348021234567'],
    ['0903 123 4567', '+2349031234567'],
    ['0913 123 4567', '+2349131234567'],
    ['0816 123 4567', '+2348161234567'],
    ['0704 123 4567', '+2347041234567'],
    ['0810 123 4567', '+2348101234567'],
    ['0916 123 4567', '+2349161234567'],
    ['0201 234 5678', '+2342012345678'], // an Abuja fixed line
  ])('sign-up and /profile both store %j as %j', (input, stored) => {
    expect(normalizePhone(input)).toBe(stored);
    expect(outcome(phoneField, input)).toEqual({ value: stored });
    expect(outcome(optionalPhoneField, input)).toEqual({ value: stored });
    expect(outcome(profilePhoneField, input)).toEqual({ value: stored });
  });

  it.each([
    '0803-123-456', // ten digits: once saved by /profile as +234803123456
    '+234803123456',
    '+234 803 123 45678',
    '0603 123 4567', // no Nigerian number starts 06
    '+44 7911 12345',
    '+1 713 555 010',
  ])('sign-up and /profile both refuse %j with the same message', (input) => {
    expect(outcome(phoneField, input)).toEqual({ messages: [INVALID] });
    expect(outcome(optionalPhoneField, input)).toEqual({ messages: [INVALID] });
    expect(outcome(profilePhoneField, input)).toEqual({ messages: [INVALID] });
  });

  it('the message says how to write a Nigerian number and one from abroad', () => {
    expect(INVALID).toContain('0803 123 4567');
    expect(INVALID).toContain('+44 7911 123456');
    expect(INVALID).not.toMatch(/Nigerian phone number/);
  });

  it('/profile takes an empty phone as none', () => {
    expect(outcome(profilePhoneField, '')).toEqual({ value: '' });
    expect(outcome(profilePhoneField, '   ')).toEqual({ value: '' });
  });

  it('the profile and registration schemas use this rule', () => {
    const profile = profileUpdateSchema.shape.phone.safeParse('+44 7911 123456');
    expect(profile.data).toBe('+447911123456');
    expect(profileUpdateSchema.shape.phone.safeParse('0803-123-456').success).toBe(false);
    for (const schema of [registerRequestSchema(), profileCompletionSchema()]) {
      const parsed = schema.safeParse({ phone: '0803-123-456' });
      expect(parsed.error?.issues.find((i) => i.path[0] === 'phone')?.message).toBe(INVALID);
    }
  });
});

describe('formatPhone', () => {
  it.each([
    ['+2348031234567', '+234 803 123 4567'],
    ['+447911123456', '+44 7911 123456'],
    ['+17135550100', '+1 713 555 0100'],
    ['+2342012345678', '+234 201 234 5678'],
  ])('shows %j as %j', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });

  it('what it shows reads back to the same stored number, so a loaded profile re-saves', () => {
    for (const stored of ['+2348031234567', '+447911123456', '+17135550100', '+2349131234567']) {
      expect(normalizePhone(formatPhone(stored))).toBe(stored);
      expect(outcome(profilePhoneField, formatPhone(stored))).toEqual({ value: stored });
    }
  });

  it('shows a value that is not a number as it was stored, and nothing as nothing', () => {
    expect(formatPhone('+234803123456')).toBe('+234803123456');
    expect(formatPhone('')).toBe('');
  });
});
