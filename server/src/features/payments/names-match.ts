/**
 * The words of a name as a bank or an ID writes it: accents, case and punctuation dropped
 * ("ADÉBÁYỌ̀, Tunde-Ola O." → adebayo, tunde, ola, o).
 */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`.]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Removes each of `part`'s words once from `whole`; null when one is missing. */
function without(whole: string[], part: string[]): string[] | null {
  const rest = [...whole];
  for (const word of part) {
    const at = rest.indexOf(word);
    if (at < 0) return null;
    rest.splice(at, 1);
  }
  return rest;
}

/**
 * Whether the name a bank resolved for an account is the name a professional was verified
 * under: the same words in any order and any case, punctuation and accents ignored, one side
 * allowed one word more (a middle name the other left out). At least two words must match, so
 * a lone first name never passes for a full name.
 */
export function namesMatch(resolved: string, verified: string): boolean {
  const a = nameWords(resolved);
  const b = nameWords(verified);
  const [longer, shorter] = a.length >= b.length ? [a, b] : [b, a];
  if (shorter.length < 2) return false;
  const rest = without(longer, shorter);
  return rest !== null && rest.length <= 1;
}
