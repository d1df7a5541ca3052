import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { plainPunctuationSql } from '../../db/plain-punctuation';
import { placeWordsSql, serviceWordsSql } from '../../db/service-words-sql';
import { gigs, searchWords } from '../../db/schema';

type Executor = Pick<Database, 'execute'>;

/**
 * Adds the words of the gigs matching `where` to search_words, the vocabulary spelling
 * suggestions come from: each word of three letters or more of their text, service and state
 * (as their search_vector has them), lower case as typed (the 'simple'
 * configuration does not stem, so "Katampe" stays "katampe", not "katamp"). Sorted, so that two
 * gigs posted at once bringing the same new words take their locks in the same order.
 */
export async function recordSearchWords(db: Executor, where: SQL): Promise<void> {
  const own = plainPunctuationSql("title || ' ' || description || ' ' || property_address");
  // The service's and the state's words too: a gig is found by them (service-words-sql.ts).
  const text = sql`${own} || ' ' || ${sql.raw(serviceWordsSql('category'))} || ' ' || ${sql.raw(placeWordsSql('property_state'))}`;
  await db.execute(sql`
    INSERT INTO ${searchWords} (word)
    SELECT DISTINCT word
    FROM ${gigs}, unnest(tsvector_to_array(to_tsvector('simple', ${text}))) AS word
    WHERE ${where} AND word ~ '^[[:alpha:]]{3,}$'
    ORDER BY word
    ON CONFLICT DO NOTHING`);
}

/** A word of the search text that a suggestion may replace, and where it stands in the text. */
export interface TypedWord {
  /** In lower case, as search_words holds words. */
  word: string;
  start: number;
  length: number;
}

// A run of three letters or more, not touching other letters or digits. A '-' right before it,
// at the start or after a space, excludes the word in websearch syntax: it is not respelt.
const WORD = /(^|[^\p{L}\p{N}])(-?)(\p{L}{3,})(?![\p{L}\p{N}])/gu;

/** The words a suggestion may respell: letters only, three or more, not excluded with '-'. */
export function typedWords(text: string): TypedWord[] {
  const words: TypedWord[] = [];
  for (const match of text.matchAll(WORD)) {
    const [, before = '', minus, word = ''] = match;
    const excluded = minus === '-' && (before === '' || /\s/u.test(before));
    if (excluded) continue;
    const start = match.index + before.length + (minus ?? '').length;
    words.push({ word: word.toLowerCase(), start, length: word.length });
  }
  return words;
}

/**
 * For each typed word, in order: null when gigs use it, or it is a stop-word, which no search
 * needs; else the nearest word gigs use that an open gig still has, if any is similar enough
 * (pg_trgm's % operator: a similarity of at least 0.3) and not the typed word under another
 * ending ("plot" for "plots", which finds the same gigs). The five most similar are tried. A word
 * known to search_words costs one lookup of its primary key.
 */
export function nearestWords(words: TypedWord[]): SQL {
  const nearest = sql`(
    SELECT candidate.word FROM (
      SELECT ${searchWords.word} AS word, similarity(${searchWords.word}, typed.word) AS score
      FROM ${searchWords}
      WHERE ${searchWords.word} % typed.word
      ORDER BY score DESC, word
      LIMIT 5
    ) AS candidate
    WHERE EXISTS (
      SELECT 1 FROM ${gigs}
      WHERE ${gigs.state} = 'open'
        AND ${gigs.searchVector} @@ plainto_tsquery('english', candidate.word)
    )
    ORDER BY candidate.score DESC, candidate.word
    LIMIT 1
  )`;
  // A nearest word of the same stem ("plot" for "plots") finds what the typed word finds.
  return sql`ARRAY(
    SELECT CASE
      WHEN numnode(plainto_tsquery('english', typed.word)) = 0 THEN NULL
      WHEN EXISTS (SELECT 1 FROM ${searchWords} WHERE ${searchWords.word} = typed.word) THEN NULL
      ELSE (
        SELECT CASE
          WHEN plainto_tsquery('english', best.word) = plainto_tsquery('english', typed.word)
            THEN NULL
          ELSE best.word
        END
        FROM (SELECT ${nearest} AS word) AS best
      )
    END
    FROM unnest(${sql.param(words.map((w) => w.word))}::text[]) WITH ORDINALITY AS typed (word, position)
    ORDER BY typed.position
  )`;
}

/**
 * The search text with each respelt word in its place, keeping a capital first letter, or null
 * when no word found a nearer spelling.
 */
export function respelt(
  text: string,
  words: TypedWord[],
  nearest: (string | null)[],
): string | null {
  let result = text;
  let changed = false;
  // From the end, so that the earlier words' positions still hold.
  for (let i = words.length - 1; i >= 0; i--) {
    const { word, start, length } = words[i]!;
    const replacement = nearest[i];
    if (!replacement || replacement === word) continue;
    const cased = /^\p{Lu}/u.test(text.slice(start))
      ? replacement.charAt(0).toUpperCase() + replacement.slice(1)
      : replacement;
    result = result.slice(0, start) + cased + result.slice(start + length);
    changed = true;
  }
  return changed ? result : null;
}
