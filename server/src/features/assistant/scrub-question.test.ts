import { describe, expect, it } from 'vitest';
import { scrubQuestion } from './scrub-question';

describe('scrubQuestion', () => {
  it('removes e-mail addresses, links and phone numbers in their usual Nigerian spellings', () => {
    expect(scrubQuestion('Reach me on ada.okafor+land@gmail.com about it')).toBe(
      'reach me on [email] about it',
    );
    expect(scrubQuestion('see https://example.com/plot?id=9 and www.lands.gov.ng')).toBe(
      'see [link] and [link]',
    );
    for (const phone of ['08031234567', '+234 803 123 4567', '0803-123-4567', '(0803) 123 4567'])
      expect(scrubQuestion(`call ${phone} abeg`)).toBe('call [phone] abeg');
  });

  it('removes every other number, such as a NIN, an amount or a plot number', () => {
    expect(scrubQuestion('My NIN is 12345678901')).toBe('my nin is [phone]');
    expect(scrubQuestion('Plot 14, block 3: is ₦2,500,000 fair?')).toBe(
      'plot [number], block [number]: is ₦[number] fair?',
    );
  });

  it('collapses white space and lower-cases, so one wording is counted once', () => {
    expect(scrubQuestion('  Who  Won\n the MATCH? ')).toBe('who won the match?');
  });
});
