import { DEFAULT_PLATFORM_FEE_BPS } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import { helpEntries } from '../help/help-content';
import type { HelpEntryContent } from '../help/help-entry';
import { createHelpSearch } from './help-search';
import { createSpellingCorrector, editDistance } from './spelling';
import { processTerm, termsOf } from './terms';

const search = createHelpSearch(helpEntries({ platformFeeBps: DEFAULT_PLATFORM_FEE_BPS }));
const slugFor = (question: string) => search.find(question)?.entry.slug ?? null;

describe('terms', () => {
  it('stems, so a word and its forms meet', () => {
    expect(processTerm('verifies')).toBe(processTerm('verification'));
    expect(processTerm('withdrawals')).toBe(processTerm('withdrawing'));
    expect(processTerm('disputes')).toBe(processTerm('dispute'));
  });

  it('maps synonyms, British spellings and Pidgin onto the help content’s words', () => {
    expect(termsOf('wetin be C of O')).toEqual(termsOf('certificate of occupancy'));
    expect(termsOf('notarise')).toEqual(termsOf('notarization'));
    expect(termsOf('how much e cost')).toEqual(['price']);
    expect(termsOf('how I go comot my money')).toEqual(termsOf('withdraw'));
    expect(termsOf('abeg una dey?')).toEqual([]);
  });
});

it("treats Object's own names as the words people type", () => {
  for (const word of ['constructor', 'prototype', '__proto__', 'toString', 'hasOwnProperty'])
    expect(() => termsOf(`what is ${word}`)).not.toThrow();
});

describe('spelling', () => {
  it('counts edits, a swap of neighbours as one', () => {
    expect(editDistance('escrow', 'escrow', 2)).toBe(0);
    expect(editDistance('ecsrow', 'escrow', 2)).toBe(1);
    expect(editDistance('verfication', 'verification', 2)).toBe(1);
    expect(editDistance('apple', 'escrow', 2)).toBe(3);
  });

  it('corrects unknown words to the nearest known one, and leaves the rest', () => {
    const correct = createSpellingCorrector(['account', 'escrow', 'verification', 'surveyor']);
    expect(correct('creat an acount')).toBe('creat an account');
    expect(correct('Escorw and verfication')).toBe('escrow and verification');
    expect(correct('jollof rice')).toBe('jollof rice');
  });
});

describe('help search', () => {
  it('finds the entry for plain questions and the three chips', () => {
    expect(slugFor('How does TitleTrust work?')).toBe('how-titletrust-works');
    expect(slugFor('How much do legal services cost?')).toBe('prices-and-timelines');
    expect(slugFor('How do I create an account?')).toBe('creating-an-account');
    expect(slugFor('what happens to my money in escrow')).toBe('escrow-and-auto-release');
  });

  it('finds it through Pidgin, Nigerian English and typos', () => {
    expect(slugFor('how I go take pay lawyer')).toBe('paying-a-professional');
    expect(slugFor('wetin be C of O check')).toBe('land-title-verification');
    expect(slugFor('abeg how I go open account')).toBe('creating-an-account');
    expect(slugFor('how do i withdraw my earnigns')).toBe('withdrawals');
  });

  it('is not sure, rather than guess, outside the help content or with nothing to go on', () => {
    expect(search.find('who won the Super Eagles match yesterday')).toBeNull();
    expect(search.find('give me a recipe for jollof rice')).toBeNull();
    expect(search.find('abeg')).toBeNull();
    expect(search.find('')).toBeNull();
  });

  it('names related entries that also answer, never the answer itself', () => {
    const match = search.find('what is the platform fee when escrow is released')!;
    expect(match.entry.slug).toBe('fees');
    expect(match.related.map((entry) => entry.slug)).not.toContain('fees');
    expect(match.related.length).toBeLessThanOrEqual(2);
  });

  it('works on any help content, e.g. an entry added tomorrow', () => {
    const entry: HelpEntryContent = {
      slug: 'power-of-attorney',
      title: 'Power of attorney abroad',
      summary: 'A donor abroad signs a power of attorney before a notary and the consulate.',
      paragraphs: ['Nigerians in the diaspora can buy through an attorney.'],
      questions: ['can i buy land from abroad'],
    };
    const small = createHelpSearch([entry], { minCoverage: 0.6, minScore: 1, relatedShare: 0.6 });
    expect(small.find('Can I buy land while in the diaspora?')?.entry.slug).toBe(
      'power-of-attorney',
    );
    expect(small.find('what time is it in London')).toBeNull();
  });
});

describe('help content', () => {
  const entries = helpEntries({ platformFeeBps: 1250 });

  it('covers what visitors ask about, with the installation’s fee', () => {
    const slugs = entries.map((entry) => entry.slug);
    for (const slug of [
      'how-titletrust-works',
      'escrow-and-auto-release',
      'fees',
      'verification',
      'creating-an-account',
      'signing-in',
      'disputes',
      'withdrawals',
      'land-title-search-report',
      'land-title-verification',
      'court-representation',
      'consultation',
    ])
      expect(slugs).toContain(slug);
    expect(entries.find((entry) => entry.slug === 'fees')!.summary).toContain('12.5 %');
  });
});
