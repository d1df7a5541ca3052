import { describe, expect, it } from 'vitest';
import {
  normalizeScn,
  normalizeSurconNumber,
  registrationRequestSchema,
  VERIFICATION_MESSAGES,
} from './verification';

describe('normalizeScn', () => {
  it('reads the SCN as people write it as the one the certificate prints', () => {
    for (const typed of [
      'SCN012345',
      'SCN/012345',
      'SCN-012345',
      'scn/012345',
      'scn-012345',
      'SCN 012345',
      ' scn 012 345 ',
      'SCN.012345',
      'SCN: 012345',
      'SCN – 012345',
    ])
      expect(normalizeScn(typed), typed).toBe('SCN012345');
  });

  it('refuses what is not an SCN', () => {
    for (const typed of [
      '',
      '012345',
      'SCN',
      'SCN12',
      'SCN12345678',
      'SCX012345',
      'SCN01234A',
      'R.1234',
    ])
      expect(normalizeScn(typed), typed).toBeNull();
  });
});

describe('normalizeSurconNumber', () => {
  it('writes a SURCON number as the council does: letters, a dot, digits', () => {
    for (const typed of ['R.1234', 'R1234', 'r.1234', 'r 1234', 'R/1234', 'R-1234', 'R. 1234'])
      expect(normalizeSurconNumber(typed), typed).toBe('R.1234');
  });

  it('refuses what is not a SURCON number', () => {
    for (const typed of ['', '1234', 'R.', 'ABCD1234', 'R.1', 'R.1234567', 'SCN/'])
      expect(normalizeSurconNumber(typed), typed).toBeNull();
  });
});

describe('registrationRequestSchema', () => {
  it('sends the API and the form the same SCN, whichever way it was typed', () => {
    for (const scn of ['SCN/012345', 'SCN-012345', 'scn 012345'])
      expect(
        registrationRequestSchema.parse({ profession: 'lawyer', scn, yearOfCall: '2015' }),
      ).toEqual({ profession: 'lawyer', scn: 'SCN012345', yearOfCall: 2015 });
    expect(
      registrationRequestSchema.parse({ profession: 'surveyor', surconNumber: 'r-1234' }),
    ).toEqual({ profession: 'surveyor', surconNumber: 'R.1234' });
  });

  it('answers a number it cannot read with the clear message, on its field', () => {
    const result = registrationRequestSchema.safeParse({
      profession: 'lawyer',
      scn: 'SCN/01A',
      yearOfCall: 2015,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['scn', VERIFICATION_MESSAGES.scnInvalid],
    ]);
  });
});
