import type { CurrencyCode, NigerianStateCode, ServiceCategorySlug } from '@titletrust/shared';

/** People who post and bid in the demo besides the three demo accounts (they cannot sign in). */
export const DEMO_CLIENTS = [
  { firstName: 'Chukwuemeka', lastName: 'Obi', location: 'Enugu' },
  { firstName: 'Funmilayo', lastName: 'Adebayo', location: 'Ibadan' },
  { firstName: 'Hauwa', lastName: 'Musa', location: 'Abuja' },
];

export const DEMO_PROFESSIONALS = [
  {
    firstName: 'Ifeoma',
    lastName: 'Nwankwo',
    title: 'Barrister & Solicitor, property law',
    barLicense: 'SCN039214',
    yearOfCall: 2012,
    surconNumber: null,
  },
  {
    firstName: 'Olumide',
    lastName: 'Ogunleye',
    title: 'Registered surveyor (SURCON)',
    barLicense: null,
    yearOfCall: null,
    surconNumber: 'R.2417',
  },
  {
    firstName: 'Aisha',
    lastName: 'Bello',
    title: 'Notary Public and conveyancer',
    barLicense: 'SCN052871',
    yearOfCall: 2016,
    surconNumber: null,
  },
  {
    firstName: 'Emeka',
    lastName: 'Eze',
    title: 'Litigation counsel, land disputes',
    barLicense: 'SCN027640',
    yearOfCall: 2008,
    surconNumber: null,
  },
];

export interface DemoGig {
  category: ServiceCategorySlug;
  title: string;
  description: string;
  state: NigerianStateCode;
  address: string;
  /** Naira unless said: what Lagos and Abuja clients pay in. */
  currency?: CurrencyCode;
  /** In whole naira (or whole USDC for a USDC gig), like the bids. */
  budget: [number, number?];
  postedDaysAgo: number;
  deadlineInDays: number;
  /** Index into DEMO_CLIENTS, or 'demo' for the demo client account. */
  client: number | 'demo';
  bids: {
    by: number | 'demo';
    amount: number;
    days: number;
    /** Stages of the price, in major units, due so many days after seeding. */
    milestones?: { title: string; deliverable: string; amount: number; dueInDays: number }[];
  }[];
  accept?: number;
  /** How far the accepted bid's contract has gone: escrow funded, work delivered, or paid. */
  progress?: 'funded' | 'delivered' | 'completed';
}

export const DEMO_GIGS: DemoGig[] = [
  {
    category: 'land_title_verification',
    title: 'Verify the C of O of a 600 sqm plot in Lekki Phase 1',
    description:
      'I am buying a 600 sqm plot off Admiralty Way. The seller has a Certificate of Occupancy issued in 2009. I need it verified at the Lagos Land Registry in Alausa, with a search for encumbrances and any pending litigation, before I pay the 40% deposit.',
    state: 'LA',
    address: 'Admiralty Way, Lekki Phase 1, Eti-Osa LGA',
    budget: [250_000, 450_000],
    postedDaysAgo: 2,
    deadlineInDays: 12,
    client: 'demo',
    bids: [
      { by: 'demo', amount: 350_000, days: 5 },
      { by: 0, amount: 300_000, days: 7 },
      { by: 3, amount: 420_000, days: 4 },
    ],
  },
  {
    category: 'due_diligence',
    title: 'Full due diligence on a duplex in Gwarinpa before purchase',
    description:
      'A 4-bedroom duplex in Gwarinpa Estate is on offer for ₦185m. I need a complete due diligence report: title at AGIS, Governor’s (Minister’s) Consent history, survey charting, encumbrances and a litigation search at the FCT High Court.',
    state: 'FC',
    address: '3rd Avenue, Gwarinpa Estate, AMAC',
    budget: [800_000, 1_500_000],
    postedDaysAgo: 5,
    deadlineInDays: 9,
    client: 'demo',
    bids: [
      {
        by: 'demo',
        amount: 1_200_000,
        days: 10,
        milestones: [
          {
            title: 'Title search at AGIS',
            deliverable: 'A search report on the title and its consent history at AGIS',
            amount: 400_000,
            dueInDays: 4,
          },
          {
            title: 'Survey charting and site check',
            deliverable: 'The survey plan charted, and the beacons checked on site',
            amount: 500_000,
            dueInDays: 8,
          },
          {
            title: 'Litigation search and final report',
            deliverable: 'A search at the FCT High Court and the full due diligence report',
            amount: 300_000,
            dueInDays: 10,
          },
        ],
      },
      { by: 2, amount: 1_050_000, days: 12 },
    ],
    accept: 0,
    progress: 'delivered',
  },
  {
    category: 'property_surveys',
    title: 'Perimeter survey and beacon check for farmland in Epe',
    description:
      'Two hectares of farmland in Epe bought through a family sale. I need a registered surveyor to check the beacons on site, produce a new survey plan and confirm it does not fall within a government acquisition area.',
    state: 'LA',
    address: 'Itoikin road, Epe LGA',
    budget: [900_000],
    postedDaysAgo: 1,
    deadlineInDays: 14,
    client: 0,
    bids: [{ by: 1, amount: 850_000, days: 8 }],
  },
  {
    category: 'contract_review',
    title: 'Review a contract of sale for a terrace house in GRA Port Harcourt',
    description:
      'The developer has sent a 14-page contract of sale for an off-plan terrace in Old GRA. Please review it, flag risky clauses (completion dates, refund terms, service charge) and propose amendments I can send back.',
    state: 'RI',
    address: 'Forces Avenue, Old GRA, Port Harcourt',
    budget: [150_000, 300_000],
    postedDaysAgo: 3,
    deadlineInDays: 6,
    client: 1,
    bids: [
      { by: 0, amount: 200_000, days: 3 },
      { by: 3, amount: 280_000, days: 2 },
    ],
  },
  {
    category: 'compliance_checks',
    title: 'Check building approvals for a block of flats in Ikeja GRA',
    description:
      'Before buying a flat in a new six-storey block, I want to confirm the building plan approval from LASPPPA, the structural certification and that the building complies with the Ikeja GRA zoning rules.',
    state: 'LA',
    address: 'Isaac John Street, Ikeja GRA',
    budget: [300_000, 500_000],
    postedDaysAgo: 6,
    deadlineInDays: 8,
    client: 2,
    bids: [],
  },
  {
    category: 'legal_documentation',
    title: 'Draft a deed of assignment for a plot in Independence Layout',
    description:
      'The sale is agreed and paid. I need a properly drafted deed of assignment and the steps to register it and apply for Governor’s Consent at the Enugu State Lands Registry.',
    state: 'EN',
    address: 'Independence Layout, Enugu North LGA',
    budget: [250_000],
    postedDaysAgo: 4,
    deadlineInDays: 10,
    client: 0,
    bids: [
      { by: 2, amount: 250_000, days: 5 },
      { by: 0, amount: 220_000, days: 6 },
    ],
  },
  {
    category: 'notarization',
    title: 'Notarise a power of attorney for a sale in Kano',
    description:
      'I work in London and pay from USDC I hold there; my brother will complete a land purchase in Kano for me. I need an irrevocable power of attorney drafted and notarised so the Kano land registry will accept it.',
    state: 'KN',
    address: 'Nassarawa GRA, Kano',
    currency: 'USDC',
    budget: [120, 200],
    postedDaysAgo: 7,
    deadlineInDays: 5,
    client: 2,
    bids: [{ by: 2, amount: 150, days: 2 }],
    accept: 0,
    progress: 'funded',
  },
  {
    category: 'court_representation',
    title: 'Represent me in a land trespass suit in Ibadan',
    description:
      'Someone has started building on my plot in Akobo. I have the registered deed and survey. I need a litigator to file for trespass and an interlocutory injunction at the Oyo State High Court.',
    state: 'OY',
    address: 'Akobo, Lagelu LGA, Ibadan',
    budget: [2_000_000, 4_000_000],
    postedDaysAgo: 9,
    deadlineInDays: 11,
    client: 1,
    bids: [{ by: 3, amount: 3_500_000, days: 60 }],
  },
  {
    category: 'consultation',
    title: 'One-hour consultation before buying land in Ogun State',
    description:
      'I am choosing between two plots near Mowe and Ibafo. I want an hour with a property lawyer to understand excision, gazette and what documents to insist on before I commit any money.',
    state: 'OG',
    address: 'Mowe / Ibafo axis, Obafemi Owode LGA',
    budget: [50_000, 100_000],
    postedDaysAgo: 0,
    deadlineInDays: 4,
    client: 'demo',
    bids: [{ by: 0, amount: 75_000, days: 1 }],
  },
  {
    category: 'land_title_verification',
    title: 'Verify a Right of Occupancy in Asaba before payment',
    description:
      'A plot in Okpanam is offered with a Delta State Right of Occupancy. Please confirm it at the Ministry of Lands, check the survey and whether the land is free of family disputes.',
    state: 'DE',
    address: 'Okpanam, Oshimili North LGA',
    budget: [200_000, 400_000],
    postedDaysAgo: 3,
    deadlineInDays: 15,
    client: 0,
    bids: [{ by: 'demo', amount: 300_000, days: 6 }],
    accept: 0,
    progress: 'completed',
  },
  {
    category: 'due_diligence',
    title: 'Due diligence on a commercial plot in Wuse 2',
    description:
      'A company plans to buy a commercial plot in Wuse 2 for offices. We need the title history at AGIS, any revocation notices, the Certificate of Occupancy conditions and a search of pending suits.',
    state: 'FC',
    address: 'Aminu Kano Crescent, Wuse 2, Abuja',
    budget: [1_500_000, 3_000_000],
    postedDaysAgo: 8,
    deadlineInDays: 20,
    client: 2,
    bids: [
      { by: 0, amount: 2_400_000, days: 14 },
      { by: 3, amount: 2_800_000, days: 10 },
    ],
    accept: 0,
    progress: 'funded',
  },
  {
    category: 'property_surveys',
    title: 'Survey plan charting for a plot in Uyo',
    description:
      'I have a survey plan from 2015 for a plot on Nwaniba Road. I need it charted at the Office of the Surveyor-General of Akwa Ibom to confirm it is not on government land.',
    state: 'AK',
    address: 'Nwaniba Road, Uyo LGA',
    budget: [250_000, 400_000],
    postedDaysAgo: 2,
    deadlineInDays: 7,
    client: 1,
    bids: [{ by: 1, amount: 300_000, days: 5 }],
  },
];

/**
 * What an admin would have checked for a demo professional: their badges, dated now, so the
 * public profiles and bids of the demo show real verification strips.
 */
export function demoVerificationChecks(
  userId: string,
  registration: { yearOfCall: number | null; surconNumber: string | null },
) {
  const now = new Date();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(now);
  const lawyer = registration.surconNumber === null;
  return {
    userId,
    profession: lawyer ? ('lawyer' as const) : ('surveyor' as const),
    yearOfCall: lawyer ? registration.yearOfCall : null,
    surconNumber: registration.surconNumber,
    submittedAt: now,
    identityVerifiedAt: now,
    registrationCheckedAt: now,
    registerCheckedOn: today,
    practisingFeeYear: lawyer ? Number(today.slice(0, 4)) : null,
  };
}
