import {
  NIGERIAN_STATES,
  SERVICE_CATEGORIES,
  SERVICE_WORDS,
  STATE_WORDS,
} from '@titletrust/shared';
import { plainPunctuation } from './plain-punctuation';

/**
 * The words a gig is found by besides its own text, as SQL over its columns: its service's name
 * and the words people use for it (SERVICE_WORDS), and its state's name and other names
 * (STATE_WORDS). Literal text in a CASE, because the generated search_vector takes no
 * parameters and may call no function whose answer could change: editing the shared tables
 * changes this expression, and drizzle-kit writes the migration that rebuilds every gig's words.
 */
const literal = (text: string) => `'${plainPunctuation(text).replaceAll("'", "''")}'`;

function caseOf(column: string, texts: [value: string, text: string][]): string {
  const branches = texts.map(([value, text]) => `WHEN ${literal(value)} THEN ${literal(text)}`);
  return `CASE ${column} ${branches.join(' ')} ELSE '' END`;
}

/** The service's name and its words, one text, for the gig's `category` column. */
export const serviceWordsSql = (column: string): string =>
  caseOf(
    column,
    SERVICE_CATEGORIES.map(({ slug, name }) => [slug, [name, ...SERVICE_WORDS[slug]].join(', ')]),
  );

/** The state's name and what else people call it, for the gig's `property_state` column. */
export const placeWordsSql = (column: string): string =>
  caseOf(
    column,
    NIGERIAN_STATES.map(({ code, name }) => [
      code,
      [name, ...(STATE_WORDS[code] ?? [])].join(', '),
    ]),
  );
