import type { Database, Tx } from '../../db/client';
import { notifications } from '../../db/schema';

export interface Notice {
  userId: string;
  type: string;
  title: string;
  body: string;
  href?: string;
  /** Also by e-mail (sent by a job once the change is committed). */
  email?: boolean;
}

/**
 * Records in-app notices in the caller's transaction, so a notice exists exactly when the change
 * it announces was committed.
 */
export async function notify(tx: Tx | Database, notices: Notice[]): Promise<void> {
  if (notices.length === 0) return;
  await tx.insert(notifications).values(
    notices.map(({ email, ...notice }) => ({
      ...notice,
      href: notice.href ?? null,
      emailWanted: email ?? false,
    })),
  );
}
