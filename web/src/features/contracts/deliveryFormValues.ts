import {
  checklistRecordMissing,
  deliverWorkSchema,
  ESCROW_MESSAGES,
  type ChecklistOutcome,
  type ContractDetail,
  type DeliverWorkInput,
  type Delivery,
  type FieldError,
} from '@titletrust/shared';
import { fieldErrorsFromZod } from '../../lib/fieldErrors';

type ChecklistItem = ContractDetail['checklist'][number];

export interface ChecklistAnswerValues {
  /** Empty until the professional picks one. */
  outcome: ChecklistOutcome | '';
  note: string;
}

export interface DeliveryFormValues {
  report: string;
  /** By checklist item key. */
  answers: Record<string, ChecklistAnswerValues>;
}

export interface DeliveryErrors {
  report?: string;
  files?: string;
  /** By checklist item key. */
  checklist: Partial<Record<string, string>>;
}

export const NO_DELIVERY_ERRORS: DeliveryErrors = { checklist: {} };

export function hasDeliveryErrors(errors: DeliveryErrors): boolean {
  return !!errors.report || !!errors.files || Object.values(errors.checklist).some(Boolean);
}

/** A redelivery starts from the last report and answers: the professional revises, not retypes. */
export function initialDeliveryValues(
  checklist: readonly ChecklistItem[],
  previous: Delivery | undefined,
): DeliveryFormValues {
  const before = new Map(previous?.checklist.map((answer) => [answer.key, answer]));
  return {
    report: previous?.report ?? '',
    answers: Object.fromEntries(
      checklist.map((item) => {
        const answer = before.get(item.key);
        return [item.key, { outcome: answer?.outcome ?? '', note: answer?.note ?? '' }];
      }),
    ),
  };
}

/**
 * Whether a redelivery would hand over the previous delivery again: the same report and answers
 * and no new files. The form starts from the previous delivery, so one click would do it.
 */
export function repeatsDelivery(
  body: Pick<DeliverWorkInput, 'report' | 'checklist' | 'fileIds'>,
  previous: Delivery | undefined,
): boolean {
  if (!previous || (body.fileIds?.length ?? 0) > 0) return false;
  if (body.report.trim() !== previous.report.trim()) return false;
  const answers = body.checklist ?? [];
  const before = new Map(previous.checklist.map((answer) => [answer.key, answer]));
  return (
    answers.length === previous.checklist.length &&
    answers.every((answer) => {
      const earlier = before.get(answer.key);
      return (
        earlier?.outcome === answer.outcome && earlier.note.trim() === (answer.note ?? '').trim()
      );
    })
  );
}

function checklistProblem(item: ChecklistItem, answer: ChecklistAnswerValues | undefined) {
  if (!answer?.outcome) return ESCROW_MESSAGES.checklistIncomplete;
  if (answer.outcome === 'not_applicable' && item.alwaysApplies)
    return ESCROW_MESSAGES.checklistNotApplicable;
  return checklistRecordMissing(item, answer.outcome, answer.note) ?? undefined;
}

export type DeliveryValidation =
  { ok: true; body: DeliverWorkInput } | { ok: false; errors: DeliveryErrors };

/** The same rules as the server, so most problems show before anything is sent. */
export function validateDelivery(
  values: DeliveryFormValues,
  checklist: readonly ChecklistItem[],
  fileIds: string[],
): DeliveryValidation {
  const body = {
    report: values.report.trim(),
    checklist: checklist.map((item) => ({
      key: item.key,
      outcome: values.answers[item.key]?.outcome as ChecklistOutcome,
      note: values.answers[item.key]?.note.trim() ?? '',
    })),
    fileIds,
  };
  const parsed = deliverWorkSchema.pick({ report: true, fileIds: true }).safeParse(body);
  const fields = parsed.success ? {} : fieldErrorsFromZod(parsed.error);
  const errors: DeliveryErrors = {
    report: fields.report,
    files: fields.fileIds,
    checklist: Object.fromEntries(
      checklist.map((item) => [item.key, checklistProblem(item, values.answers[item.key])]),
    ),
  };
  return hasDeliveryErrors(errors) ? { ok: false, errors } : { ok: true, body };
}

/** The server's field paths ("report", "checklist.3", "fileIds") placed on the form. */
export function deliveryErrorsFromApi(
  fields: readonly FieldError[],
  checklist: readonly ChecklistItem[],
): DeliveryErrors {
  const errors: DeliveryErrors = { checklist: {} };
  for (const { path, message } of fields) {
    const [head, index] = path.split('.');
    if (head === 'report') errors.report ??= message;
    else if (head === 'fileIds') errors.files ??= message;
    else if (head === 'checklist' && index !== undefined) {
      const item = checklist[Number(index)];
      if (item) errors.checklist[item.key] ??= message;
    }
  }
  return errors;
}
