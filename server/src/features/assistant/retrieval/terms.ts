import { stemmer } from 'stemmer';
import { STOPWORDS } from './stopwords';
import { PHRASES, WORDS } from './synonyms';

/** The synonyms table by the stem of each word it lists. */
const WORDS_BY_STEM = new Map(
  Object.entries(WORDS).map(([word, canonical]) => [stemmer(word), canonical] as const),
);

/** British spellings (-ise, -isation), common in Nigerian English, onto the stemmer's (-ize). */
const BRITISH_ISE = /(\w{3,})is(e|ed|es|ing|ation|ations)$/;

/**
 * Text to the words it is made of, after the phrase synonyms: lower case, accents and
 * apostrophes dropped ("Governor’s" → "governors"), "e-mail" as one word.
 */
export function tokenize(text: string): string[] {
  let normalized = ` ${text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’'`]/g, '')
    .replace(/\be-mail/g, 'email')} `;
  for (const [pattern, replacement] of PHRASES)
    normalized = normalized.replace(pattern, replacement);
  return normalized.split(/[^a-z0-9]+/).filter(Boolean);
}

/**
 * One word to its index term: null for a stopword or a lone character, otherwise its canonical
 * synonym, stemmed (Porter) so "verifies", "verified" and "verification" meet.
 */
export function processTerm(word: string): string | null {
  // Numbers ("3 weeks", "500 usdc") say how much, not what about.
  if (word.length < 2 || STOPWORDS.has(word) || /^\d+$/.test(word)) return null;
  // Own keys only: "constructor" is a word people type, not Object's constructor. A form the
  // table does not list ("protects", "collecting") finds its entry through the stem.
  const canonical = Object.hasOwn(WORDS, word)
    ? WORDS[word]!
    : (WORDS_BY_STEM.get(stemmer(word)) ?? word);
  if (STOPWORDS.has(canonical)) return null;
  const americanised = canonical.replace(BRITISH_ISE, '$1iz$2');
  return stemmer(americanised);
}

/** The distinct index terms of a text, in order of first appearance. */
export function termsOf(text: string): string[] {
  const terms = tokenize(text)
    .map(processTerm)
    .filter((term): term is string => term !== null);
  return [...new Set(terms)];
}
