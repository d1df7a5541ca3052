import { z } from 'zod';

/**
 * Fields several contracts share, in a module of their own: a contract that needs one of them
 * (a message's attachments, a withdrawal's amount) does not build every gig schema with it.
 */

/** Amounts travel as strings of integer micro-USDC: JSON has no bigint. */
export const microsField = (message: string) =>
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
