import { z } from 'zod';
import { messageSchema } from './message-stream';

// What the header's messages link and the live stream need, in a module of their own: every page
// a signed-in person opens builds those schemas, not all of these.
export * from './message-stream';

/**
 * Messages (PRODUCT.md "Messages"): one thread per gig and professional, between the gig's
 * client and that professional. Live delivery is a server-sent event stream (decision 034).
 */
export const MESSAGE_LIMITS = {
  bodyMin: 1,
  bodyMax: 5000,
  attachmentsMax: 5,
  attachmentBytesMax: 10 * 1024 * 1024,
  pageSize: 30,
  /** A message unread this long sends one e-mail for its thread. */
  emailAfterMinutes: 15,
} as const;

export const MESSAGE_MESSAGES = {
  bodyRequired: 'Write a message or attach a file',
  bodyTooLong: `A message can be at most ${MESSAGE_LIMITS.bodyMax.toLocaleString('en')} characters`,
  tooManyFiles: `Attach at most ${MESSAGE_LIMITS.attachmentsMax} files to one message`,
  notAParty: 'Only the client and the professional of this conversation can read it.',
  adminReadOnly:
    'Administrators can read a conversation while its contract is disputed, not write in it.',
  threadNotFound: 'No conversation with that id.',
  noThreadYet: 'The client and the professional have not exchanged any messages.',
  gigNotOpen: 'Questions can be asked only while a gig is open for bids.',
  notABidder: 'You can message a professional who bid on your gig or holds its contract.',
  ownGig: 'This is your own gig: you answer the questions professionals ask.',
  idReused: 'This message id was already used for a different message.',
  attachmentUnknown: 'One of the files is not yours or was already sent. Upload it again.',
  sendFailed: 'Not sent. Check your connection and try again.',
  offPlatformWarning:
    'Escrow protects only payments made on TitleTrust. Sharing a phone number, an e-mail address or paying outside the platform leaves you without that protection.',
} as const;

export const threadPartySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  pictureUrl: z.string().nullable(),
  role: z.enum(['client', 'professional']),
});

export const threadSummarySchema = z.object({
  id: z.string().uuid(),
  gig: z.object({ id: z.string().uuid(), title: z.string() }),
  otherParty: threadPartySchema,
  lastMessage: z
    .object({ body: z.string(), senderId: z.string().uuid(), createdAt: z.string().datetime() })
    .nullable(),
  unreadCount: z.number().int().nonnegative(),
  lastActivityAt: z.string().datetime(),
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;

export const threadListQuerySchema = z.object({
  q: z.string().trim().max(120).optional(),
});
export const threadListSchema = z.object({ items: z.array(threadSummarySchema) });

export const threadSchema = threadSummarySchema.extend({
  client: threadPartySchema,
  professional: threadPartySchema,
  /** The contract for this gig and professional, if the bid was accepted. */
  contract: z.object({ id: z.string().uuid(), state: z.string() }).nullable(),
  /** The highest seq the other party has read ("Seen" goes on your last message at or below). */
  otherLastReadSeq: z.number().int().nonnegative(),
  /** When an administrator read the thread during a dispute; shown to both parties. */
  adminReadAt: z.string().datetime().nullable(),
  /** The viewer is an admin reading a disputed contract's thread: no composer. */
  readOnly: z.boolean(),
});
export type Thread = z.infer<typeof threadSchema>;
export const threadResponseSchema = z.object({ thread: threadSchema });

/** Opens (or finds) the thread of a gig: a professional asks; a client writes to a bidder. */
export const openThreadSchema = z.object({
  gigId: z.string().uuid(),
  /** Required when the client opens it: the bidder or contract holder to write to. */
  professionalId: z.string().uuid().optional(),
});
export type OpenThreadRequest = z.input<typeof openThreadSchema>;

export const messagePageQuerySchema = z.object({
  /** Messages before this seq (older), for scrolling up; the newest page without it. */
  before: z.coerce.number().int().positive().optional(),
});
export const messagePageSchema = z.object({
  items: z.array(messageSchema),
  hasMore: z.boolean(),
});

export const sendMessageSchema = z
  .object({
    id: z.string().uuid(),
    body: z.string().trim().max(MESSAGE_LIMITS.bodyMax, MESSAGE_MESSAGES.bodyTooLong).default(''),
    attachmentIds: z
      .array(z.string().uuid())
      .max(MESSAGE_LIMITS.attachmentsMax, MESSAGE_MESSAGES.tooManyFiles)
      .default([]),
  })
  .refine((message) => message.body.length > 0 || message.attachmentIds.length > 0, {
    path: ['body'],
    message: MESSAGE_MESSAGES.bodyRequired,
  });
export type SendMessageRequest = z.input<typeof sendMessageSchema>;
export const sentMessageResponseSchema = z.object({ message: messageSchema });

export const markReadSchema = z.object({ seq: z.number().int().nonnegative() });

const PHONE = /(\+?234|\b0)[\s-]?[789][01]\d[\s-]?\d{3}[\s-]?\d{4}\b/;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/;
const OFF_PLATFORM =
  /\b(pay|send|transfer)\b[^.]{0,40}\b(directly|outside|bank|account number|cash|off[- ]platform)\b|\b(whatsapp|account number|bank transfer)\b/i;

/** Whether a message before any contract holds contact details or an off-platform payment ask. */
export function looksOffPlatform(text: string): boolean {
  return PHONE.test(text) || EMAIL.test(text) || OFF_PLATFORM.test(text);
}
