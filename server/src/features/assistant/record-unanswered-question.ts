import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assistantUnansweredQuestions } from '../../db/schema';
import { scrubQuestion } from './scrub-question';

/** Keeps a question the assistant could not answer, scrubbed, counting repeats of one wording. */
export async function recordUnansweredQuestion(db: Database, question: string): Promise<void> {
  const scrubbed = scrubQuestion(question);
  if (!scrubbed) return;
  await db
    .insert(assistantUnansweredQuestions)
    .values({ question: scrubbed })
    .onConflictDoUpdate({
      target: assistantUnansweredQuestions.question,
      set: {
        timesAsked: sql`${assistantUnansweredQuestions.timesAsked} + 1`,
        lastAskedAt: sql`now()`,
      },
    });
}
