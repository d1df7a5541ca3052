import { sql, type SQL } from 'drizzle-orm';

/**
 * Typographic punctuation and the plain ASCII it stands for, character for character. Phones type
 * ’ for ' and – for -, and PostgreSQL's word splitter, under the embedded cluster's C locale,
 * reads any non-ASCII character as a letter: "Governor’s" was one word that "Governor's" never
 * found. The gigs' words (their generated search_vector) and every search pass through this.
 */
const TYPOGRAPHIC = '\u2018\u2019\u201B\u02BC\u201C\u201D\u201E\u2013\u2014\u2026\u00A0';
const PLAIN = `''''"""--  `;

const plainOf = new Map([...TYPOGRAPHIC].map((char, i) => [char, PLAIN[i]!]));

/** A search's text with its typographic punctuation made plain. */
export function plainPunctuation(text: string): string {
  return [...text].map((char) => plainOf.get(char) ?? char).join('');
}

/**
 * The same in SQL, over an expression written as SQL: literal text, because a generated column's
 * expression takes no parameters.
 */
export function plainPunctuationSql(expression: string): SQL {
  const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
  return sql.raw(`translate(${expression}, ${literal(TYPOGRAPHIC)}, ${literal(PLAIN)})`);
}
