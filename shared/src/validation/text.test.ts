import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeText, unsafeTextPath } from './text';

/** encodeURIComponent refuses exactly the strings with half a surrogate pair. */
function wellFormed(text: string) {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

describe('safe text', () => {
  it('takes what people type, in any script, with tabs and line breaks', () => {
    for (const text of [
      'Lekki Phase 1',
      'Ọmọ́lẹ́wà Adébáyọ̀',
      'Line one\nline two\r\n\tindented',
      '₦ 250,000 🏠',
    ])
      expect(isSafeText(text)).toBe(true);
  });

  it('refuses NUL, the other control characters and half a surrogate pair', () => {
    for (const text of [
      'a\u0000b',
      '\u0007',
      'x\u001B[31m',
      '\u007F',
      '\uD800',
      'a\uDC00',
      '\uDBFF\uDBFF',
    ])
      expect(isSafeText(text), JSON.stringify(text)).toBe(false);
  });

  it('names the first unsafe field, however deep, keys included', () => {
    expect(
      unsafeTextPath({ title: 'ok', checklist: [{ note: 'ok' }, { note: 'bad\u0000' }] }),
    ).toBe('checklist.1.note');
    expect(unsafeTextPath({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(unsafeTextPath({ amount: 5, ok: ['fine', null] })).toBeUndefined();
  });

  it('agrees with the well-formedness of any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        // eslint-disable-next-line no-control-regex
        const controls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text);
        expect(isSafeText(text)).toBe(wellFormed(text) && !controls);
      }),
    );
  });
});
