import { STOPWORDS } from './stopwords';
import { WORDS } from './synonyms';

/**
 * Edit distance with adjacent transpositions (optimal string alignment), giving up once the
 * distance must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previousPrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, previousPrevious[j - 2]! + 1);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previousPrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Corrects typed words to the nearest word of the help content or the synonyms table ("acount" →
 * "account", "verfication" → "verification"): one edit for words of four to seven letters, two
 * from eight. Known words, stopwords, short words and anything with a digit stay as typed. Between
 * equally near words, one with the same first letter wins (people rarely mistype the first), then
 * the one the help content uses most.
 */
export function createSpellingCorrector(words: Iterable<string>) {
  const frequency = new Map<string, number>();
  for (const word of [...words, ...Object.keys(WORDS)])
    frequency.set(word, (frequency.get(word) ?? 0) + 1);
  // By length: a word is compared only with words it could be within the allowed edits of.
  const byLength = new Map<number, string[]>();
  for (const word of frequency.keys()) {
    if (word.length < 4 || /\d/.test(word)) continue;
    byLength.set(word.length, [...(byLength.get(word.length) ?? []), word]);
  }
  const corrections = new Map<string, string>();

  const better = (word: string, a: string, b: string) =>
    a[0] === word[0] && b[0] !== word[0]
      ? true
      : a[0] !== word[0] && b[0] === word[0]
        ? false
        : frequency.get(a)! > frequency.get(b)!;

  function correctWord(word: string): string {
    if (word.length < 4 || frequency.has(word) || STOPWORDS.has(word) || /\d/.test(word))
      return word;
    const known = corrections.get(word);
    if (known !== undefined) return known;
    const max = word.length >= 8 ? 2 : 1;
    let best: string | undefined;
    let bestDistance = max + 1;
    const candidates: string[] = [];
    for (let length = word.length - max; length <= word.length + max; length++)
      candidates.push(...(byLength.get(length) ?? []));
    for (const candidate of candidates) {
      // A different first letter is more often another word ("iphone" is not "phone").
      if (candidate[0] !== word[0]) continue;
      const distance = editDistance(word, candidate, Math.min(max, bestDistance));
      if (distance > max) continue;
      if (
        distance < bestDistance ||
        (distance === bestDistance && better(word, candidate, best!))
      ) {
        best = candidate;
        bestDistance = distance;
      }
    }
    // Questions repeat their words; the cache holds at most the words people type.
    if (corrections.size < 10_000) corrections.set(word, best ?? word);
    return best ?? word;
  }

  return (text: string) => text.toLowerCase().replace(/[a-z]+/g, correctWord);
}
