import { describe, expect, it } from 'vitest';
import { typedTerms } from './search-terms';

describe('typedTerms', () => {
  it('reads each word as a term', () => {
    expect(typedTerms('Lekki title')).toEqual({ terms: ['Lekki', 'title'], excluded: [] });
    expect(typedTerms('  C of O   Abuja ')).toEqual({
      terms: ['C', 'of', 'O', 'Abuja'],
      excluded: [],
    });
  });

  it('keeps a quoted phrase, hyphenated words and an "or" group as one term each', () => {
    expect(typedTerms('"survey plan" Lekki').terms).toEqual(['"survey plan"', 'Lekki']);
    expect(typedTerms('“deed of assignment” Ikoyi').terms).toEqual([
      '"deed of assignment"',
      'Ikoyi',
    ]);
    expect(typedTerms('C-of-O Lekki-Ajah').terms).toEqual(['C-of-O', 'Lekki-Ajah']);
    expect(typedTerms('Lekki or Ajah title').terms).toEqual(['Lekki or Ajah', 'title']);
    expect(typedTerms('or title').terms).toEqual(['or', 'title']);
  });

  it('sets apart what a minus excludes, at the start of a word only', () => {
    expect(typedTerms('land -Lagos -"survey plan"')).toEqual({
      terms: ['land'],
      excluded: ['-Lagos', '-"survey plan"'],
    });
    expect(typedTerms('Lekki–Ajah')).toEqual({ terms: ['Lekki-Ajah'], excluded: [] });
  });

  it('reads an unclosed quote to the end', () => {
    expect(typedTerms('title "governor consent').terms).toEqual(['title', '"governor consent']);
  });
});
