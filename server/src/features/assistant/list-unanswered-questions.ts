import type { UnansweredQuestion } from '@titletrust/shared';
import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assistantUnansweredQuestions as questions } from '../../db/schema';

const SHOWN = 50;

/** What visitors asked that the help content did not answer: most asked, then most recent. */
export async function listUnansweredQuestions(db: Database): Promise<UnansweredQuestion[]> {
  const rows = await db
    .select()
    .from(questions)
    .orderBy(desc(questions.timesAsked), desc(questions.lastAskedAt))
    .limit(SHOWN);
  return rows.map((row) => ({
    id: row.id,
    question: row.question,
    timesAsked: row.timesAsked,
    firstAskedAt: row.firstAskedAt.toISOString(),
    lastAskedAt: row.lastAskedAt.toISOString(),
  }));
}
