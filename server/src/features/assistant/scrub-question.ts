const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const LINK = /\bhttps?:\/\/\S+|\bwww\.\S+/giu;
/** Seven or more digits with the separators phone numbers are written with. */
const PHONE = /\(?\+?\d[\d\s().-]{5,}\d/g;
const NUMBER = /\d+(?:[.,]\d+)*/g;

/**
 * A question as it may be kept: e-mail addresses, links, phone numbers and any other number
 * (amounts, NINs, plot numbers) replaced by placeholders, white space collapsed, lower case so
 * one wording is counted once. Names cannot be told from words reliably; the admin list shows
 * only these scrubbed texts, never who asked.
 */
export function scrubQuestion(question: string): string {
  return question
    .replace(EMAIL, '[email]')
    .replace(LINK, '[link]')
    .replace(PHONE, '[phone]')
    .replace(NUMBER, '[number]')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}
