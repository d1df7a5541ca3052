import { VERIFICATION_MESSAGES } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import {
  changesCheckedRegistration,
  hasUnsavedRegistration,
  registrationErrorsOf,
  registrationRequestOf,
  registrationValuesOf,
  type RegistrationValues,
} from './registrationForm';

const empty: RegistrationValues = { profession: '', scn: '', yearOfCall: '', surconNumber: '' };

describe('registrationErrorsOf', () => {
  it('asks for the profession first', () => {
    expect(registrationErrorsOf(empty)).toEqual({
      profession: VERIFICATION_MESSAGES.professionRequired,
    });
  });

  it("checks only the chosen profession's fields", () => {
    expect(registrationErrorsOf({ ...empty, profession: 'lawyer', surconNumber: 'junk' })).toEqual({
      scn: VERIFICATION_MESSAGES.scnInvalid,
      yearOfCall: VERIFICATION_MESSAGES.yearOfCallInvalid,
    });
    expect(registrationErrorsOf({ ...empty, profession: 'surveyor', scn: 'junk' })).toEqual({
      surconNumber: VERIFICATION_MESSAGES.surconInvalid,
    });
  });

  it('refuses a year of call in the future', () => {
    const nextYear = String(new Date().getUTCFullYear() + 1);
    expect(
      registrationErrorsOf({
        ...empty,
        profession: 'lawyer',
        scn: 'SCN012345',
        yearOfCall: nextYear,
      }),
    ).toEqual({ yearOfCall: VERIFICATION_MESSAGES.yearOfCallInvalid });
  });
});

describe('registrationRequestOf', () => {
  it("sends the lawyer's SCN tidied and the year as a number, and nothing of a surveyor's", () => {
    expect(
      registrationRequestOf({
        profession: 'lawyer',
        scn: ' scn 012345 ',
        yearOfCall: '2015',
        surconNumber: 'R.1',
      }),
    ).toEqual({ profession: 'lawyer', scn: 'SCN012345', yearOfCall: 2015 });
    expect(
      registrationRequestOf({ ...empty, profession: 'surveyor', surconNumber: 'r.1234' }),
    ).toEqual({ profession: 'surveyor', surconNumber: 'R.1234' });
  });
});

describe('changesCheckedRegistration', () => {
  const saved = {
    profession: 'lawyer' as const,
    scn: 'SCN012345',
    yearOfCall: 2015,
    surconNumber: null,
    badges: {
      identityVerifiedAt: null,
      registrationCheckedAt: '2026-03-02T10:00:00.000Z',
      practisingFeeYear: null,
    },
  };
  const values = registrationValuesOf(saved);

  it('says nothing while the number is the one checked, however it is typed', () => {
    expect(changesCheckedRegistration(saved, values)).toBe(false);
    expect(changesCheckedRegistration(saved, { ...values, scn: 'scn 012345' })).toBe(false);
    expect(changesCheckedRegistration(saved, { ...values, yearOfCall: '2016' })).toBe(false);
  });

  it('warns when a checked number or the profession changes', () => {
    expect(changesCheckedRegistration(saved, { ...values, scn: 'SCN099999' })).toBe(true);
    expect(
      changesCheckedRegistration(saved, { ...values, profession: 'surveyor', surconNumber: 'R.1' }),
    ).toBe(true);
  });

  it('never warns before an administrator has checked the number', () => {
    const unchecked = { ...saved, badges: { ...saved.badges, registrationCheckedAt: null } };
    expect(changesCheckedRegistration(unchecked, { ...values, scn: 'SCN099999' })).toBe(false);
  });
});

describe('hasUnsavedRegistration', () => {
  const saved = {
    profession: 'lawyer' as const,
    scn: 'SCN012345',
    yearOfCall: 2015,
    surconNumber: null,
  };
  const values = registrationValuesOf(saved);
  const nothing = { profession: null, scn: null, yearOfCall: null, surconNumber: null };

  it('is false for what the server already holds, however the number is typed', () => {
    expect(hasUnsavedRegistration(saved, values)).toBe(false);
    expect(hasUnsavedRegistration(saved, { ...values, scn: 'SCN/012345' })).toBe(false);
    expect(hasUnsavedRegistration(saved, { ...values, scn: ' scn-012345 ' })).toBe(false);
    expect(hasUnsavedRegistration(nothing, empty)).toBe(false);
  });

  it('is true for a number or a year typed and not saved, valid or not', () => {
    expect(hasUnsavedRegistration(saved, { ...values, scn: 'SCN099999' })).toBe(true);
    expect(hasUnsavedRegistration(saved, { ...values, yearOfCall: '2016' })).toBe(true);
    expect(hasUnsavedRegistration(saved, { ...values, scn: 'SCN/0' })).toBe(true);
    expect(
      hasUnsavedRegistration(nothing, {
        ...empty,
        profession: 'lawyer',
        scn: 'SCN-012345',
        yearOfCall: '2015',
      }),
    ).toBe(true);
    expect(hasUnsavedRegistration(nothing, { ...empty, profession: 'surveyor' })).toBe(true);
  });

  it('reads a SURCON number in its written form on both sides', () => {
    const surveyor = { ...nothing, profession: 'surveyor' as const, surconNumber: 'R1234' };
    const typed = registrationValuesOf(surveyor);
    expect(hasUnsavedRegistration(surveyor, { ...typed, surconNumber: 'r.1234' })).toBe(false);
    expect(hasUnsavedRegistration(surveyor, { ...typed, surconNumber: 'R.1235' })).toBe(true);
  });
});
