import { z } from 'zod';
import { attachmentSchema } from './fields';

/** A message as its thread and the live stream carry it (messages.ts has the rest of messages). */
export const messageSchema = z.object({
  /** Chosen by the sender's browser: a retried send with the same id never duplicates. */
  id: z.string().uuid(),
  threadId: z.string().uuid(),
  /** The server's order of messages, and the cursor a reconnecting stream resumes from. */
  seq: z.number().int().positive(),
  senderId: z.string().uuid(),
  body: z.string(),
  attachments: z.array(attachmentSchema),
  createdAt: z.string().datetime(),
});
export type Message = z.infer<typeof messageSchema>;

export const unreadCountSchema = z.object({ count: z.number().int().nonnegative() });

/** The events of `GET /api/messages/stream` (text/event-stream; `id:` is the message seq). */
export const streamEventSchemas = {
  message: messageSchema,
  read: z.object({
    threadId: z.string().uuid(),
    readerId: z.string().uuid(),
    lastReadSeq: z.number().int().nonnegative(),
  }),
  unread: unreadCountSchema,
  /** The viewer's notifications have something new: read them again. */
  notice: z.object({}),
} as const;
