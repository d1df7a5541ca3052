import { CONTACT, REVIEW_LIMITS } from '@titletrust/shared';
import type { HelpEntryContent } from './help-entry';

/** How the marketplace works, from posting a gig to reviews, and how to reach us. */
export const PLATFORM_ENTRIES: HelpEntryContent[] = [
  {
    slug: 'how-titletrust-works',
    title: 'How TitleTrust works',
    summary:
      'You post what you need checked (a gig), verified lawyers and surveyors bid, you accept one bid and pay into escrow, the professional delivers a report, and the money is released to them only when you approve the work.',
    paragraphs: [
      'TitleTrust is a marketplace for property due diligence in Nigeria. Clients who are buying land or a house post a gig: the service, the state where the property is, the address or LGA, a budget and a deadline for bids.',
      'Verified legal professionals (lawyers and registered surveyors) send bids with a price in naira (or USDC on a USDC gig), a delivery time in days and a cover letter. You compare the bids, read their profiles and reviews, and accept one. Accepting one bid rejects the others.',
      'You then fund the contract: the bid amount moves from your TitleTrust balance into escrow, where neither side can touch it. The professional does the work, answers the checklist and delivers a report with files.',
      'You approve the work and the escrow is released to the professional, less the platform fee. If something is wrong you ask for changes or open a dispute, and an administrator decides.',
    ],
    questions: [
      'how does titletrust work',
      'how does the platform work',
      'what is titletrust',
      'what does titletrust do',
      'what do you people do',
      'explain the process from start to finish',
      'what are the steps to hire someone',
    ],
  },
  {
    slug: 'posting-a-gig',
    title: 'Posting a gig and hiring a professional',
    summary:
      'Sign in as a client, choose Post a gig, pick one of the nine services, the state and address of the property, your budget (in naira, or USDC if you choose) and a deadline for bids. Verified professionals then bid and you accept the one you want.',
    paragraphs: [
      'A gig describes the job: the service (for example land title verification or a property survey), a title and description, the state (one of the 36 states or the FCT) and the address or LGA, a budget range in naira or USDC, a bid deadline between 24 hours and 90 days away, and any files such as a copy of the C of O or survey plan.',
      'Posting a gig is free. Only verified professionals can bid, and each can have one pending bid on your gig. Land title and due diligence gigs come with a checklist that the professional must answer in the report.',
      'You can edit or cancel the gig while it is open and no bid has been accepted. When the deadline passes without an accepted bid, the gig expires.',
    ],
    questions: [
      'how do i hire a lawyer',
      'how do i post a job',
      'i want to find a surveyor for my land',
      'how do i get a lawyer to check my property',
      'how do i choose between bids',
      'can i cancel my gig',
    ],
  },
  {
    slug: 'messages',
    title: 'Talking to a professional',
    summary:
      'Each gig has its own conversation with each professional: a bidder can ask you questions before you accept a bid, and you can write to anyone who bid. Keep payment and contact on TitleTrust so escrow protects you.',
    paragraphs: [
      'Messages arrive live, with files, unread counts and read receipts. You are e-mailed about unread messages in batches, not for every message.',
      'Never agree to pay a professional outside TitleTrust. Money paid outside escrow cannot be refunded or decided in a dispute.',
    ],
    questions: [
      'how do i chat with the lawyer',
      'can i message a surveyor before hiring',
      'where are my messages',
      'can i call the lawyer directly',
    ],
  },
  {
    slug: 'reviews',
    title: 'Reviews and ratings',
    summary: `When a contract is completed, the client and the professional can review each other within ${REVIEW_LIMITS.windowDays} days: 1 to 5 stars and a comment. Reviews stay hidden until both sides have reviewed or the window closes.`,
    paragraphs: [
      'A professional’s profile shows their rating, published reviews, jobs completed and verification badges. Reviews cannot be edited once sent, and the person reviewed can reply once.',
      'Anyone can report a review they think breaks the rules; an administrator looks at it.',
    ],
    questions: [
      'how do i rate a lawyer',
      'can i leave a review',
      'how are professionals rated',
      'can i trust the stars on a profile',
    ],
  },
  {
    slug: 'safety-and-scams',
    title: 'Staying safe from land scams',
    summary:
      'Never pay a seller or an agent for land before a professional has checked the title, and pay professionals only through TitleTrust escrow. A verified lawyer checks the C of O at the land registry, the Governor’s Consent, the survey plan, encumbrances and court cases before you part with money.',
    paragraphs: [
      'Common land fraud in Nigeria includes fake or forged title documents, land sold to several buyers, land under government acquisition, and land claimed by omo onile or family members who were not part of the sale.',
      'A land title verification or due diligence gig on TitleTrust covers these risks with a checklist. Only verified professionals can bid, and your money stays in escrow until you approve their report.',
    ],
    questions: [
      'how do i avoid land scam',
      'how do i know the land is not fake',
      'how do i know if the seller is genuine',
      'someone wants to sell land to me, is it safe',
      'how to avoid omo onile wahala',
    ],
  },
  {
    slug: 'contact-support',
    title: 'Contacting support',
    summary: `Write to ${CONTACT.email} or call ${CONTACT.phone} (${CONTACT.hours}). Our office is at ${CONTACT.address}.`,
    paragraphs: [
      `E-mail: ${CONTACT.email}. Phone: ${CONTACT.phone}, ${CONTACT.hours}.`,
      `Address: ${CONTACT.address}.`,
      'For a problem with a contract, open a dispute on the contract page so an administrator sees both sides and the escrow stays held.',
    ],
    questions: [
      'how do i contact support',
      'what is your phone number',
      'i need to speak with a human',
      'where is your office',
      'customer care number',
    ],
  },
];
