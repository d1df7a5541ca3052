import { accountEntries } from './account-entries';
import type { HelpEntryContent, HelpSettings } from './help-entry';
import { LAND_DOCUMENT_ENTRIES } from './land-document-entries';
import { moneyEntries } from './money-entries';
import { PLATFORM_ENTRIES } from './platform-entries';
import { PROFESSIONAL_ENTRIES } from './professional-entries';
import { SERVICE_ENTRIES } from './service-entries';
import { TRUST_ENTRIES } from './trust-entries';

/** Every help entry, in the order /help lists them, as this installation is configured. */
export function helpEntries(settings: HelpSettings): HelpEntryContent[] {
  const entries = [
    PLATFORM_ENTRIES[0]!,
    ...accountEntries(settings),
    ...PLATFORM_ENTRIES.slice(1, 2),
    ...moneyEntries(settings),
    ...TRUST_ENTRIES,
    ...SERVICE_ENTRIES,
    ...LAND_DOCUMENT_ENTRIES,
    ...PROFESSIONAL_ENTRIES,
    ...PLATFORM_ENTRIES.slice(2),
  ];
  const slugs = new Set(entries.map((entry) => entry.slug));
  if (slugs.size !== entries.length) throw new Error('help entries must have distinct slugs');
  return entries;
}

/**
 * The help content as one text for the video persona's conversational_context, so it answers
 * from the same facts as the text assistant.
 */
export function conversationalContext(entries: HelpEntryContent[]): string {
  const sections = entries.map((entry) => `## ${entry.title}\n${entry.paragraphs.join('\n')}`);
  return [
    'You are the TitleTrust assistant, speaking with a visitor on the TitleTrust website, a marketplace in Nigeria where clients hire verified lawyers and surveyors for property due diligence and pay through escrow.',
    'Answer only from the facts below. If a question is not covered, say you are not sure and point the visitor to support. Never ask for passwords, card numbers or identity numbers.',
    ...sections,
  ].join('\n\n');
}
