import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_TEXT_MESSAGES as M,
  formatAmountText,
  readAmountText,
  tidyAmountText,
} from './amount-text';
import { CURRENCIES, CURRENCY_CODES, formatFigure, formatMoney, formatUnits } from './money';

const ok = (minor: bigint) => ({ ok: true, minor });
const no = (message: string) => ({ ok: false, message });
const naira = (text: string) => readAmountText(text, 'NGN');
const usdc = (text: string) => readAmountText(text, 'USDC');

describe('reading what Nigerians type as naira', () => {
  it.each([
    ['350,000', 35_000_000n],
    ['350000', 35_000_000n],
    ['350000.50', 35_000_050n],
    ['350,000.5', 35_000_050n],
    ['₦350,000', 35_000_000n],
    ['₦ 350,000.00', 35_000_000n],
    ['N350,000', 35_000_000n],
    ['n350000', 35_000_000n],
    ['NGN 350,000', 35_000_000n],
    ['ngn350000', 35_000_000n],
    ['350,000 NGN', 35_000_000n],
    ['350,000 naira', 35_000_000n],
    ['350 000', 35_000_000n],
    ['  350,000  ', 35_000_000n],
    ['350\u00a0000', 35_000_000n],
    ['1,350,000.75', 135_000_075n],
    ['0.01', 1n],
    ['.5', 50n],
    ['350.', 35_000n],
    ['0350', 35_000n],
    ['350.500', 35_050n],
    ['10,000,000,000', CURRENCIES.NGN.maxMinor],
  ])('reads %j as %s kobo', (text, minor) => {
    expect(naira(text)).toEqual(ok(minor));
  });

  it('refuses more decimals than kobo, saying so', () => {
    expect(naira('350.505')).toEqual(no('Naira amounts have at most 2 decimals (kobo)'));
    expect(naira('0.001')).toEqual(no(M.tooPrecise('NGN')));
  });

  it('refuses a negative amount however the minus is written', () => {
    for (const text of ['-350', '-₦350,000', '₦-350,000', '− 350', '–350', '-350 NGN'])
      expect(naira(text), text).toEqual(no("An amount can't be negative"));
  });

  it('refuses an absurd amount, naming the ceiling', () => {
    expect(naira('10,000,000,000.01')).toEqual(
      no('That is more than ₦10,000,000,000.00 — check the amount'),
    );
    expect(naira('9'.repeat(400))).toEqual(no(M.absurd('NGN')));
  });

  it('refuses nothing, words, formulas and shorthand, with a message that shows the way', () => {
    expect(naira('')).toEqual(no('Enter an amount'));
    expect(naira('   ')).toEqual(no('Enter an amount'));
    for (const text of ['abc', '₦', 'N', 'NaN', '1e6', '350,000.50.1', '.', '0x10', '3 5 0 +1'])
      expect(naira(text), text).toEqual(no('Enter an amount like 350,000'));
    for (const text of ['350k', 'N350K', '1.5m', '₦2b'])
      expect(naira(text), text).toEqual(no(M.shorthand('NGN')));
  });

  it('refuses commas that are not thousands separators (a decimal comma is not read as 35,050)', () => {
    for (const text of ['350,50', '35,0000', '3,50,000', ',350', '350,', '1,000.00,5'])
      expect(naira(text).ok, text).toBe(false);
    expect(naira('350,50')).toEqual(no(M.grouping));
    expect(naira('3,50,000')).toEqual(no(M.grouping));
  });

  it('refuses a USDC amount in a naira field', () => {
    expect(naira('$350')).toEqual(no('This amount is in naira (₦): leave out “$”'));
    expect(naira('350 usdc')).toEqual(no('This amount is in naira (₦): leave out “usdc”'));
  });

  it('refuses zero unless the field allows it', () => {
    expect(naira('0')).toEqual(no('Enter an amount above zero'));
    expect(naira('₦0.00')).toEqual(no(M.zero));
    expect(readAmountText('0', 'NGN', { allowZero: true })).toEqual(ok(0n));
    expect(readAmountText('-0', 'NGN', { allowZero: true })).toEqual(ok(0n));
  });

  it('holds a field to its own least and most', () => {
    const withdrawal = { min: 100_000n, max: 5_000_000n };
    expect(readAmountText('999.99', 'NGN', withdrawal)).toEqual(no('Enter at least ₦1,000.00'));
    expect(readAmountText('1,000', 'NGN', withdrawal)).toEqual(ok(100_000n));
    expect(readAmountText('50,000.01', 'NGN', withdrawal)).toEqual(no('Enter at most ₦50,000.00'));
  });
});

describe('reading USDC', () => {
  it('reads "$", "USDC" and six decimals', () => {
    expect(usdc('750')).toEqual(ok(750_000_000n));
    expect(usdc('$1,250.50')).toEqual(ok(1_250_500_000n));
    expect(usdc('1,250.50 USDC')).toEqual(ok(1_250_500_000n));
    expect(usdc('usdc 0.000001')).toEqual(ok(1n));
    expect(usdc('250k')).toEqual(no('Write the amount in full, like 250.50 (no k or m)'));
  });

  it('refuses a seventh decimal, naira marks and more than ten million', () => {
    expect(usdc('0.0000001')).toEqual(no('USDC amounts have at most 6 decimals'));
    expect(usdc('₦350')).toEqual(no('This amount is in USDC: leave out “₦”'));
    expect(usdc('N350')).toEqual(no('This amount is in USDC: leave out “N”'));
    expect(usdc('NGN 350')).toEqual(no('This amount is in USDC: leave out “NGN”'));
    expect(usdc('10,000,000.000001')).toEqual(
      no('That is more than 10,000,000.00 USDC — check the amount'),
    );
    expect(usdc('abc')).toEqual(no('Enter an amount like 250.50'));
  });
});

describe('tidying an amount field when the person leaves it', () => {
  it('groups a readable amount and drops ".00" and the mark the field already shows', () => {
    expect(tidyAmountText('350000', 'NGN')).toBe('350,000');
    expect(tidyAmountText('₦350000.5', 'NGN')).toBe('350,000.50');
    expect(tidyAmountText(' N 1350000.00 ', 'NGN')).toBe('1,350,000');
    expect(tidyAmountText('0', 'NGN')).toBe('0');
    expect(tidyAmountText('1250.000001', 'USDC')).toBe('1,250.000001');
  });

  it('keeps exactly what was typed when it does not read, so the message points at it', () => {
    for (const text of ['350,50', '350.505', '-350', 'abc', '350k', '$350', '', '99999999999999'])
      expect(tidyAmountText(text, 'NGN')).toBe(text);
  });
});

describe('every amount the app shows reads back to itself', () => {
  const currency = fc.constantFrom(...CURRENCY_CODES);
  const inRange = (code: (typeof CURRENCY_CODES)[number]) =>
    fc.bigInt({ min: 1n, max: CURRENCIES[code].maxMinor });
  const amount = currency.chain((code) => fc.tuple(fc.constant(code), inRange(code)));

  it('from formatFigure, formatMoney, formatAmountText and the plain figure', () => {
    fc.assert(
      fc.property(amount, ([code, minor]) => {
        for (const shown of [
          formatFigure(minor, code),
          formatMoney(minor, code),
          formatAmountText(minor, code),
          formatUnits(minor, CURRENCIES[code].decimals),
        ])
          expect(readAmountText(shown, code)).toEqual(ok(minor));
      }),
    );
  });

  it('tidying is stable: what it shows tidies to itself and reads the same', () => {
    fc.assert(
      fc.property(amount, ([code, minor]) => {
        const tidy = tidyAmountText(formatUnits(minor, CURRENCIES[code].decimals), code);
        expect(tidy).toBe(formatAmountText(minor, code));
        expect(tidyAmountText(tidy, code)).toBe(tidy);
      }),
    );
  });

  it('the negative of any amount is refused as negative', () => {
    fc.assert(
      fc.property(amount, ([code, minor]) => {
        expect(readAmountText(formatMoney(-minor, code), code)).toEqual(no(M.negative));
      }),
    );
  });

  it('anything above the ceiling is refused as absurd', () => {
    fc.assert(
      fc.property(currency, fc.bigInt({ min: 1n, max: 10n ** 40n }), (code, over) => {
        const minor = CURRENCIES[code].maxMinor + over;
        expect(readAmountText(formatFigure(minor, code), code)).toEqual(no(M.absurd(code)));
      }),
    );
  });

  it('any text at all gets an answer, never a throw, and an accepted one is in range', () => {
    fc.assert(
      fc.property(
        currency,
        fc.oneof(fc.string(), fc.stringMatching(/^[-₦N$ ]?[\d,. ]{0,20}[kK]?$/)),
        (code, text) => {
          const read = readAmountText(text, code);
          if (read.ok) {
            expect(read.minor > 0n && read.minor <= CURRENCIES[code].maxMinor).toBe(true);
            expect(readAmountText(tidyAmountText(text, code), code)).toEqual(read);
          } else expect(read.message.length).toBeGreaterThan(0);
        },
      ),
    );
  });
});
