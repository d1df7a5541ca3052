import { ESCROW_LIMITS } from '@titletrust/shared';
import type { HelpEntryContent } from './help-entry';

/** What lawyers and surveyors ask: finding work, bidding, delivering and being paid. */
export const PROFESSIONAL_ENTRIES: HelpEntryContent[] = [
  {
    slug: 'finding-work-and-bidding',
    title: 'Finding gigs and bidding (for professionals)',
    summary:
      'Once verified, open Find gigs, filter by service and state, and send a bid on an open gig: your price, the delivery time in days and a cover letter saying how you will do the work. Before you send it you see what you will receive after the platform fee. Bidding is free.',
    paragraphs: [
      'You can have one pending bid on a gig, and you can withdraw it while the client has not decided. When the client accepts your bid, a contract is created and the other bids are rejected.',
      'What wins a client: your price, delivery time, cover letter, badges and reviews. Say which registry or office you will search and what the report will contain, and whether official fees are included.',
      'To improve your chances: finish verification (and upload this year’s practising fee receipt) so your bids show dated badges, write a cover letter about this gig rather than a copied one, bid a delivery time you can keep, answer the client’s messages quickly, and deliver well: every completed job can earn a review that the next client reads.',
      'The client may write to you about the gig before accepting a bid, and you can ask them questions there.',
      'New to TitleTrust? Register as a Legal Professional, complete your profile and get verified (see How professionals are verified); then Find gigs shows the open gigs you can bid on, wherever you are based.',
    ],
    questions: [
      'how do i get clients as a lawyer',
      'how do i find jobs on titletrust',
      'how do i bid on a gig',
      'can i withdraw my bid',
      'how do i win more bids',
      'i am a surveyor, how do i get work here',
    ],
  },
  {
    slug: 'delivering-work',
    title: 'Delivering the work and getting paid (for professionals)',
    summary: `When the client has funded the contract, do the work and press Deliver on the contract page: your written report, the checklist answers and up to ${ESCROW_LIMITS.deliveryFilesMax} files. The client approves (the escrow is released to you, less the platform fee), asks for changes, or opens a dispute; if they do nothing for ${ESCROW_LIMITS.autoReleaseDays} days, the escrow is released to you automatically.`,
    paragraphs: [
      'Start work only once the contract says the escrow is funded: the money is then held for you and the client cannot take it back without a dispute decision.',
      'Released money is in your available balance on the Earnings page, in the contract’s currency: withdraw naira to your Nigerian bank account, and USDC to a wallet address.',
      'If the client asks for changes, revise and deliver again. If you disagree with the client, either of you can open a dispute, and an administrator decides.',
    ],
    questions: [
      'how do i submit my report',
      'how do i deliver the job',
      'when do i get paid after delivering',
      'the client has not approved my delivery',
      'when do i start the work',
    ],
  },
];
