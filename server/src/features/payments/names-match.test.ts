import { describe, expect, it } from 'vitest';
import { nameWords, namesMatch } from './names-match';

describe('namesMatch', () => {
  it('ignores order and case, as banks write the surname first in capitals', () => {
    expect(namesMatch('BAKARE TUNDE', 'Tunde Bakare')).toBe(true);
  });

  it('lets a middle name be missing on either side', () => {
    expect(namesMatch('BAKARE TUNDE OLUWASEUN', 'Tunde Bakare')).toBe(true);
    expect(namesMatch('Tunde Bakare', 'Tunde Oluwaseun Bakare')).toBe(true);
  });

  it('ignores punctuation and accents', () => {
    expect(namesMatch('OKAFOR, ADAEZE C.', 'Adaeze Okafor')).toBe(true);
    expect(namesMatch("ADEBAYO-O'NEIL FOLAKE", 'Folake Adébáyọ̀ O’Neil')).toBe(true);
  });

  it('refuses another person', () => {
    expect(namesMatch('BAKARE KEMI', 'Tunde Bakare')).toBe(false);
    expect(namesMatch('ADEYEMI TUNDE', 'Tunde Bakare')).toBe(false);
  });

  it('refuses two extra words and a lone first name', () => {
    expect(namesMatch('BAKARE TUNDE OLUWASEUN ADE', 'Tunde Bakare')).toBe(false);
    expect(namesMatch('TUNDE', 'Tunde Bakare')).toBe(false);
    expect(namesMatch('', '')).toBe(false);
  });

  it('counts a repeated word as often as it is written', () => {
    expect(namesMatch('ADE ADE BAKARE', 'Ade Bakare')).toBe(true);
    expect(namesMatch('ADE BAKARE', 'Ade Ade Bakare Tunde')).toBe(false);
  });

  it('splits words as people write them', () => {
    expect(nameWords('  Chukwuemeka-Obi  N. ')).toEqual(['chukwuemeka', 'obi', 'n']);
  });
});
