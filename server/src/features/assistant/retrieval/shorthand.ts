/**
 * Text-message spellings ("hw lng", "wat if d client", "pls msg me"), written out before the
 * phrase synonyms run, so "how lng" meets "how long" and "u" does not weigh as an unknown word.
 * Only spellings that mean one thing: "d" is "the" in a question, never a letter grade here.
 */
export const SHORTHAND: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bhw\b/g, ' how '],
  [/\bl(?:n|on)g\b/g, ' long '],
  [/\bwat\b|\bwht\b/g, ' what '],
  [/\bwen\b|\bwhn\b/g, ' when '],
  [/\bd\b|\bda\b/g, ' the '],
  [/\bu\b/g, ' you '],
  [/\bur\b/g, ' your '],
  [/\bmsg\b|\bmsgs\b/g, ' message '],
  [/\bacct\b|\bacc\b|\ba\/c\b/g, ' account '],
  [/\bpwd\b|\bpword\b/g, ' password '],
  [/\bdocs?\b/g, ' document '],
  [/\bbcos\b|\bcos\b|\bcuz\b/g, ' because '],
];

/**
 * More of how people ask, kept beside ./synonyms (which is at its size): payment rails nobody
 * supports yet, the bodies that check professionals, the office, and sign-in errors.
 */
export const MORE_PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  // Today's rate or price of a currency or coin is market data the assistant does not have: an
  // unknown term of its own, so the naira entry (which mentions the exchange rate) does not answer.
  [
    /\b(?:price|rate|value) of (?:the )?(?:bitcoin|btc|usdt|usdc|dollars?|usd|naira|pounds?|crypto)\b|\bexchange rates? (?:today|now)\b|\brate today\b/g,
    ' marketrate ',
  ],
  // Coins other than USDC: the wallet entry says USDC only (crypto alone would mean the sign-in wallet).
  [/\b(?:bitcoin|btc|usdt|tether|ethereum|eth|binance|bnb|solana)\b/g, ' othercoin '],
  // The Nigerian Bar Association, and "is the lawyer real": what verification answers.
  [/\bnba\b|\b(?:nigerian )?bar association\b/g, ' bar '],
  [
    /\b(?:real|fake|genuine|legit|proper|licensed|qualified) (?:lawyer|surveyor|professional|barrister|solicitor)s?\b|\b(?:lawyer|surveyor|professional)s? (?:is|are|be|na|no be)(?: not)?(?: an?)? (?:real|fake|genuine|legit)\b/g,
    ' verify lawyer ',
  ],
  [/\boffice address\b|\byour address\b|\bphysical address\b|\bheadquarters\b|\bhq\b/g, ' office '],
  [
    /\b(?:invalid|incorrect|wrong) (?:credentials|password|details|email|login)\b|\bcredentials\b/g,
    ' password ',
  ],
  [/\b(?:change|update|edit|correct) (?:the |my )?(?:email|email address)\b/g, ' change email '],
];
