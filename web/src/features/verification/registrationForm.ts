import {
  normalizeScn,
  normalizeSurconNumber,
  registrationRequestSchema,
  type OwnVerification,
  type Profession,
  type RegistrationRequest,
} from '@titletrust/shared';
import { fieldErrorsFromZod, type FieldErrors } from '../../lib/fieldErrors';

/** The registration step as the form holds it: every field as typed, whichever profession. */
export interface RegistrationValues {
  profession: Profession | '';
  scn: string;
  yearOfCall: string;
  surconNumber: string;
}

export function registrationValuesOf(
  verification: Pick<OwnVerification, 'profession' | 'scn' | 'yearOfCall' | 'surconNumber'>,
): RegistrationValues {
  return {
    profession: verification.profession ?? '',
    scn: verification.scn ?? '',
    yearOfCall: verification.yearOfCall === null ? '' : String(verification.yearOfCall),
    surconNumber: verification.surconNumber ?? '',
  };
}

/** Only the chosen profession's fields are sent; the others stay in the form, untouched. */
function candidateOf(values: RegistrationValues) {
  if (values.profession === 'lawyer')
    return { profession: values.profession, scn: values.scn, yearOfCall: values.yearOfCall };
  if (values.profession === 'surveyor')
    return { profession: values.profession, surconNumber: values.surconNumber };
  return { profession: values.profession };
}

/** One message per field, from the shared schema the server checks with too. */
export function registrationErrorsOf(values: RegistrationValues): FieldErrors {
  const parsed = registrationRequestSchema.safeParse(candidateOf(values));
  return parsed.success ? {} : fieldErrorsFromZod(parsed.error);
}

/** What the server is sent: the checked fields, tidied as the schema tidies them (SCN012345). */
export function registrationRequestOf(values: RegistrationValues): RegistrationRequest {
  return registrationRequestSchema.parse(candidateOf(values));
}

/**
 * Whether the form would change a registration number an administrator has already checked on
 * the register (or the profession itself): saving sends that badge back to review.
 */
export function changesCheckedRegistration(
  saved: Pick<OwnVerification, 'profession' | 'scn' | 'surconNumber' | 'badges'>,
  values: RegistrationValues,
): boolean {
  if (!saved.badges.registrationCheckedAt) return false;
  if (values.profession !== saved.profession) return true;
  // Read as the server will store it: "SCN/012345" is the checked SCN012345, not a change.
  return values.profession === 'lawyer'
    ? (normalizeScn(values.scn) ?? values.scn) !== (saved.scn ?? '')
    : (normalizeSurconNumber(values.surconNumber) ?? values.surconNumber) !==
        (normalizeSurconNumber(saved.surconNumber ?? '') ?? saved.surconNumber);
}

/**
 * Whether the form holds registration details the server does not have yet. Read as the server
 * would store them, so "scn/012345" over a saved SCN012345 is no change, while a profession
 * chosen with nothing saved is one.
 */
export function hasUnsavedRegistration(
  saved: Pick<OwnVerification, 'profession' | 'scn' | 'yearOfCall' | 'surconNumber'>,
  values: RegistrationValues,
): boolean {
  const stored = registrationValuesOf(saved);
  if (values.profession !== stored.profession) return true;
  if (values.profession === 'lawyer')
    return (
      (normalizeScn(values.scn) ?? values.scn.trim()) !== stored.scn ||
      values.yearOfCall.trim() !== stored.yearOfCall
    );
  if (values.profession === 'surveyor')
    return (
      (normalizeSurconNumber(values.surconNumber) ?? values.surconNumber.trim()) !==
      (normalizeSurconNumber(stored.surconNumber) ?? stored.surconNumber)
    );
  return false;
}
