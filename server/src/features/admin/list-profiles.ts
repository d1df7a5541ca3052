import type { listProfilesQuerySchema, ProfilePage } from '@titletrust/shared';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { profiles, users } from '../../db/schema';
import { selectAdminProfiles } from './admin-profile.repository';

type Query = z.output<typeof listProfilesQuerySchema>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** All profiles for the admin (spec §6), newest first, searchable by name and e-mail. */
export async function listProfiles(db: Database, query: Query): Promise<ProfilePage> {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(
          sql`coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, '')`,
          pattern,
        ),
        ilike(profiles.phone, pattern),
      )!,
    );
  }
  if (query.verificationStatus)
    conditions.push(eq(profiles.verificationStatus, query.verificationStatus));
  const where = conditions.length ? and(...conditions) : undefined;

  const [items, [totals]] = await Promise.all([
    selectAdminProfiles(db, {
      where,
      orderBy: [desc(profiles.createdAt), desc(profiles.id)],
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    db
      .select({ total: count() })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(where),
  ]);
  return { items, total: totals?.total ?? 0, page: query.page, pageSize: query.pageSize };
}
