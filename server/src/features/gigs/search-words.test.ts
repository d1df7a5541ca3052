import { describe, expect, it } from 'vitest';
import { respelt, typedWords } from './search-words';

describe('typedWords', () => {
  it('takes words of three letters or more, in lower case, where they stand', () => {
    expect(typedWords('C of O Lekki, survey 2024')).toEqual([
      { word: 'lekki', start: 7, length: 5 },
      { word: 'survey', start: 14, length: 6 },
    ]);
  });

  it('leaves out words excluded with a minus, not the parts of a hyphenated name', () => {
    expect(typedWords('-ikeja land -lagos Trans-Amadi').map((w) => w.word)).toEqual([
      'land',
      'trans',
      'amadi',
    ]);
  });

  it('keeps the words of a quoted phrase, and skips words joined to digits', () => {
    expect(typedWords('"Gwarimpa estate" plot12').map((w) => w.word)).toEqual([
      'gwarimpa',
      'estate',
    ]);
  });
});

describe('respelt', () => {
  it('puts each nearer word in its place, keeping a capital first letter', () => {
    const text = '"Gwarimpa estate" near magodu';
    const words = typedWords(text);
    expect(respelt(text, words, ['gwarinpa', null, null, 'magodo'])).toBe(
      '"Gwarinpa estate" near magodo',
    );
  });

  it('suggests nothing when no word found a nearer spelling', () => {
    const text = 'lekki duplex';
    expect(respelt(text, typedWords(text), [null, null])).toBeNull();
  });
});
