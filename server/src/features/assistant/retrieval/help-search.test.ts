import { DEFAULT_PLATFORM_FEE_BPS } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import { helpEntries } from '../help/help-content';
import type { HelpEntryContent } from '../help/help-entry';
import { createHelpSearch, DEFAULT_TUNING } from './help-search';
import { createSpellingCorrector, editDistance } from './spelling';
import { processTerm, termsOf } from './terms';

const search = createHelpSearch(
  helpEntries({ platformFeeBps: DEFAULT_PLATFORM_FEE_BPS, googleSignIn: true }),
);
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

  it('keeps the first letter: a word that starts differently is another word', () => {
    const correct = createSpellingCorrector(['phone', 'account']);
    expect(correct('iphone')).toBe('iphone');
    expect(correct('acount')).toBe('account');
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
    // What a C of O is, or the check of one: both answer it.
    expect(['land-title-verification', 'certificate-of-occupancy']).toContain(
      slugFor('wetin be C of O check'),
    );
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
    const small = createHelpSearch([entry], { ...DEFAULT_TUNING, minScore: 1 });
    expect(small.find('Can I buy land while in the diaspora?')?.entry.slug).toBe(
      'power-of-attorney',
    );
    expect(small.find('what time is it in London')).toBeNull();
  });
});

describe('help content', () => {
  const entries = helpEntries({ platformFeeBps: 1250, googleSignIn: true });

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

describe('what buyers worry about (issue: the assistant dodged these)', () => {
  const answerTo = (question: string) => search.find(question)?.entry ?? null;

  it('answers the escrow promise when the professional disappears', () => {
    const entry = answerTo('What happens if the lawyer disappears with my money?');
    expect(entry?.slug).toBe('if-a-professional-disappears');
    expect(entry?.summary).toMatch(/held in escrow/);
    expect(entry?.summary).toMatch(/dispute/);
    expect(answerTo('if the lawyer japa with my money nko?')?.slug).toBe(
      'if-a-professional-disappears',
    );
  });

  it('explains what a C of O is, instead of quoting a price', () => {
    const entry = answerTo('Wetin be C of O?');
    expect(entry?.slug).toBe('certificate-of-occupancy');
    expect(entry?.summary).not.toMatch(/USDC|₦/);
  });

  it('gives a land search’s typical naira price in Lagos, labelled as a market figure', () => {
    const entry = answerTo('How much does a land search cost in Lagos?');
    expect(entry?.summary).toMatch(/₦150,000 to ₦500,000/);
    expect(entry?.summary).toMatch(/typical market figures, not TitleTrust prices/);
  });

  it('says how naira works: paid in through the checkout, paid out to a Nigerian bank account', () => {
    for (const question of ['Can I pay in naira?', 'How do I withdraw to my GTBank account?']) {
      const entry = answerTo(question);
      expect(entry?.slug).toBe('naira-and-bank-accounts');
      expect(entry?.summary).toMatch(/^Yes: naira is TitleTrust’s main currency/);
      expect(entry?.summary).toMatch(/card, bank transfer or USSD/);
      expect(entry?.summary).toMatch(/Nigerian bank account/);
      const whole = entry?.paragraphs.join(' ');
      expect(whole).toContain('1.5 % plus ₦100');
      expect(whole).toContain('at least ₦1,000');
      expect(whole).toContain('requested, processing, paid, failed or reversed');
      expect(whole).toContain('never used to move money');
    }
    expect(answerTo('how do I add my bank account for payouts')?.slug).toBe(
      'naira-and-bank-accounts',
    );
  });

  it('no longer says naira or bank payouts are missing, anywhere', () => {
    const entries = helpEntries({ platformFeeBps: DEFAULT_PLATFORM_FEE_BPS, googleSignIn: true });
    const text = entries.flatMap((entry) => [entry.summary, ...entry.paragraphs]).join(' ');
    expect(text).not.toMatch(
      /not take naira|no payout to a Nigerian bank|bids are in USDC|Not yet/,
    );
  });

  it('does not claim a CAC registration, and says where to check', () => {
    const entry = answerTo('Is TitleTrust registered with CAC?');
    expect(entry?.slug).toBe('company-and-registration');
    expect(entry?.summary).toMatch(/will not claim one/);
    expect(entry?.summary).toMatch(/Corporate Affairs Commission/);
  });

  it('names the platform’s cut, and how to complain and get money back', () => {
    const fees = answerTo('What cut does the platform take?');
    expect(fees?.slug).toBe('fees');
    expect(fees?.summary).toContain('10 %');
    const complaint = answerTo('The report was poor, how do I complain and get my money back?');
    expect(complaint?.slug).toBe('disputes');
    expect(complaint?.summary).toMatch(/refund/);
  });
});

describe('wordings seen only in held-out questions', () => {
  it('reads contractions typed without an apostrophe as nothing, not as a typo', () => {
    expect(processTerm('cant')).toBeNull();
    expect(slugFor('i cant login to my account')).toBe('signing-in');
  });

  it('reads what the platform takes from a payment as its fee', () => {
    expect(slugFor('How much una dey collect from each job')).toBe('fees');
    expect(slugFor('how much does the platform keep from my earnings')).toBe('fees');
  });

  it('opens a dispute however it is said, for a lawyer or a surveyor', () => {
    expect(slugFor('How do I raise a dispute?')).toBe('disputes');
    expect(slugFor('I want to complain about a surveyor')).toBe('disputes');
  });

  it('points to the published terms and privacy policy', () => {
    const terms = search.find('where can i read your terms and conditions')?.entry;
    expect(terms?.slug).toBe('company-and-registration');
    expect(terms?.paragraphs.join(' ')).toContain('/terms');
    const privacy = search.find('What do you do with my NIN and passport photo?')?.entry;
    expect(privacy?.slug).toBe('your-documents-and-privacy');
    expect(privacy?.paragraphs.join(' ')).toContain('/privacy');
  });

  it('stays unsure about a product that only looks like a help word', () => {
    expect(slugFor('what is the price of iphone 15')).toBeNull();
  });
  it('reads text-message spellings as the words they stand for', () => {
    expect(termsOf('hw lng')).toEqual(termsOf('how long'));
    expect(termsOf('wat if d client')).toEqual(termsOf('what if the client'));
    expect(slugFor('how lng does verifcation of title take')).toBe('land-title-verification');
  });

  it('answers USDC only for other coins, and refuses today’s rate or coin price', () => {
    const coins = search.find('do you accept bitcoin or USDT')?.entry;
    expect(coins?.slug).toBe('funding-your-wallet');
    expect(coins?.paragraphs.join(' ')).toContain('Only USDC is accepted');
    expect(slugFor('what is the price of bitcoin today')).toBeNull();
    expect(slugFor('what is the exchange rate of dollar to naira today')).toBeNull();
    expect(slugFor('can i pay in naira')).toBe('naira-and-bank-accounts');
  });

  it('reads the Bar Association and "a real lawyer" as verification', () => {
    expect(slugFor('is the lawyer checked with NBA')).toBe('verification');
    expect(slugFor('how can I be sure the lawyer on this site is a real lawyer')).toBe(
      'verification',
    );
    expect(slugFor('how do I know say the lawyer no be fake')).toBe('verification');
  });

  it('finds sign-in for an error message and says the e-mail cannot be changed yet', () => {
    expect(slugFor('I cant login, it keeps saying invalid credentials')).toBe('signing-in');
    const email = search.find('how to change the email on my account')?.entry;
    expect(email?.slug).toBe('signing-in');
    expect(email?.paragraphs.join(' ')).toContain('cannot be changed from your profile yet');
  });
});

describe('Google sign-in in the answers follows the installation', () => {
  const mentionsGoogle = (googleSignIn: boolean) =>
    helpEntries({ platformFeeBps: DEFAULT_PLATFORM_FEE_BPS, googleSignIn })
      .flatMap((entry) => [entry.summary, ...entry.paragraphs])
      .some((text) => /google/i.test(text));

  it('names Google only where it is configured', () => {
    expect(mentionsGoogle(true)).toBe(true);
    expect(mentionsGoogle(false)).toBe(false);
  });
});
