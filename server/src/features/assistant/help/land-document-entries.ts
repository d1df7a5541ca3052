import type { HelpEntryContent } from './help-entry';

/**
 * What the documents of a Nigerian land purchase are: buyers ask "wetin be C of O?" before they
 * ask what a check costs, and an answer with a price to a question about meaning is a wrong one.
 * General information, not legal advice: the professional on the gig advises on the property.
 */
export const LAND_DOCUMENT_ENTRIES: HelpEntryContent[] = [
  {
    slug: 'certificate-of-occupancy',
    title: 'Certificate of Occupancy (C of O)',
    summary:
      'A Certificate of Occupancy (C of O) is the document by which a state governor grants a person or company the right to occupy and use land, usually for 99 years: under the Land Use Act all land in a state belongs to the state, so a C of O is the strongest title a private owner holds. Every C of O issued is recorded at the state land registry.',
    paragraphs: [
      'A C of O names the holder, describes the land by its survey plan, and states its terms (term of years, ground rent, purpose). A land title verification gig checks at the registry that the C of O is on record and names the seller.',
      'Other titles you may meet: a Right of Occupancy or a customary right of occupancy (granted by a local government), a registered conveyance or deed from before 1978, and land still held under family or community ownership, which needs the family’s consent to sell.',
      'When land with a C of O is sold, the buyer needs the Governor’s Consent to the sale and a deed of assignment.',
    ],
    questions: [
      'what is a c of o',
      'what does c of o mean',
      'what is certificate of occupancy',
      'is c of o the same as title',
      'what is a right of occupancy',
    ],
  },
  {
    slug: 'governors-consent',
    title: 'Governor’s Consent',
    summary:
      'Governor’s Consent is the state governor’s approval of a transfer of land that already has a title such as a C of O: under the Land Use Act, a sale, mortgage or long lease of such land is not valid without it. The buyer usually applies for it after signing the deed of assignment, and the state charges consent fees and stamp duty.',
    paragraphs: [
      'Without consent, the buyer’s deed is not registered and the seller remains the holder on the registry’s record. A lawyer checks whether earlier transfers of the land had consent, and can apply for it for you (a legal documentation gig).',
    ],
    questions: [
      'what is governor consent',
      'do i need governors consent',
      'what is perfection of title',
      'how do i perfect my title',
    ],
  },
  {
    slug: 'deed-of-assignment',
    title: 'Deed of assignment',
    summary:
      'A deed of assignment is the document by which a seller transfers their interest in land or a house to the buyer: it names both sides, the amount paid and the property, and is signed, stamped, given the Governor’s Consent and registered at the land registry. It is the buyer’s proof of purchase of titled land.',
    paragraphs: [
      'An unregistered deed, or one signed by someone who is not the holder on record, leaves the buyer exposed. A lawyer can prepare one for you (legal documentation) or review the seller’s (contract review).',
      'A purchase receipt or a contract of sale is not a deed of assignment: they record an agreement to sell, not the transfer itself.',
    ],
    questions: [
      'what is deed of assignment',
      'what is the difference between contract of sale and deed of assignment',
      'is a receipt enough when buying land',
    ],
  },
  {
    slug: 'survey-plan',
    title: 'Survey plan and charting',
    summary:
      'A survey plan is a registered surveyor’s drawing of a plot: its boundaries, beacon numbers, size and coordinates. Charting means checking those coordinates at the state Surveyor-General’s office to see whether the land is free or falls under government acquisition, a road or a setback.',
    paragraphs: [
      'A survey plan must be signed and sealed by a surveyor registered with SURCON. Beacons on the ground carry the numbers the plan shows; a surveyor on a property survey gig checks that they match.',
    ],
    questions: [
      'what is a survey plan',
      'what does charting mean',
      'what are beacon numbers',
      'how do i know if land is under government acquisition',
    ],
  },
  {
    slug: 'excision-and-gazette',
    title: 'Excision and gazette',
    summary:
      'Excision is when a state releases part of land it acquired back to the community that owned it; the released villages and areas are published in the state’s official gazette. Buying from a family or community is safer where the land is within an excised and gazetted area; otherwise the state may still claim it.',
    paragraphs: [
      'In Lagos especially, much land was acquired by the government. A lawyer checks the gazette and the excision records, and a surveyor’s charting shows whether the plot lies inside the excised area.',
    ],
    questions: [
      'what is excision',
      'what is a gazette',
      'what does gazetted land mean',
      'can i buy land with excision only',
    ],
  },
];
