import { CONTACT, ESCROW_LIMITS } from '@titletrust/shared';
import type { HelpEntryContent } from './help-entry';
import { CHECKOUT_FEE_TEXT, NAIRA_PAYOUT_MIN } from './naira-facts';

/**
 * What buyers worry about before they trust us with money, answered as things stand today,
 * including how naira comes in and goes out to a bank, and what we cannot show (a company
 * registration number): a reassuring answer that is not true would cost more than "not yet".
 */
export const TRUST_ENTRIES: HelpEntryContent[] = [
  {
    slug: 'if-a-professional-disappears',
    title: 'If the professional disappears or does not deliver',
    summary: `A professional cannot run away with your money: it is held in escrow by TitleTrust, not paid to them, until you approve the work. If they stop answering or do not deliver, open a dispute on the contract page: the escrow stays held and an administrator can refund you. Nothing is released by itself before a delivery (the ${ESCROW_LIMITS.autoReleaseDays}-day automatic release counts from a delivery).`,
    paragraphs: [
      'Funding a contract moves the agreed amount into that contract’s escrow. The professional sees that it is funded but cannot withdraw it: only your approval, the automatic release after a delivery you left unanswered, or an administrator’s decision in a dispute moves it.',
      'If the professional goes silent, misses the delivery time in their bid, or delivers nothing useful, open a dispute with what happened. An administrator reads the messages and the contract and decides: a refund to you (in full or in part), release, or a split. A refund comes back to your TitleTrust balance.',
      'If you accepted a bid but have not funded the contract yet, you can simply cancel the contract: no money has moved.',
      'This protection holds only for money paid through TitleTrust. Money sent to a professional by bank transfer or cash cannot be held, refunded or decided in a dispute.',
    ],
    questions: [
      'what happens if the lawyer disappears with my money',
      'what if the lawyer runs away after i pay',
      'the lawyer has stopped answering my messages',
      'what if the surveyor never delivers',
      'can the lawyer take my money and not do the work',
      'the professional missed the deadline',
    ],
  },
  {
    slug: 'naira-and-bank-accounts',
    title: 'Naira and Nigerian bank accounts',
    summary:
      'Yes: naira is TitleTrust’s main currency. Gigs are posted in naira unless the client picks USDC; clients pay naira in by card, bank transfer or USSD through our payments provider, and professionals withdraw their earnings in naira to their Nigerian bank account (GTBank, Access, OPay, Kuda or any other bank on the list). Nothing converts naira into USDC or back.',
    paragraphs: [
      `Paying in: press Add naira on the Fund your wallet page, or Pay ₦… into escrow on a contract you have not funded yet. The checkout takes card, bank transfer or USSD. The provider’s fee (${CHECKOUT_FEE_TEXT}) is shown before you pay and paid on top, so the whole amount reaches TitleTrust; it is credited once, even if you reload the page or press back.`,
      'Your bank account: a professional adds a Nigerian bank account by choosing the bank from the list and typing the 10-digit account number (NUBAN). The name the bank holds for the account is shown before saving and must match the name you were verified under; if it does not, an administrator checks it and can approve it by hand.',
      `Withdrawing: send naira from your available balance to that account, at least ${NAIRA_PAYOUT_MIN}. Each payout shows its state with times: requested, processing, paid, failed or reversed. If a payout fails or is reversed, the money comes back to your available balance and we tell you.`,
      'USDC is still offered: a gig posted in USDC is paid from your TitleTrust wallet in USDC and withdrawn in USDC to a wallet address. Beside a USDC amount you may see an indicative naira figure at the CBN’s official rate, with its date: it is for information only and never used to move money.',
    ],
    questions: [
      'can i pay in naira',
      'can i pay with my atm card',
      'can i pay by bank transfer into titletrust',
      'how do i withdraw to my gtbank account',
      'how do i move money to my bank account',
      'how much is usdc in naira',
      'can i get paid in naira',
      'how do i add my bank account',
      'how do i add naira',
    ],
  },
  {
    slug: 'company-and-registration',
    title: 'Who runs TitleTrust, and our registration',
    summary: `We do not show a CAC registration number on TitleTrust today, so we will not claim one here. You can check any Nigerian company yourself on the Corporate Affairs Commission’s public search, and ask us for our company details at ${CONTACT.email} or ${CONTACT.phone}. Your money is protected by escrow, not by our word: it moves only on your approval, the automatic release after a delivery, or a dispute decision.`,
    paragraphs: [
      `Our office: ${CONTACT.address}. E-mail: ${CONTACT.email}. Phone: ${CONTACT.phone}, ${CONTACT.hours}.`,
      'Every movement of money is recorded in a double-entry ledger you can follow from your wallet’s history, and every professional who bids has been checked by an administrator (identity, and the Supreme Court enrolment number or SURCON registration).',
      'Whoever you deal with, check the details yourself: a company on the CAC public search, a lawyer with the Nigerian Bar Association, a surveyor with SURCON.',
      'Our Terms of Service (/terms) say what the platform does with your money: escrow, the platform fee, the automatic release after a delivery and how disputes are decided. Our Privacy Policy (/privacy) says what we do with your data and identity documents. Both are drafts for legal review before launch.',
    ],
    questions: [
      'is titletrust registered with cac',
      'is this platform legit',
      'is titletrust a real company or a scam',
      'can i trust titletrust',
      'who owns titletrust',
      'what is your rc number',
      'where are your terms of service',
    ],
  },
  {
    slug: 'your-documents-and-privacy',
    title: 'Your documents and privacy',
    summary: `Identity documents a professional uploads for verification are seen only by them and by the administrators who check them, through links that expire; they never appear on a public profile. Files you attach to a gig are shown to the professionals who can bid on it, and files in a message to the other person in that conversation. To ask what we hold about you, or to have it deleted, write to ${CONTACT.email}.`,
    paragraphs: [
      'A public profile shows a professional’s name, services, badges, reviews and jobs completed, not their ID card or passport, their selfie photo or identity number, and no one’s e-mail address or phone number.',
      'Our Privacy Policy (/privacy) says what we keep, who sees it, how long it is kept and how to ask for a copy or deletion, as the Nigeria Data Protection Act 2023 expects. It is a draft for legal review before launch.',
      'We never ask for your password, card number or identity number in a message, a call or the assistant.',
    ],
    questions: [
      'who can see my id card',
      'is my data safe',
      'what do you do with my documents',
      'how do i delete my account and data',
      'will the client see my nin',
      'where is your privacy policy',
    ],
  },
  {
    slug: 'buying-from-abroad',
    title: 'Buying property in Nigeria from abroad',
    summary:
      'Everything on TitleTrust happens online, so you can post a gig, talk to the professional, pay into escrow and read the report from London, Houston or anywhere. A lawyer can also prepare a power of attorney so someone you trust can act for you in Nigeria, and a notary can notarise it.',
    paragraphs: [
      'Many land scams target Nigerians in the diaspora who cannot visit the land. A land title verification or full due diligence gig, and a survey to check the beacons on the ground, let a verified professional be your eyes there.',
      'Pay in naira by card or bank transfer through the checkout, from a Nigerian account or a card that pays in naira, or post the gig in USDC and pay with USDC, which you can buy wherever you live and send to your TitleTrust wallet.',
    ],
    questions: [
      'i live abroad, can i use titletrust',
      'i am in the uk and want to buy land in nigeria',
      'can someone in the diaspora buy land safely',
      'i cannot travel home to check the land',
    ],
  },
  {
    slug: 'where-we-work',
    title: 'Where TitleTrust works',
    summary:
      'You can post a gig for property in any of the 36 states and the FCT: Lagos, Abuja, Rivers, Ogun, Oyo, Enugu and every other. Verified lawyers and surveyors who work in that state bid on it.',
    paragraphs: [
      'A gig names the state and the address or LGA of the property, so professionals who know the local land registry and the Surveyor-General’s office there can bid. If nobody bids before the deadline, the gig expires and you can post again with a longer deadline or a higher budget.',
    ],
    questions: [
      'which states do you cover',
      'do you work in port harcourt',
      'are you available in my state',
      'can i use titletrust for land in the east',
    ],
  },
];
