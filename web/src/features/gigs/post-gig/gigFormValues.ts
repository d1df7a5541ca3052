import { GIG_LIMITS, gigInputSchema, type GigDetail, type GigInput } from '@titletrust/shared';
import { fieldErrorsFromZod, type FieldErrors } from '../../../lib/fieldErrors';
import { minorFromText, textFromMinor } from '../../../lib/moneyText';

export type BudgetType = 'fixed' | 'range';

/** What the /post-gig form holds: text as typed, amounts in USDC, the deadline as local time. */
export interface GigFormValues {
  category: string;
  title: string;
  description: string;
  propertyState: string;
  propertyAddress: string;
  budgetType: BudgetType;
  budgetMin: string;
  budgetMax: string;
  /** A datetime-local value: "2025-03-08T14:30", in the browser's time zone. */
  bidDeadline: string;
}

/** The contract's field names; server and browser errors both arrive under these. */
export type GigInputField = keyof GigInput;

export const DEFAULT_DEADLINE_DAYS = 7;
const DAY_MS = 24 * 3600 * 1000;

const pad = (value: number) => String(value).padStart(2, '0');

export function toDateTimeLocal(moment: Date): string {
  return (
    `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}` +
    `T${pad(moment.getHours())}:${pad(moment.getMinutes())}`
  );
}

/** A datetime-local value read as the browser's local time; undefined when incomplete. */
export function fromDateTimeLocal(text: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) return undefined;
  const moment = new Date(text);
  return Number.isNaN(moment.getTime()) ? undefined : moment;
}

export function deadlineFromNow(days: number, now: Date = new Date()): string {
  return toDateTimeLocal(new Date(now.getTime() + days * DAY_MS));
}

export function emptyGigForm(now: Date = new Date()): GigFormValues {
  return {
    category: '',
    title: '',
    description: '',
    propertyState: '',
    propertyAddress: '',
    budgetType: 'fixed',
    budgetMin: '',
    budgetMax: '',
    bidDeadline: deadlineFromNow(DEFAULT_DEADLINE_DAYS, now),
  };
}

/** A published gig as the form holds it, to edit. */
export function formValuesOfGig(gig: GigDetail): GigFormValues {
  const isRange = gig.budgetMaxMinor !== null && gig.budgetMaxMinor !== gig.budgetMinMinor;
  return {
    category: gig.category,
    title: gig.title,
    description: gig.description,
    propertyState: gig.propertyState,
    propertyAddress: gig.propertyAddress,
    budgetType: isRange ? 'range' : 'fixed',
    budgetMin: textFromMinor(gig.budgetMinMinor),
    budgetMax: isRange ? textFromMinor(gig.budgetMaxMinor!) : '',
    bidDeadline: toDateTimeLocal(new Date(gig.bidDeadline)),
  };
}

/** Nothing worth keeping as a draft: the defaults alone (budget type, deadline) do not count. */
export function isBlankGigForm(values: GigFormValues): boolean {
  return [
    values.category,
    values.title,
    values.description,
    values.propertyState,
    values.propertyAddress,
    values.budgetMin,
    values.budgetMax,
  ].every((value) => value.trim() === '');
}

// An amount that is not a number still goes to the schema, so it answers with its own message.
const NOT_AN_AMOUNT = 'not-an-amount';

/** The request body the form's values make; the schema decides whether it is acceptable. */
export function gigInputOf(
  values: GigFormValues,
  attachmentIds: string[],
): Record<string, unknown> {
  return {
    category: values.category,
    title: values.title.trim(),
    description: values.description.trim(),
    propertyState: values.propertyState,
    propertyAddress: values.propertyAddress.trim(),
    budgetMinMinor: minorFromText(values.budgetMin) ?? NOT_AN_AMOUNT,
    ...(values.budgetType === 'range'
      ? { budgetMaxMinor: minorFromText(values.budgetMax) ?? NOT_AN_AMOUNT }
      : {}),
    bidDeadline: fromDateTimeLocal(values.bidDeadline)?.toISOString() ?? '',
    attachmentIds,
  };
}

export type GigValidation = { ok: true; body: GigInput } | { ok: false; errors: FieldErrors };

/**
 * Stand-ins that satisfy every field-level rule. The contract checks the budget order and the
 * deadline window only once every field is valid; parsed with these, those two problems show
 * at once instead of after everything else has been fixed.
 */
const VALID_OTHER_FIELDS = {
  category: 'consultation',
  title: 'x'.repeat(GIG_LIMITS.titleMin),
  description: 'x'.repeat(GIG_LIMITS.descriptionMin),
  propertyState: 'LA',
  propertyAddress: 'x'.repeat(GIG_LIMITS.addressMin),
  attachmentIds: [],
};

function crossFieldErrors(body: Record<string, unknown>): FieldErrors {
  const { budgetMinMinor, budgetMaxMinor, bidDeadline } = body;
  const result = gigInputSchema.safeParse({
    ...VALID_OTHER_FIELDS,
    budgetMinMinor,
    ...(budgetMaxMinor === undefined ? {} : { budgetMaxMinor }),
    bidDeadline,
  });
  return result.success ? {} : fieldErrorsFromZod(result.error);
}

/** Checks the form with the shared contract: the same rules and messages as the server. */
export function validateGigForm(values: GigFormValues, attachmentIds: string[]): GigValidation {
  const body = gigInputOf(values, attachmentIds);
  const result = gigInputSchema.safeParse(body);
  // The parsed data holds bigints; the body (strings) is what travels as JSON.
  if (result.success) return { ok: true, body: body as GigInput };
  return { ok: false, errors: { ...crossFieldErrors(body), ...fieldErrorsFromZod(result.error) } };
}
