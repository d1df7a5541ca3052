import MiniSearch, { type SearchResult } from 'minisearch';
import type { HelpEntryContent } from '../help/help-entry';
import { createSpellingCorrector } from './spelling';
import { PLACE_TERM } from './places';
import { PHRASES, WORDS } from './synonyms';
import { processTerm, termsOf, tokenize } from './terms';

/** A place's weight in coverage; a word of one entry weighs about 3, an unknown word about 4. */
const LIGHT_WEIGHT = 0.25;

/** A question's words after the phrase synonyms, already one per space: the query's tokens. */
const splitPrepared = (text: string) => text.split(' ').filter(Boolean);

/**
 * When an answer is trusted. `minCoverage`: the share of the question's meaning (its terms
 * weighted by rarity, unknown words weighing most) the best entry matched; `minScore`: MiniSearch's
 * BM25 score of that entry. Tuned on `npm run eval:assistant`.
 */
export interface HelpSearchTuning {
  minCoverage: number;
  minScore: number;
  /** A further entry is "related" from this share of the best score. */
  relatedShare: number;
  /** Only entries from this share of the top score may answer. */
  contenderShare: number;
}

export const DEFAULT_TUNING: HelpSearchTuning = {
  minCoverage: 0.55,
  minScore: 10,
  relatedShare: 0.6,
  contenderShare: 0.5,
};

export interface HelpMatch {
  entry: HelpEntryContent;
  related: HelpEntryContent[];
  score: number;
  coverage: number;
}

export interface HelpSearch {
  /** The entry that answers the question, or null when none does well enough. */
  find(question: string): HelpMatch | null;
  /** Every candidate with its score and coverage, best first (for the evaluation). */
  rank(question: string): Array<{ slug: string; score: number; coverage: number }>;
}

interface IndexedEntry {
  slug: string;
  title: string;
  summary: string;
  body: string;
  questions: string;
}

/**
 * Retrieval over the help entries with MiniSearch (BM25, prefix and fuzzy matching for typos),
 * the synonyms table and Porter stemming of ./terms on both the entries and the questions.
 * Everything runs in this process: no question leaves the machine.
 */
export function createHelpSearch(
  entries: HelpEntryContent[],
  tuning: HelpSearchTuning = DEFAULT_TUNING,
): HelpSearch {
  const bySlug = new Map(entries.map((entry) => [entry.slug, entry]));
  const index = new MiniSearch<IndexedEntry>({
    idField: 'slug',
    fields: ['title', 'summary', 'body', 'questions'],
    tokenize,
    processTerm: (term) => processTerm(term) ?? undefined,
    searchOptions: {
      boost: { title: 3, questions: 2, summary: 1.5 },
      // The question arrives tokenized and spell-corrected (see prepare below).
      tokenize: splitPrepared,
      // Typos are corrected before the search (./spelling); prefixes catch the rest of a stem.
      prefix: (term) => term.length >= 4,
      combineWith: 'OR',
    },
  });
  index.addAll(
    entries.map((entry) => ({
      slug: entry.slug,
      title: entry.title,
      summary: entry.summary,
      body: entry.paragraphs.join('\n'),
      questions: entry.questions.join('\n'),
    })),
  );

  // How many entries hold each term: rare terms carry a question's meaning.
  const documentFrequency = new Map<string, number>();
  const words: string[] = [];
  for (const entry of entries) {
    const text = [entry.title, entry.summary, ...entry.paragraphs, ...entry.questions].join('\n');
    for (const term of termsOf(text))
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    words.push(...text.toLowerCase().split(/[^a-z0-9]+/));
  }
  // The synonyms' own words are known too, so a phrase's canonical term is never "corrected".
  for (const [, replacement] of PHRASES) words.push(...replacement.split(' '));
  words.push(...Object.values(WORDS));
  const correctSpelling = createSpellingCorrector(words.filter(Boolean));
  /**
   * Phrases first, then spelling: correcting first would turn a word of a phrase ("the final
   * report") into a near word of the content and break the phrase.
   */
  const prepare = (question: string) => correctSpelling(tokenize(question).join(' '));
  const termsOfPrepared = (prepared: string) => [
    ...new Set(
      splitPrepared(prepared)
        .map(processTerm)
        .filter((term): term is string => term !== null),
    ),
  ];
  const count = entries.length;
  const weightOf = (term: string) => {
    // A place rarely changes which entry answers: naming one should not make an answer unsure.
    if (term === PLACE_TERM) return LIGHT_WEIGHT;
    const frequency = documentFrequency.get(term) ?? 0;
    return Math.log(1 + (count - frequency + 0.5) / (frequency + 0.5));
  };

  const coverageOf = (result: SearchResult, terms: string[]) => {
    const matched = new Set(result.queryTerms);
    const total = terms.reduce((sum, term) => sum + weightOf(term), 0);
    const covered = terms.reduce((sum, term) => sum + (matched.has(term) ? weightOf(term) : 0), 0);
    return total === 0 ? 0 : covered / total;
  };

  function rank(question: string) {
    const prepared = prepare(question);
    const terms = termsOfPrepared(prepared);
    if (terms.length === 0) return [];
    return index.search(prepared).map((result) => ({
      slug: String(result.id),
      score: result.score,
      coverage: coverageOf(result, terms),
    }));
  }

  const trusted = (candidate: { score: number; coverage: number }) =>
    candidate.coverage >= tuning.minCoverage && candidate.score >= tuning.minScore;

  /**
   * The best-scored entry that covers the question, among the close contenders only: an entry far
   * behind the best that happens to share the question's few words is not an answer to it.
   */
  function find(question: string): HelpMatch | null {
    const candidates = rank(question);
    const top = candidates[0]?.score ?? 0;
    const [best, ...others] = candidates.filter(
      (candidate) => candidate.score >= top * tuning.contenderShare && trusted(candidate),
    );
    if (!best) return null;
    const related = others
      .filter((other) => other.score >= best.score * tuning.relatedShare)
      .slice(0, 2)
      .map((other) => bySlug.get(other.slug)!);
    return { entry: bySlug.get(best.slug)!, related, score: best.score, coverage: best.coverage };
  }

  return { find, rank };
}
