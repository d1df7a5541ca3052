import type { EvalTopic } from './assistant-questions';

/**
 * A third held-out group, "written before reading the help (round 2)": its writer wrote the
 * questions as buyers at home and abroad, lawyers and surveyors type them, before reading the help
 * entries, the retrieval or the other groups; the expected entries were chosen afterwards, and the
 * wording is kept exactly as first written. First scored 36 of 48 (75 %) as it came; the
 * changes since were general (text-message spellings, coins, the Bar Association, help content).
 */
export const THIRD_HELD_OUT_TOPIC: EvalTopic = {
  topic: 'Third held-out (first scored 36 of 48)',
  questions: [
    [
      'if i pay into escrow and the surveyor just vanishes, do i lose my money?',
      ['if-a-professional-disappears', 'escrow-and-auto-release'],
    ],
    ['is my money safe with una', ['escrow-and-auto-release', 'if-a-professional-disappears']],
    ['who holds the money while the job is going on', 'escrow-and-auto-release'],
    ['fees?', 'fees'],
    ['how much una dey charge per job', 'fees'],
    ["what percentage does titletrust keep from the lawyer's payment", 'fees'],
    ['can I pay with my verve card', ['naira-and-bank-accounts', 'funding-your-wallet']],
    [
      'i want to pay by bank transfer from my access bank account',
      ['naira-and-bank-accounts', 'funding-your-wallet'],
    ],
    ['abeg una dey collect naira?', 'naira-and-bank-accounts'],
    ['do you accept bitcoin or USDT', ['funding-your-wallet', 'naira-and-bank-accounts']],
    [
      'how do i cash out my earnings to my zenith account',
      ['naira-and-bank-accounts', 'withdrawals'],
    ],
    [
      "I'm a surveyor, when do I get paid after I submit the plan?",
      ['delivering-work', 'escrow-and-auto-release', 'withdrawals'],
    ],
    ['i want refund, the lawyer never did anything', ['disputes', 'if-a-professional-disappears']],
    ['how do I raise a dispute against a lawyer who delivered rubbish work', 'disputes'],
    ['who decides when there is a dispute', 'disputes'],
    [
      'how long does it take before money is released if client no approve',
      ['escrow-and-auto-release', 'delivering-work'],
    ],
    [
      'how much should a C of O verification cost in Abuja',
      ['land-title-verification', 'prices-and-timelines'],
    ],
    [
      "what's the normal price for a survey plan in Lekki",
      ['property-surveys', 'prices-and-timelines'],
    ],
    ['wetin be governor consent', 'governors-consent'],
    ['what is excision and gazette, my agent said the land is excised', 'excision-and-gazette'],
    ['the land na family land, omonile dey disturb, wetin i go do', 'safety-and-scams'],
    [
      'difference between deed of assignment and C of O?',
      ['deed-of-assignment', 'certificate-of-occupancy'],
    ],
    [
      'how do i do a search at the lands registry',
      ['land-title-verification', 'land-title-search-report'],
    ],
    ['what is a survey plan used for', 'survey-plan'],
    ['how can I be sure the lawyer on this site is a real lawyer', 'verification'],
    ['what does SCN mean on the profile', 'verification'],
    ['is the lawyer checked with NBA', 'verification'],
    ['who owns titletrust', 'company-and-registration'],
    ['is this company registered with CAC', 'company-and-registration'],
    ['where is your office located', ['company-and-registration', 'contact-support']],
    ['how do i contact customer care', 'contact-support'],
    ['what do you do with my NIN and passport photo', 'your-documents-and-privacy'],
    ['can I delete my account and all my data', 'your-documents-and-privacy'],
    ['forgot my password pls help', 'signing-in'],
    ['I cant login, it keeps saying invalid credentials', 'signing-in'],
    [
      'how to change the email on my account',
      ['signing-in', 'creating-an-account', 'contact-support'],
    ],
    ['how do I message the lawyer before hiring', 'messages'],
    ['can I leave a review for the surveyor after the job', 'reviews'],
    [
      'I am a lawyer in Abuja, how do I join and start getting jobs',
      ['creating-an-account', 'finding-work-and-bidding', 'verification'],
    ],
    ['what is the weather in lagos today', null],
    ['who won the bbnaija last season', null],
    ['can you write my CV for me', null],
    ['what is the exchange rate of dollar to naira today', null],
    ['recommend a good estate in Ajah to buy house', null],
    ['how do I apply for a UK visa from Nigeria', null],
    [
      'Good evening, I live in Houston and my brother found a plot in Ibeju-Lekki for me, the seller says it has survey and deed but I am not sure, I want somebody to check everything before I send the balance, how does this work please',
      ['buying-from-abroad', 'land-title-verification', 'due-diligence', 'how-titletrust-works'],
    ],
    ['how lng does verifcation of title take', ['land-title-verification', 'prices-and-timelines']],
    [
      'wat if d client refuse to approve my work after i don deliver',
      ['escrow-and-auto-release', 'delivering-work', 'disputes'],
    ],
  ],
};
