import { helpEntryHref, type HelpEntry, type HelpSource } from '@titletrust/shared';
import { conversationalContext, helpEntries } from './help/help-content';
import type { HelpEntryContent, HelpSettings } from './help/help-entry';
import { createHelpSearch, type HelpSearch } from './retrieval/help-search';

/** The help content of this installation, its search index and the video persona's context. */
export interface HelpLibrary {
  entries: HelpEntry[];
  search: HelpSearch;
  conversationalContext: string;
}

export const sourceOf = (entry: HelpEntryContent): HelpSource => ({
  slug: entry.slug,
  title: entry.title,
  href: helpEntryHref(entry.slug),
});

/** Built once per process: the index takes a few milliseconds, an answer well under one. */
export function loadHelpLibrary(settings: HelpSettings): HelpLibrary {
  const entries = helpEntries(settings);
  const search = createHelpSearch(entries);
  // The first search compiles the code paths; a visitor should not pay for it.
  search.find('How does TitleTrust work?');
  return {
    entries: entries.map(({ slug, title, summary, paragraphs }) => ({
      slug,
      title,
      summary,
      paragraphs,
    })),
    search,
    conversationalContext: conversationalContext(entries),
  };
}
