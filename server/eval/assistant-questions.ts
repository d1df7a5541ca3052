/**
 * Questions as buyers and professionals type them (paraphrases, typos, Nigerian English and
 * Pidgin), by topic, each with the help entry that answers it (or the entries, where two answer
 * it equally well); `null` marks a question outside the help content, which must get "not sure".
 * Written apart from the entries' own indexed phrasings; the last group of each batch was scored
 * before any tuning for it, so the figures also say how the assistant does on new wordings.
 */
import { HELD_OUT_TOPIC, SECOND_HELD_OUT_TOPIC } from './assistant-held-out-questions';
import { THIRD_HELD_OUT_TOPIC } from './assistant-held-out-round-2';

export type Expected = string | readonly string[] | null;
export interface EvalTopic {
  topic: string;
  questions: ReadonlyArray<readonly [question: string, expected: Expected]>;
}

export const EVAL_TOPICS: readonly EvalTopic[] = [
  {
    topic: 'How it works',
    questions: [
      ['How does this site work?', 'how-titletrust-works'],
      ['wetin una dey do for this platform', 'how-titletrust-works'],
      ['Can you explain how TitleTrust works step by step', 'how-titletrust-works'],
      ['how i go take hire lawyer for my land matter', 'posting-a-gig'],
      ['How do I post a gig?', 'posting-a-gig'],
      ['I need someone to check a plot in Lekki before I buy, how do I start', 'posting-a-gig'],
      ['how do i pick the best bid', 'posting-a-gig'],
      ['which states do una cover', 'where-we-work'],
      ['Do you have lawyers in Enugu?', 'where-we-work'],
      ['I live in London, can I use this to check land in Ibadan', 'buying-from-abroad'],
      ['i dey abroad, how i go take buy land for naija without wahala', 'buying-from-abroad'],
    ],
  },
  {
    topic: 'Accounts and sign-in',
    questions: [
      ['how do i creat an acount', 'creating-an-account'],
      ['I wan register as lawyer', 'creating-an-account'],
      ['What details do I need to sign up?', 'creating-an-account'],
      ['abeg how I go open account', 'creating-an-account'],
      ['my email was rejected when registering', 'creating-an-account'],
      ['how do I login', 'signing-in'],
      ['I forgot my pasword', 'signing-in'],
      ['can I use my gmail to sign in', 'signing-in'],
      ['login with metamask wallet', 'signing-in'],
      ['I no fit enter my account', 'signing-in'],
      ['I don forget my password, wetin I go do', 'signing-in'],
      ['can i sign up with my google account', 'creating-an-account'],
    ],
  },
  {
    topic: 'Verification and trust in professionals',
    questions: [
      ['how do I know say the lawyer no be fake', 'verification'],
      ['Are your lawyers verified?', 'verification'],
      ['what documents do surveyors need to get verified', 'verification'],
      ['what is the verfication process for professionals', 'verification'],
      ['why I no fit bid on any gig', ['verification', 'finding-work-and-bidding']],
      ['Do you people verify the lawyers on the site', 'verification'],
      ['can surveyor bid for job here', ['verification', 'finding-work-and-bidding']],
      ['which documents does lawyer need to upload', 'verification'],
    ],
  },
  {
    topic: 'Escrow and protection',
    questions: [
      ['what is escrow', 'escrow-and-auto-release'],
      ['Is my money safe with you?', 'escrow-and-auto-release'],
      [
        'when does the lawyer receive the money',
        ['escrow-and-auto-release', 'paying-a-professional'],
      ],
      ['what happens if I forget to approve the work', 'escrow-and-auto-release'],
      ['escrow auto relase after how many days', 'escrow-and-auto-release'],
      ['how many days before escrow release itself', 'escrow-and-auto-release'],
      [
        'can I get my money back if I cancel',
        ['escrow-and-auto-release', 'disputes', 'if-a-professional-disappears'],
      ],
      ['What happens if the lawyer disappears with my money?', 'if-a-professional-disappears'],
      ['if the lawyer japa with my money nko?', 'if-a-professional-disappears'],
      ['I paid and the surveyor is no longer picking my calls', 'if-a-professional-disappears'],
      [
        'what stops a lawyer from collecting my money and vanishing',
        'if-a-professional-disappears',
      ],
      [
        'the lawyer has not delivered since 3 weeks, what can I do',
        ['if-a-professional-disappears', 'disputes'],
      ],
    ],
  },
  {
    topic: 'Fees',
    questions: [
      ['How much is your commission?', 'fees'],
      ['una dey charge fee?', 'fees'],
      ['what percentage does titletrust take from lawyers', 'fees'],
      ['is posting a job free', ['fees', 'posting-a-gig']],
      ['is there a fee for withdrawing', 'fees'],
      ['What cut does the platform take?', 'fees'],
      ['how much una dey remove from lawyer payment', 'fees'],
      ['as a client, do I pay extra on top of the bid', 'fees'],
    ],
  },
  {
    topic: 'Paying and the wallet',
    questions: [
      ['how I go take pay lawyer', 'paying-a-professional'],
      ['how do I make payment to the surveyor', 'paying-a-professional'],
      ['can I pay the lawyer cash', 'paying-a-professional'],
      ['how do I fund escrow for my contract', 'paying-a-professional'],
      ['how do I top up my wallet', 'funding-your-wallet'],
      ['what is USDC', 'funding-your-wallet'],
      ['where do I find my wallet address to deposit', 'funding-your-wallet'],
      ['do I need to know crypto to use this', 'funding-your-wallet'],
    ],
  },
  {
    topic: 'Naira and banks',
    questions: [
      ['Can I pay in naira?', 'naira-and-bank-accounts'],
      ['can I pay with naira card', 'naira-and-bank-accounts'],
      ['How do I withdraw to my GTBank account?', 'naira-and-bank-accounts'],
      ['abeg una dey accept transfer?', 'naira-and-bank-accounts'],
      ['can I send money to my opay from my earnings', 'naira-and-bank-accounts'],
      ['how much is 500 usdc in naira', 'naira-and-bank-accounts'],
      ['do you accept paystack or ussd', 'naira-and-bank-accounts'],
    ],
  },
  {
    // Written when naira came in (issue 48): paying in, bank accounts and payouts.
    topic: 'Naira in and out',
    questions: [
      ['how do I add my bank account for payouts', 'naira-and-bank-accounts'],
      ['what fee do I pay when I add naira with my card', 'naira-and-bank-accounts'],
      ['can I pay the escrow with USSD', 'naira-and-bank-accounts'],
      ['is the naira converted to dollars', 'naira-and-bank-accounts'],
      ['the bank name does not match my name, what do I do', 'naira-and-bank-accounts'],
      [
        'do I have to buy USDC to use TitleTrust',
        ['naira-and-bank-accounts', 'funding-your-wallet'],
      ],
      ['what is the minimum naira withdrawal', ['withdrawals', 'naira-and-bank-accounts']],
      [
        'my payout to my bank was reversed, where is my money',
        ['withdrawals', 'naira-and-bank-accounts'],
      ],
      ['how long does a naira payout take', ['withdrawals', 'naira-and-bank-accounts']],
    ],
  },
  {
    topic: 'Withdrawals',
    questions: [
      ['how do I withdraw my earnings', 'withdrawals'],
      ['how I go comot my money', 'withdrawals'],
      ['minimum amount I can cash out', 'withdrawals'],
      ['my withdrawal failed, where is my money', 'withdrawals'],
    ],
  },
  {
    topic: 'Disputes, complaints and refunds',
    questions: [
      ['the lawyer no do the work wetin I go do', ['disputes', 'if-a-professional-disappears']],
      ['I want my money back', 'disputes'],
      ['how do I open a dispute', 'disputes'],
      ['client refuse to approve my delivery', ['disputes', 'delivering-work']],
      ['my client no gree approve work', ['disputes', 'delivering-work']],
      ['The report was poor, how do I complain and get my money back?', 'disputes'],
      ['the survey report is rubbish, I want refund', 'disputes'],
      ['I am not satisfied with the work the lawyer did', 'disputes'],
      ['who decides when there is a disagreement between me and the lawyer', 'disputes'],
    ],
  },
  {
    topic: 'Prices (USDC and naira)',
    questions: [
      ['How much do legal services cost?', 'prices-and-timelines'],
      ['what are the prices for lawyers', 'prices-and-timelines'],
      ['how much una dey charge for services', 'prices-and-timelines'],
      [
        'how much una go charge me to check my land papers',
        ['prices-and-timelines', 'land-title-verification'],
      ],
      [
        'How much does a land search cost in Lagos?',
        ['land-title-verification', 'prices-and-timelines'],
      ],
      ['how much is survey for one plot in naira', 'property-surveys'],
      ['wetin be the price for notary', 'notarization'],
      ['how much should I budget for due diligence on a 50 million naira house', 'due-diligence'],
    ],
  },
  {
    topic: 'Services',
    questions: [
      ['how much to verify land title in Lagos', 'land-title-verification'],
      ['how long does land title verification take', 'land-title-verification'],
      ['can someone confirm my certificate of occupancy is genuine', 'land-title-verification'],
      ['wetin be C of O check', ['land-title-verification', 'certificate-of-occupancy']],
      ['I need a lawyer to review my sale agreement', 'contract-review'],
      ['how much for contract review', 'contract-review'],
      ['I need surveyor to check my beacons', 'property-surveys'],
      ['cost of property survey', 'property-surveys'],
      ['check if the building has approval', 'compliance-checks'],
      ['full due diligence on a house before I pay', 'due-diligence'],
      ['how much is due dilligence', 'due-diligence'],
      ['who can draft deed of assignment for me', 'legal-documentation'],
      ['how much is a deed of assignment', 'legal-documentation'],
      ['I need a notary public to notarise my power of attorney', 'notarization'],
      ['notarisation price', 'notarization'],
      ['I need lawyer to represent me in court for land case', 'court-representation'],
      ['I want to talk to a lawyer before buying land', 'consultation'],
      ['who pays for governor consent', ['contract-review', 'governors-consent']],
      [
        'I want to buy land in Abuja, what should I check',
        ['land-title-verification', 'safety-and-scams'],
      ],
      ['What will be in the title search report?', 'land-title-search-report'],
      ['what does the lawyer check in the land search report', 'land-title-search-report'],
    ],
  },
  {
    topic: 'Land documents',
    questions: [
      ['Wetin be C of O?', 'certificate-of-occupancy'],
      ['what does certificate of occupancy mean', 'certificate-of-occupancy'],
      ['what is governors consent and do I need it', 'governors-consent'],
      ['what is deed of assignment', 'deed-of-assignment'],
      ['is receipt enough to show I bought the land', 'deed-of-assignment'],
      ['what is survey plan', 'survey-plan'],
      ['wetin be charting', 'survey-plan'],
      ['what does excision mean', 'excision-and-gazette'],
      ['the land is under gazette, is it safe', 'excision-and-gazette'],
    ],
  },
  {
    topic: 'For professionals',
    questions: [
      ['how do I get jobs as a lawyer on this platform', 'finding-work-and-bidding'],
      ['I be surveyor, how I go take see work', 'finding-work-and-bidding'],
      ['can I cancel a bid I sent', 'finding-work-and-bidding'],
      ['how do I upload the final report for my client', 'delivering-work'],
      ['when will I be paid after I deliver', 'delivering-work'],
    ],
  },
  {
    topic: 'Company, privacy and support',
    questions: [
      ['Is TitleTrust registered with CAC?', 'company-and-registration'],
      ['how do I know this site is not a scam company', 'company-and-registration'],
      ['who owns this platform', 'company-and-registration'],
      ['who go see my ID card if I upload am', 'your-documents-and-privacy'],
      ['please delete my account and my data', 'your-documents-and-privacy'],
      ['how do I message the surveyor', 'messages'],
      ['can I chat with lawyer before I accept bid', 'messages'],
      ['how do I rate the lawyer after the job', 'reviews'],
      ['how do I avoid omo onile wahala', 'safety-and-scams'],
      ['how I go know say land no be scam', 'safety-and-scams'],
      ['what if the seller of the land is fraudster', 'safety-and-scams'],
      ['what is your customer care number', 'contact-support'],
      ['how can I reach you people', 'contact-support'],
    ],
  },
  {
    // Written after the tuning of the groups above: how the assistant does on wordings nobody
    // tuned it for. First scored 5 of 15. Its misses then informed a few general changes (words
    // "collect", "nonsense", "policy"; synonyms through stems; places weighing little; a minimum
    // score of 10), which brought it to 9: read it as partly seen now, and write a new group.
    topic: 'Written after tuning (first scored 5 of 15)',
    questions: [
      ['my oga say make I ask, how una dey hold the money', 'escrow-and-auto-release'],
      ['what protects me if the surveyor collects money and runs', 'if-a-professional-disappears'],
      ['Do una get office for Lagos?', ['contact-support', 'company-and-registration']],
      ['can I pay from my Access bank app', 'naira-and-bank-accounts'],
      [
        'how long before my earnings reach my account after approval',
        ['delivering-work', 'withdrawals', 'escrow-and-auto-release'],
      ],
      ['the lawyer delivered nonsense, I no go pay', 'disputes'],
      ['what percent una dey collect', 'fees'],
      ['meaning of governor consent', 'governors-consent'],
      ['how much to survey half plot for Ibeju Lekki', 'property-surveys'],
      ['I am a lawyer abroad, can I still bid', ['finding-work-and-bidding', 'verification']],
      ['is there any hidden charge', 'fees'],
      [
        'how do I see the documents the lawyer uploaded',
        ['land-title-search-report', 'delivering-work'],
      ],
      ['what is your policy on refunds', 'disputes'],
      ['where can I buy cheap land in Abuja', null],
      ['can you help me get a mortgage', null],
    ],
  },
  {
    // A second group written later, first scored 12 of 20 as it came. Its misses then informed
    // general changes ("collect" as paying, "registered" not as signing up, more words that carry
    // no meaning, "no show", "no like"): read it as seen now too.
    topic: 'Second later group (first scored 12 of 20)',
    questions: [
      ['Who holds my money while the work is going on?', 'escrow-and-auto-release'],
      [
        'suppose the lawyer collect the money and no show again',
        ['if-a-professional-disappears', 'disputes'],
      ],
      ['una dey collect naira?', 'naira-and-bank-accounts'],
      ['how do i cash out to my kuda account', 'naira-and-bank-accounts'],
      ['What percentage do lawyers lose to TitleTrust?', 'fees'],
      ['I no like the report wey the lawyer send, wetin I fit do', 'disputes'],
      ['Is your company registered in Nigeria?', 'company-and-registration'],
      ['what does governor consent mean', 'governors-consent'],
      [
        'typical cost of a survey plan in naira',
        ['property-surveys', 'survey-plan', 'prices-and-timelines'],
      ],
      ['How do I become a verified surveyor on TitleTrust', 'verification'],
      ['can I chat with the surveyor before paying', 'messages'],
      [
        'how many days does the client have to approve',
        ['escrow-and-auto-release', 'delivering-work'],
      ],
      [
        'what happens to my money if there is a dispute',
        ['disputes', 'if-a-professional-disappears'],
      ],
      [
        'I want to confirm if land is under acquisition',
        ['survey-plan', 'property-surveys', 'compliance-checks'],
      ],
      ['Can I post a job for land in Kano', ['posting-a-gig', 'where-we-work']],
      ['how do I reset my password', 'signing-in'],
      ['who will see my NIN', ['your-documents-and-privacy', 'verification']],
      ['is it free to register', ['fees', 'creating-an-account']],
      ['what is the exchange rate today', null],
      ['help me write a CV', null],
    ],
  },
  {
    topic: 'Out of scope (must say not sure)',
    questions: [
      ['what is the capital of Kaduna', null],
      ['how to make money online fast', null],
      ['recommend a good estate agent in Ikeja', null],
      ['what is the weather in Lagos today', null],
      ['who won the Super Eagles match yesterday', null],
      ['give me a recipe for jollof rice', null],
      ['how do I renew my international passport', null],
      ['when will JAMB results come out', null],
      ['what is the price of bitcoin today', null],
      ['which phone should I buy under 200k', null],
      ['tell me a joke', null],
      ['who is the president of Nigeria', null],
      ['how do I apply for a UK visa', null],
      ['abeg when NEPA go bring light', null],
      ['what is the best university in Nigeria', null],
      ['how do I cook egusi soup', null],
      ['how do I fix my generator', null],
      ['can you give me a loan to buy land', null],
      ['how much is a bag of cement now', null],
      ['which estate in Lekki has the best drainage', null],
    ],
  },
  HELD_OUT_TOPIC,
  SECOND_HELD_OUT_TOPIC,
  THIRD_HELD_OUT_TOPIC,
];
