import type { EvalTopic } from './assistant-questions';

/**
 * A held-out group: written from how buyers, lawyers and surveyors type (Nigerian English, Pidgin,
 * WhatsApp style, typos) before its writer read the help entries or the other groups, and before
 * any tuning for it; the expected entries were chosen afterwards. First scored 44 of 54 as it came.
 * Tuning since then was general (word map, stop words, help content), never one question's wording.
 */
export const HELD_OUT_TOPIC: EvalTopic = {
  topic: 'Held-out group (first scored 44 of 54)',
  questions: [
    [
      'abeg if i pay money and the lawyer no do the work nko',
      ['if-a-professional-disappears', 'escrow-and-auto-release'],
    ],
    [
      'Is my money safe with you guys before the job is done?',
      ['escrow-and-auto-release', 'if-a-professional-disappears'],
    ],
    ['who dey hold the money while the lawyer dey work', 'escrow-and-auto-release'],
    ['How much una dey collect from each job', 'fees'],
    ['what percentage does titletrust charge professionals', 'fees'],
    [
      'Do I pay any extra charges on top of the bid amount as a client?',
      ['fees', 'paying-a-professional'],
    ],
    [
      'can i transfer from my opay account to fund the job',
      ['naira-and-bank-accounts', 'funding-your-wallet'],
    ],
    ['Can I pay with my naira card or bank transfer?', 'naira-and-bank-accounts'],
    ['How I go withdraw my money enter my Access bank', ['naira-and-bank-accounts', 'withdrawals']],
    [
      'when will i receive payment after client approve my work',
      ['delivering-work', 'escrow-and-auto-release', 'withdrawals'],
    ],
    [
      'the client never approve my work for 2 weeks now, wetin go happen',
      ['escrow-and-auto-release', 'delivering-work'],
    ],
    ['How do I raise a dispute?', 'disputes'],
    ['the surveyor gave me rubbish report i want refund', 'disputes'],
    ['What happens if the client and the lawyer disagree about the work?', 'disputes'],
    ['who decides a dispute and can I get part of my money back', 'disputes'],
    ['How do I know the lawyer is real and not a fake?', 'verification'],
    ['Do you check that lawyers are called to the Nigerian bar', 'verification'],
    ['wetin be SCN number', 'verification'],
    ['Does the lawyer need to have paid his practising fee for this year?', 'verification'],
    ['What is a certificate of occupancy and why does it matter', 'certificate-of-occupancy'],
    ['wetin be governor consent', 'governors-consent'],
    [
      'Whats the difference btw deed of assignment and C of O',
      ['deed-of-assignment', 'certificate-of-occupancy'],
    ],
    ['what is survey plan used for', 'survey-plan'],
    ['is excision the same thing as gazette', 'excision-and-gazette'],
    [
      'My seller says the land is family land, omonile wahala, how do I protect myself',
      'safety-and-scams',
    ],
    [
      'how to know if land is under government acquisition in lagos',
      ['survey-plan', 'excision-and-gazette', 'safety-and-scams', 'compliance-checks'],
    ],
    [
      'how much e go cost me to verify land for abuja',
      ['land-title-verification', 'prices-and-timelines'],
    ],
    [
      'how long does a land search take in Lagos',
      ['land-title-verification', 'prices-and-timelines'],
    ],
    [
      'How many days before lawyer go finish the title verification',
      ['land-title-verification', 'prices-and-timelines'],
    ],
    ['Is TitleTrust a registered company in Nigeria?', 'company-and-registration'],
    ['are you people legit or scam', ['company-and-registration', 'safety-and-scams']],
    [
      'where can i read your terms and conditions',
      ['company-and-registration', 'your-documents-and-privacy'],
    ],
    ['What do you do with my NIN and passport photo?', 'your-documents-and-privacy'],
    ['can i ask you to delete my data', 'your-documents-and-privacy'],
    ['who can see my ID card that i uploaded', 'your-documents-and-privacy'],
    ['I forgot my password, how do I reset it', 'signing-in'],
    ['how to create account as surveyor', 'creating-an-account'],
    ['i cant login to my account', 'signing-in'],
    ['How do I message the lawyer I hired', 'messages'],
    ['can i chat with the professional before i accept their bid', 'messages'],
    ['How do I leave a review for the lawyer', 'reviews'],
    ['Can I edit the review I gave', 'reviews'],
    ['As a lawyer how do I bid on jobs', 'finding-work-and-bidding'],
    ['how i go take get verified as surveyor on this app', 'verification'],
    [
      'Im a lawyer in Abuja, how do I get paid for jobs I finish here',
      ['delivering-work', 'withdrawals'],
    ],
    ['how to increase my chances of winning bids', 'finding-work-and-bidding'],
    ["What's the weather like in Lagos today", null],
    ['who win the match between arsenal and chelsea yesterday', null],
    ['How can I get a UK visa', null],
    ['Can TitleTrust give me a loan to buy land', null],
    ['what is the exchange rate of dollar to naira today', null],
    ['recommend a good restaurant in Victoria Island', null],
    ['how do i cook jollof rice', null],
    ['can you help me file my tax returns', null],
  ],
};

/**
 * A second held-out group, written after the first tuning pass on the group above (so by someone
 * who had read the help) and scored before any change for it: 15 of 21 as it came.
 */
export const SECOND_HELD_OUT_TOPIC: EvalTopic = {
  topic: 'Second held-out (first scored 15 of 21)',
  questions: [
    ['my lawyer don japa with my money, wetin I fit do', 'if-a-professional-disappears'],
    ['is it safe to send money through this site', 'escrow-and-auto-release'],
    [
      'how una take protect buyers from scam lawyers',
      ['safety-and-scams', 'verification', 'escrow-and-auto-release'],
    ],
    ['do professionals pay anything to bid', ['fees', 'finding-work-and-bidding']],
    ['how much does the platform keep from my earnings', 'fees'],
    ['I no get USDC, how I go pay', ['naira-and-bank-accounts', 'funding-your-wallet']],
    ['can I withdraw to Kuda', ['naira-and-bank-accounts', 'withdrawals']],
    ['what if lawyer deliver nonsense report', 'disputes'],
    ['I want to complain about a surveyor', 'disputes'],
    ['how do I know surveyor is registered with SURCON', ['verification', 'property-surveys']],
    ['what does governors consent mean for my land', 'governors-consent'],
    ['is deed of assignment enough to prove ownership', 'deed-of-assignment'],
    ['what is excision', 'excision-and-gazette'],
    ['how much for survey in Ibadan', ['property-surveys', 'prices-and-timelines']],
    ['how long for due diligence on a duplex in Lekki', 'due-diligence'],
    ['how do I reset my password', 'signing-in'],
    ['I cannot sign in', 'signing-in'],
    ['does the lawyer see my phone number', 'your-documents-and-privacy'],
    ['how do I rate a lawyer after the job', 'reviews'],
    ['what is the price of iphone 15', null],
    ['who is the president of Nigeria', null],
  ],
};
