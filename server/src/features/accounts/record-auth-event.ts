import type { Database } from '../../db/client';
import { authEvents } from '../../db/schema';

export async function recordAuthEvent(
  db: Database,
  event: {
    userId: string;
    type: 'sign_up' | 'sign_in' | 'password_reset';
    ipAddress?: string | null;
    userAgent?: string | null;
  },
): Promise<void> {
  await db.insert(authEvents).values(event);
}
