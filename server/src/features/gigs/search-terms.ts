import { sql, type SQL } from 'drizzle-orm';
import { plainPunctuation } from '../../db/plain-punctuation';

/** The parts of a search's text, in websearch syntax, as `typedTerms` reads them. */
export interface TypedTerms {
  /** Each word, "quoted phrase" or `a or b` group, as typed. */
  terms: string[];
  /** The parts excluded with '-' (a word or a quoted phrase), each with its '-'. */
  excluded: string[];
}

// A quoted phrase (to its closing quote or the end), or a run of anything else up to a space or
// a quote; either may follow a '-' that excludes it.
const PART = /(-?)("[^"]*"?|[^\s"]+)/gu;

/**
 * The terms of a search's text: "Lekki title" is two terms, `"survey plan" Lekki` two, `Lekki or
 * Ajah title` two (the `or` makes one term of its neighbours), `-Lagos` an exclusion. Read as
 * websearch_to_tsquery reads the text, so each term means what it meant in the whole query.
 */
export function typedTerms(text: string): TypedTerms {
  const terms: string[] = [];
  const excluded: string[] = [];
  let joinNext = false;
  const plain = plainPunctuation(text);
  for (const match of plain.matchAll(PART)) {
    const [part, minus, body = ''] = match;
    const startsWord = match.index === 0 || /\s/u.test(plain.charAt(match.index - 1));
    if (minus && startsWord && body !== '') {
      excluded.push(part);
      continue;
    }
    if (/^or$/iu.test(part) && terms.length > 0) {
      joinNext = true;
      continue;
    }
    if (joinNext) terms[terms.length - 1] += ` or ${part}`;
    else terms.push(part);
    joinNext = false;
  }
  return { terms, excluded };
}

const parsed = (text: string) => sql`websearch_to_tsquery('english', ${text})`;

/** What a search's words select and rank by (decision 046). */
export interface SearchWords {
  /** A gig having any of the terms (and none excluded): what the search shows. */
  any: SQL;
  /** A gig having every term: ranked first, and read first so none is missed. */
  all: SQL;
  /** More than one term, so `any` and `all` differ. */
  several: boolean;
  /** How many of the terms a gig's words (`vector`) have, as SQL over that column. */
  matched: (vector: SQL) => SQL;
}

/**
 * The search's words as tsqueries: the whole text as websearch_to_tsquery reads it (every term),
 * and each term apart, OR-ed (any term). Terms of stop-words alone ("of") are empty queries,
 * which `||` leaves out and `matched` does not count.
 */
export function searchWordsOf(text: string): SearchWords {
  const plain = plainPunctuation(text);
  const all = parsed(plain);
  const { terms, excluded } = typedTerms(plain);
  const each = terms.map(parsed);
  const several = each.length > 1;
  const without = excluded.length ? sql` && ${parsed(excluded.join(' '))}` : sql``;
  const any = several ? sql`((${sql.join(each, sql` || `)})${without})` : all;
  const termArray = sql`ARRAY[${sql.join(each.length ? each : [all], sql`, `)}]::tsquery[]`;
  return {
    any,
    all,
    several,
    matched: (vector) =>
      sql`(SELECT count(*) FROM unnest(${termArray}) AS term WHERE numnode(term) > 0 AND ${vector} @@ term)`,
  };
}
