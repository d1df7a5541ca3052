import {
  DUE_DILIGENCE_CHECKLIST,
  SERVICE_CATEGORIES,
  type ServiceCategorySlug,
} from '@titletrust/shared';
import type { HelpEntryContent } from './help-entry';

/**
 * A guide to what each service usually costs and takes in Nigeria: what the work typically costs
 * on the Nigerian market in naira (gigs are posted in naira by default), labelled as such so a
 * market figure never reads as a TitleTrust price, and the bids professionals send for such jobs
 * on a USDC gig. The accepted bid always sets the real price and time.
 */
const GUIDE: Record<
  ServiceCategorySlug,
  { price: string; naira: string; time: string; detail: string; questions: string[] }
> = {
  land_title_verification: {
    naira: '₦150,000 to ₦500,000 for a land search and title report in Lagos, often less elsewhere',
    price: '350 to 750 USDC',
    time: '4 to 7 days',
    detail:
      'A lawyer searches the title at the state land registry (Lagos Land Registry, AGIS in Abuja, or the state’s lands ministry), confirms the C of O or Right of Occupancy is genuine and names the seller, and reports on the checklist.',
    questions: [
      'how do i check if a c of o is real',
      'what is a c of o check',
      'verify land title before paying',
      'search the land at the registry',
      'how much is a land search in lagos',
    ],
  },
  contract_review: {
    naira: '₦100,000 to ₦300,000',
    price: '250 to 400 USDC',
    time: '2 to 3 days',
    detail:
      'A lawyer reads the contract of sale, lease or offer letter, explains the risky clauses (payment terms, default, who pays for Governor’s Consent) and suggests changes.',
    questions: ['can a lawyer review my sale agreement', 'check my lease before i sign'],
  },
  property_surveys: {
    naira: '₦250,000 to ₦1,500,000, by the size and place of the plot',
    price: '200 to 650 USDC, more for large farmland',
    time: '5 to 8 days',
    detail:
      'A surveyor registered with SURCON checks the beacons and boundaries on the ground, prepares or checks the survey plan, and charts it at the Surveyor-General’s office to show whether the land is free from government acquisition.',
    questions: [
      'i need a surveyor',
      'what is survey plan charting',
      'check the beacons of my land',
    ],
  },
  compliance_checks: {
    naira: '₦150,000 to ₦500,000',
    price: '350 to 500 USDC',
    time: '5 to 7 days',
    detail:
      'A professional checks building plan approval, zoning and setbacks, and whether the plot is under government acquisition or marked for demolition.',
    questions: ['is the building approved', 'check building approval', 'zoning check'],
  },
  due_diligence: {
    naira: '₦500,000 to ₦2,500,000, depending on the property',
    price: '900 to 3,000 USDC, depending on the property',
    time: '10 to 14 days',
    detail:
      'The full check before a purchase worth millions of naira: title at the registry, the chain of Governor’s Consent and deeds, survey charting, encumbrances, a litigation search and excision where relevant, in one report.',
    questions: ['full due diligence before buying a house', 'complete check on a property'],
  },
  legal_documentation: {
    naira:
      '₦100,000 to ₦500,000 per document (a lawyer handling a whole sale often charges a percentage of the price instead)',
    price: '150 to 400 USDC per document',
    time: '3 to 6 days',
    detail:
      'A lawyer drafts a deed of assignment, contract of sale, power of attorney or lease properly, ready for stamping and registration.',
    questions: ['draft a deed of assignment', 'i need a power of attorney prepared'],
  },
  notarization: {
    naira: '₦10,000 to ₦50,000 per document',
    price: '60 to 200 USDC',
    time: '1 to 2 days',
    detail:
      'A Notary Public notarises a document (a power of attorney for use abroad, an affidavit or a sworn declaration) so it is accepted where it is presented.',
    questions: [
      'i need a notary',
      'notarise a document',
      'how do i get a document stamped by a notary',
    ],
  },
  court_representation: {
    naira: '₦1,000,000 or more per stage of the case',
    price: '2,500 USDC or more, agreed per stage of the case',
    time: 'months: court cases move with the court’s calendar',
    detail:
      'A litigator represents you in a land dispute, trespass or recovery of possession case, from filing to judgment. Bids state what stage they cover.',
    questions: ['i need a lawyer for court', 'someone is on my land', 'land case in court'],
  },
  consultation: {
    naira: '₦20,000 to ₦100,000 for an hour',
    price: '60 to 100 USDC for an hour',
    time: 'usually within 1 to 2 days',
    detail:
      'An hour with a property lawyer before you buy land or a house: plan the purchase, understand the documents you were given and decide which checks you need before you commit money.',
    questions: ['can i talk to a lawyer first', 'book an hour with a lawyer'],
  },
};

function serviceEntry(service: (typeof SERVICE_CATEGORIES)[number]): HelpEntryContent {
  const guide = GUIDE[service.slug];
  return {
    slug: service.slug.replaceAll('_', '-'),
    title: service.name,
    summary: `${service.summary} In naira, such work typically costs ${guide.naira} (typical market figures, not TitleTrust prices) and takes ${guide.time}; on a USDC gig, bids are usually ${guide.price}. The professional’s bid sets the actual price and time.`,
    paragraphs: [
      guide.detail,
      `Typical market figure in naira: ${guide.naira}. Typical time: ${guide.time}. Gigs are budgeted and bid in naira unless the client picks USDC; on a USDC gig, a typical bid is ${guide.price}. Official fees (registry searches, stamp duty) may be extra: ask for them in the bid.`,
    ],
    questions: [
      `how much is ${service.name.toLowerCase()}`,
      `how long does ${service.name.toLowerCase()} take`,
      ...guide.questions,
    ],
  };
}

const nairaLines = SERVICE_CATEGORIES.map(
  (service) => `${service.name}: ${GUIDE[service.slug].naira}, ${GUIDE[service.slug].time}.`,
);

const priceLines = SERVICE_CATEGORIES.map(
  (service) => `${service.name}: ${GUIDE[service.slug].price}.`,
);

/** The nine services, what they cost and take, and what a land-title report contains. */
export const SERVICE_ENTRIES: HelpEntryContent[] = [
  {
    slug: 'prices-and-timelines',
    title: 'Legal service prices and timelines',
    summary:
      'You set a budget when you post a gig, in naira unless you choose USDC, and professionals bid their own price and delivery time. As a guide, in naira: a land search in Lagos typically costs ₦150,000 to ₦500,000 (4 to 7 days), a survey ₦250,000 to ₦1,500,000, a full due diligence ₦500,000 to ₦2,500,000 (10 to 14 days), a contract review ₦100,000 to ₦300,000, a consultation ₦20,000 to ₦100,000 (typical market figures, not TitleTrust prices). On a USDC gig, a land title verification bid is usually 350 to 750 USDC.',
    paragraphs: [
      'Gigs and bids are in naira unless the client posts the gig in USDC. Every bid shows its amount and delivery time in days before you accept it, and the accepted amount is what you pay into escrow.',
      'Typical market figures in naira, for budgeting (not TitleTrust prices):',
      ...nairaLines,
      'Typical bids on a USDC gig:',
      ...priceLines,
      'Official government fees (land registry searches, consent and stamp duty) are separate from the professional’s fee unless the bid says they are included.',
    ],
    questions: [
      'how much do legal services cost',
      'legal service pricing',
      'what are your prices',
      'how much does a lawyer charge',
      'how long does it take',
    ],
  },
  ...SERVICE_CATEGORIES.map(serviceEntry),
  {
    slug: 'land-title-search-report',
    title: 'What a land-title search report contains',
    summary:
      'The report answers a checklist: the C of O or other title document, Governor’s Consent, the deed of assignment chain, the land registry search, survey plan charting, encumbrances, a litigation search, and excision or gazette where relevant, each confirmed, with an issue found, or not applicable, plus the professional’s written findings and attached files.',
    paragraphs: [
      ...DUE_DILIGENCE_CHECKLIST.map((item) => `${item.label}: ${item.detail}`),
      'Each item is answered as confirmed, issue found, or not applicable (only where an item applies only sometimes), with a note. The written report explains the findings and what to do next; copies of the search results and documents come as attached files.',
    ],
    questions: [
      'what is in the report',
      'what will the lawyer check on my land',
      'what does the title search cover',
      'what do i get at the end',
    ],
  },
];
