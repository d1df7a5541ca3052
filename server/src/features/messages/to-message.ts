import type { Message } from '@titletrust/shared';
import { asc, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { storedFiles, type messages } from '../../db/schema';
import type { FileLinks } from '../../platform/storage/signed-links';
import { toAttachment } from '../files';

type MessageRow = typeof messages.$inferSelect;

/** Messages as the API gives them, each with its files behind fresh signed links. */
export async function toMessages(
  deps: { db: Database | Tx; fileLinks: FileLinks },
  rows: MessageRow[],
): Promise<Message[]> {
  if (rows.length === 0) return [];
  const files = await deps.db
    .select()
    .from(storedFiles)
    .where(
      inArray(
        storedFiles.messageId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(storedFiles.createdAt));
  return rows.map((row) => ({
    id: row.id,
    threadId: row.threadId,
    seq: row.seq,
    senderId: row.senderId,
    body: row.body,
    attachments: files
      .filter((file) => file.messageId === row.id)
      .map((file) => toAttachment(file, deps.fileLinks)),
    createdAt: row.createdAt.toISOString(),
  }));
}
