import { z } from 'zod';
import { CURRENCY_CODES } from '../money';

/**
 * Fields several contracts share, in a module of their own: a contract that needs one of them
 * (a message's attachments, a withdrawal's amount) does not build every gig schema with it.
 */

/**
 * An amount as JSON carries it (JSON has no bigint): a string of integer minor units of the
 * currency named beside it. The one amount schema: `minorAmount` in answers (signed where a
 * movement can go either way), `minorField` in requests (refused with the caller's message).
 */
export const minorAmount = z.string().regex(/^\d+$/);
export const signedMinorAmount = z.string().regex(/^-?\d+$/);
export const currencyField = z.enum(CURRENCY_CODES);

/** An amount with its currency, where a figure stands alone (a total per currency). */
export const moneyAmountSchema = z.object({ currency: currencyField, amountMinor: minorAmount });
export type MoneyAmount = z.infer<typeof moneyAmountSchema>;

/** An amount in a request, as a bigint once parsed. */
export const minorField = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,18}$/, message)
    .transform((value) => BigInt(value));

export const attachmentSchema = z.object({
  id: z.string().uuid(),
  fileName: z.string(),
  contentType: z.enum(['application/pdf', 'image/jpeg', 'image/png']),
  sizeBytes: z.number().int().nonnegative(),
  /** A signed link valid for one hour (spec §9: 3600 s). */
  url: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** The finding a checklist item's note must state (see ChecklistItemDefinition.record). */
export const checklistRecordSchema = z.object({ label: z.string(), example: z.string() });
