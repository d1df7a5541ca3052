import type { Random } from './random';

/**
 * The bad values requests are built from: text the edge must refuse or store safely, numbers and
 * amounts at and past every limit, and values of the wrong JSON type. Kept as generators so a
 * huge string is built only when drawn.
 */

/** Text: control characters, lone UTF-16 surrogates, sizes, scripts, injections. */
const NASTY_STRINGS: readonly ((random: Random) => string)[] = [
  () => '',
  () => ' ',
  () => '\u0000',
  (r) => `${r.text(8)}\u0000${r.text(8)}`,
  () => '\ud800',
  () => '\udfff',
  (r) => `${r.text(6)}\ud83d`,
  () => '\udc00\ud800',
  () => '\u0007\u0008\u001b[31m\u007f',
  () => '\r\n\r\nX-Injected: 1',
  () => '\ufeff\u200b\u200d\u2028\u2029',
  () => '\u202eevil.pdf',
  () => 'ÆØÅ ñ ß 中文 עברית العربية 🏠🔑👨‍👩‍👧',
  () => 'e\u0301'.repeat(2000),
  () => '１２３４', // full-width digits
  () => '١٢٣', // Arabic-Indic digits
  (r) => 'A'.repeat(r.pick([256, 1025, 5001, 20_001, 70_000])),
  (r) => '🏠'.repeat(r.pick([100, 3000, 40_000])),
  (r) => 'x'.repeat(r.int(1_100_000, 1_300_000)), // past Fastify's 1 MiB body limit
  () => "' OR '1'='1' --",
  () => "'; DROP TABLE users; --",
  () => '%00%ff%ED%A0%80',
  () => '../../../../etc/passwd',
  () => '..\\..\\..\\windows\\win.ini',
  () => '<script>alert(1)</script>',
  () => '{{7*7}}${7*7}<%= 7*7 %>',
  () => '__proto__',
  () => 'constructor',
  () => 'null',
  () => 'undefined',
  () => 'NaN',
  () => '-0',
  () => '1e309',
  () => '0x10',
  () => ' 1 ',
  () => 'true',
  () => '[]',
  () => '{"$gt":""}',
  () => 'a@b',
  () => 'user@[127.0.0.1]',
  () => `${'a'.repeat(64)}@${'b'.repeat(250)}.com`,
  () => '2026-02-30T25:61:61Z',
  () => '0000-00-00',
  () => '9999-12-31T23:59:59.999Z',
  () => '0x' + 'f'.repeat(40),
  (r) => '0x' + r.hex(r.pick([0, 1, 39, 41, 130, 132, 10_000])),
];

export function nastyString(random: Random): string {
  return random.pick(NASTY_STRINGS)(random);
}

/** Amount strings where the contracts expect whole micro-USDC as decimal text. */
const NASTY_AMOUNTS: readonly string[] = [
  '-1',
  '0',
  '00',
  '1',
  '0.5',
  '1.0',
  '-0',
  '+1',
  '1e6',
  '1_000',
  ' 5',
  '999999999999999999',
  '9223372036854775807',
  '9223372036854775808',
  '18446744073709551616',
  '9'.repeat(19),
  '9'.repeat(400),
  '000000000000000001',
  '٣',
  '',
];

export function nastyAmount(random: Random): unknown {
  return random.weighted<unknown>([
    [6, random.pick(NASTY_AMOUNTS)],
    [1, -1],
    [1, 0],
    [1, 0.5],
    [1, 1e21],
    [1, Number.MAX_SAFE_INTEGER + 2],
    [1, random.int(1, 5_000) * 1_000_000],
  ]);
}

/** Numbers for integer fields: signs, fractions, the float and integer edges. */
export function nastyNumber(random: Random): number {
  return random.pick([
    -1,
    0,
    0.5,
    -0.000001,
    1.5,
    2 ** 31,
    2 ** 53 + 2,
    -(2 ** 53) - 2,
    1e308,
    -1e308,
    Number.MIN_VALUE,
    random.int(-1_000_000, 1_000_000),
  ]);
}

const PROTO_KEY = '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"role":"admin"}}}';

/** Something of another JSON type than asked for. */
export function wrongType(random: Random, expected: string | undefined): unknown {
  const candidates: [string, () => unknown][] = [
    ['null', () => null],
    ['boolean', () => random.chance(0.5)],
    ['number', () => nastyNumber(random)],
    ['string', () => nastyString(random)],
    ['array', () => random.pick([[], [null], [[[]]], ['a', 1, {}]])],
    // JSON.parse, not a literal: only then is "__proto__" an own key that reaches the wire.
    [
      'object',
      () => random.pick([{}, { a: 1 }, JSON.parse(PROTO_KEY) as unknown, { length: 1e9 }]),
    ],
  ];
  const others = candidates.filter(
    ([type]) => type !== expected && !(expected === 'integer' && type === 'number'),
  );
  return random.pick(others)[1]();
}

/** Field names an attacker tries beside the ones a contract lists. */
export const EXTRA_FIELDS = [
  '__proto__',
  'constructor',
  'prototype',
  'role',
  'isAdmin',
  'userId',
  'id',
  'status',
  'feeBps',
  'amountMinor',
  'verificationStatus',
  '',
  '\u0000',
  'a'.repeat(300),
];

/**
 * Text as bytes, lone surrogates included as the three bytes they would take (WTF-8): invalid
 * UTF-8 on the wire, where Buffer.from would quietly send U+FFFD instead.
 */
export function wtf8(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      bytes.push(...Buffer.from(text.slice(i, i + 2)));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      bytes.push(0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f));
    } else {
      bytes.push(...Buffer.from(text[i]!));
    }
  }
  return Buffer.from(bytes);
}

/** Percent-encodes text byte by byte (lone surrogates as invalid UTF-8, on purpose). */
export const percentEncode = (text: string) =>
  [...wtf8(text)]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9\-._~]/.test(char)
        ? char
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
