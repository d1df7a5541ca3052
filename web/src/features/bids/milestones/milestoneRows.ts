import {
  formatMoney,
  MILESTONE_LIMITS,
  MILESTONE_MESSAGES,
  milestoneInputSchema,
  milestonePlanProblems,
  readAmountText,
  type CurrencyCode,
  type MilestoneInput,
  type MilestonePlanItem,
  type MilestoneProposalView,
} from '@titletrust/shared';
import { textFromMinor } from '../../../lib/moneyText';

/** One milestone as the editor holds it: exactly what was typed. */
export interface MilestoneRow {
  /** Keeps React's rows apart when one is removed. */
  key: string;
  title: string;
  deliverable: string;
  amount: string;
  dueOn: string;
}

export type MilestoneField = 'title' | 'deliverable' | 'amountMinor' | 'dueOn';

/**
 * Problems keyed as the API names them: `milestones.1.amountMinor` for a field of a row,
 * `milestones` for the list as a whole (the sum, the count).
 */
export type MilestoneErrors = Partial<Record<string, string>>;

export const PLAN_KEY = 'milestones';
export const fieldKey = (index: number, field: MilestoneField) => `${PLAN_KEY}.${index}.${field}`;

let counter = 0;
export function emptyRow(): MilestoneRow {
  counter += 1;
  return { key: `milestone-${counter}`, title: '', deliverable: '', amount: '', dueOn: '' };
}

/** A list already stated (the bid's, a proposal's), to start a counter-proposal from. */
export function rowsFromView(
  milestones: MilestoneProposalView[],
  currency: CurrencyCode,
): MilestoneRow[] {
  return milestones.map((milestone) => ({
    ...emptyRow(),
    title: milestone.title,
    deliverable: milestone.deliverable,
    amount: textFromMinor(milestone.amountMinor, currency),
    dueOn: milestone.dueOn ?? '',
  }));
}

export const canAddRow = (rows: MilestoneRow[]) => rows.length < MILESTONE_LIMITS.max;

/** What the rows add up to so far (amounts that do not read yet count as nothing). */
export function rowsTotal(rows: MilestoneRow[], currency: CurrencyCode): bigint {
  return rows.reduce((sum, row) => {
    const read = readAmountText(row.amount, currency, { allowZero: true });
    return read.ok ? sum + read.minor : sum;
  }, 0n);
}

/** The running total against the price: "₦100,000.00 left to assign" or "… over the price". */
export function differenceText(total: bigint, price: bigint, currency: CurrencyCode): string {
  if (total === price) return 'The milestones add up to the price.';
  return total < price
    ? `${formatMoney(price - total, currency)} left to assign`
    : `${formatMoney(total - price, currency)} over the price`;
}

type RowRead = { ok: true; item: MilestonePlanItem; input: MilestoneInput } | { ok: false };

function readRow(
  row: MilestoneRow,
  index: number,
  currency: CurrencyCode,
  errors: MilestoneErrors,
): RowRead {
  // Zero reads, so it is told the minimum a milestone takes, as the server tells it.
  const amount = readAmountText(row.amount, currency, { allowZero: true });
  const input = {
    title: row.title.trim(),
    deliverable: row.deliverable.trim(),
    amountMinor: amount.ok ? amount.minor.toString() : '',
    dueOn: row.dueOn,
  };
  const parsed = milestoneInputSchema.safeParse(input);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = fieldKey(index, issue.path[0] as MilestoneField);
      errors[key] ??= issue.message;
    }
  // The amount reader says what is wrong with the text ("use at most 2 decimals").
  if (!amount.ok)
    errors[fieldKey(index, 'amountMinor')] =
      row.amount.trim() === '' ? MILESTONE_MESSAGES.amountInvalid : amount.message;
  return parsed.success && amount.ok ? { ok: true, item: parsed.data, input } : { ok: false };
}

export type PlanValidation =
  { ok: true; milestones: MilestoneInput[] } | { ok: false; errors: MilestoneErrors };

/**
 * The rows checked as the server checks them: each row by the shared schema, then the list
 * against the price (milestonePlanProblems). A price not readable yet skips the list checks.
 */
export function validateMilestoneRows(
  rows: MilestoneRow[],
  price: bigint | null,
  currency: CurrencyCode,
): PlanValidation {
  const errors: MilestoneErrors = {};
  if (rows.length > MILESTONE_LIMITS.max) errors[PLAN_KEY] = MILESTONE_MESSAGES.tooMany;
  const read = rows.map((row, index) => readRow(row, index, currency, errors));
  const items = read.flatMap((result) => (result.ok ? [result.item] : []));
  if (price !== null && items.length === rows.length)
    for (const problem of milestonePlanProblems(items, { amountMinor: price, currency }))
      errors[[PLAN_KEY, ...problem.path].join('.')] ??= problem.message;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, milestones: read.flatMap((result) => (result.ok ? [result.input] : [])) };
}

/** The server's field errors that concern the milestones, under the same keys. */
export function milestoneErrorsFromApi(
  fields: Array<{ path: string; message: string }>,
): MilestoneErrors {
  const errors: MilestoneErrors = {};
  for (const { path, message } of fields)
    if (path === PLAN_KEY || path.startsWith(`${PLAN_KEY}.`)) errors[path] ??= message;
  return errors;
}
