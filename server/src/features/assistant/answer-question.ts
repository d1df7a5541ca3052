import { CONTACT, type AssistantAnswer } from '@titletrust/shared';
import type { Database } from '../../db/client';
import { sourceOf, type HelpLibrary } from './help-library';
import { recordUnansweredQuestion } from './record-unanswered-question';

export const NOT_SURE_ANSWER = `I’m not sure about that one, and I would rather not guess. Our support team can help: write to ${CONTACT.email} or call ${CONTACT.phone} (${CONTACT.hours}).`;

/**
 * The text assistant: the help entry that answers the question, named and linked, or "not sure"
 * with support's contacts, keeping the question (without personal data) for the admins.
 */
export async function answerQuestion(
  deps: { db: Database; library: HelpLibrary },
  question: string,
): Promise<AssistantAnswer> {
  const match = deps.library.search.find(question);
  if (match) {
    return {
      kind: 'answer',
      text: match.entry.summary,
      source: sourceOf(match.entry),
      related: match.related.map(sourceOf),
    };
  }
  await recordUnansweredQuestion(deps.db, question);
  return {
    kind: 'not_sure',
    text: NOT_SURE_ANSWER,
    support: { email: CONTACT.email, phone: CONTACT.phone, phoneHref: CONTACT.phoneHref },
  };
}
