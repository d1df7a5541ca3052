import { CURRENCY_CODES } from '@titletrust/shared';
import { z } from 'zod';
import type { AttachmentEntry } from '../../files';
import type { GigFormValues } from './gigFormValues';

/**
 * The gig form's draft lives in this browser's localStorage, per account (and per gig when
 * editing one), so a reload or a crashed tab loses nothing. It holds what was typed and the ids
 * of files already uploaded with their content hash, so the same file chosen again is known
 * (never their signed links, which expire).
 */
const draftKey = (draftId: string) => `titletrust:gig-draft:${draftId}`;

/** A new gig's draft is the account's; an edit's is the account's and that gig's. */
export const gigDraftId = (userId: string, gigId?: string) =>
  gigId ? `${userId}:${gigId}` : userId;

const draftSchema = z.object({
  version: z.literal(1),
  values: z.object({
    category: z.string(),
    title: z.string(),
    description: z.string(),
    propertyState: z.string(),
    propertyAddress: z.string(),
    // A draft kept from before gigs had a currency was typed in USDC, the only one then.
    currency: z.enum(CURRENCY_CODES).default('USDC'),
    budgetType: z.enum(['fixed', 'range']),
    budgetMin: z.string(),
    budgetMax: z.string(),
    bidDeadline: z.string(),
  }),
  attachments: z.array(
    z.object({
      id: z.string(),
      fileName: z.string(),
      contentType: z.string(),
      sizeBytes: z.number(),
      contentHash: z.string().optional(),
    }),
  ),
});

export interface GigDraft {
  values: GigFormValues;
  attachments: AttachmentEntry[];
}

export function loadGigDraft(draftId: string): GigDraft | undefined {
  try {
    const raw = localStorage.getItem(draftKey(draftId));
    if (!raw) return undefined;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    // Storage may be disabled (private mode) or hold something unreadable: start afresh.
    return undefined;
  }
}

export function saveGigDraft(draftId: string, draft: GigDraft) {
  const attachments = draft.attachments.map(
    ({ id, fileName, contentType, sizeBytes, contentHash }) => ({
      id,
      fileName,
      contentType,
      sizeBytes,
      contentHash,
    }),
  );
  try {
    localStorage.setItem(
      draftKey(draftId),
      JSON.stringify({ version: 1, values: draft.values, attachments }),
    );
  } catch {
    // A full or disabled storage only costs the draft; the form keeps working.
  }
}

export function clearGigDraft(draftId: string) {
  try {
    localStorage.removeItem(draftKey(draftId));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
