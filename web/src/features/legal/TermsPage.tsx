import { Anchor, List } from '@mantine/core';
import { CONTACT, ESCROW_LIMITS, PAGES } from '@titletrust/shared';
import { Link } from 'react-router';
import { LegalDocument, Para, type LegalSection } from './LegalDocument';
import { usePlatformFee } from './usePlatformFee';

const AUTO_RELEASE_DAYS = ESCROW_LIMITS.autoReleaseDays;
const REMINDER_DAYS = ESCROW_LIMITS.reminderDaysBefore;
const MIN_WITHDRAWAL_USDC = Number(ESCROW_LIMITS.withdrawalMinMinor / 1_000_000n);
/** The smallest naira payout (the payments feature's PAYMENTS_LIMITS.payoutMinMinor). */
const MIN_PAYOUT_NAIRA = '₦1,000';

/** /terms: the Terms of Service, a draft for a lawyer to review before launch. */
export function TermsPage() {
  const fee = usePlatformFee();

  const sections: LegalSection[] = [
    {
      id: 'about',
      title: 'What TitleTrust is',
      body: (
        <>
          <Para>
            TitleTrust is a marketplace for property due diligence in Nigeria. Clients post the work
            they need (a land title verification, a survey, a contract review and so on), verified
            lawyers and surveyors bid for it, and the client&apos;s money is held in escrow until
            the client approves the work.
          </Para>
          <Para>
            TitleTrust is not a law firm or a surveying firm and gives no legal or survey advice
            itself. The professional you hire does the work and is responsible for it, under the
            rules of their profession. We check who they are and their registration (see{' '}
            <Anchor href="#professionals">Professionals and verification</Anchor>), hold the money,
            and step in when the two sides disagree.
          </Para>
          <Para>
            By creating an account you agree to these terms and to our{' '}
            <Anchor component={Link} to={PAGES.privacy.path}>
              Privacy Policy
            </Anchor>
            .
          </Para>
        </>
      ),
    },
    {
      id: 'accounts',
      title: 'Your account',
      body: (
        <List spacing="xs">
          <List.Item>
            You must be 18 or older and able to enter a contract under Nigerian law.
          </List.Item>
          <List.Item>
            Give your real name and details, keep them up to date, and keep one account for
            yourself. An account is either a client&apos;s or a legal professional&apos;s.
          </List.Item>
          <List.Item>
            Keep your password and any connected wallet safe. What is done from your account is
            treated as done by you, unless you tell us it was not and we find it was not.
          </List.Item>
          <List.Item>
            Tell us at once at <Anchor href={`mailto:${CONTACT.email}`}>{CONTACT.email}</Anchor> if
            you think someone else has used your account. On your profile page you can sign out
            every other device.
          </List.Item>
        </List>
      ),
    },
    {
      id: 'professionals',
      title: 'Professionals and verification',
      body: (
        <>
          <Para>
            A lawyer gives their Supreme Court Number (SCN) and year of call; a surveyor their
            SURCON registration number. Each uploads a government ID and a selfie holding it. A
            TitleTrust administrator checks them by hand and grants dated badges (identity checked,
            registration checked, practising fee paid for the year). The practising fee badge lapses
            at the end of its year.
          </Para>
          <Para>
            A badge says what we checked and when. It is not a guarantee of the quality of any piece
            of work. Professionals must tell us of any change to their registration or standing, and
            must not bid for work they are not qualified or allowed to do.
          </Para>
        </>
      ),
    },
    {
      id: 'gigs-and-bids',
      title: 'Gigs, bids and contracts',
      body: (
        <>
          <Para>
            A client describes the work (a gig) with its place and budget. Professionals bid a price
            and a delivery time. When the client accepts a bid, a contract between the client and
            that professional is formed at that price; the other bids are declined.
          </Para>
          <Para>
            The contract is between the client and the professional. TitleTrust is not a party to
            it, but runs the escrow for it and these terms apply to how it is paid.
          </Para>
        </>
      ),
    },
    {
      id: 'escrow',
      title: 'How escrow works',
      body: (
        <List type="ordered" spacing="xs">
          <List.Item>
            <strong>Funding.</strong> The client pays the contract price into escrow. The money is
            held for that contract and cannot be used by the professional, the client or TitleTrust
            while it is there.
          </List.Item>
          <List.Item>
            <strong>Delivery.</strong> The professional delivers the work on the contract page: a
            report, the checklist for the service and any files.
          </List.Item>
          <List.Item>
            <strong>Approval.</strong> The client reviews it and either approves it, which releases
            the escrow to the professional (less the platform fee), or asks for changes, or opens a
            dispute.
          </List.Item>
          <List.Item>
            <strong>Automatic release.</strong> If the client neither approves, asks for changes nor
            opens a dispute within {AUTO_RELEASE_DAYS} days of delivery, the escrow is released to
            the professional. We remind the client {REMINDER_DAYS} days before.
          </List.Item>
          <List.Item>
            <strong>Cancelling.</strong> A contract can be cancelled before it is funded. Once
            funded, the money leaves escrow only by release, a dispute decision or a refund.
          </List.Item>
        </List>
      ),
    },
    {
      id: 'fees',
      title: 'Fees',
      body: (
        <>
          <Para>
            Posting a gig, bidding and funding are free. When escrow is released to a professional,
            TitleTrust keeps a platform fee of <strong>{fee}</strong> of the released amount; the
            professional receives the rest. The rate is the same on naira and USDC contracts, and
            the fee is rounded to the nearest kobo or cent (a half up). Every bid shows the
            professional what they will receive.
          </Para>
          <Para>
            Paying naira in by card, bank transfer or USSD carries the payments provider&apos;s own
            fee, which the checkout shows before you pay and which you pay on top of the amount. It
            is the provider&apos;s, not TitleTrust&apos;s.
          </Para>
          <Para>
            The fee in force when a bid is accepted applies to that contract, even if the fee
            changes later. Money refunded to a client carries no fee. In a split decision the fee
            applies only to the professional&apos;s part.
          </Para>
        </>
      ),
    },
    {
      id: 'disputes',
      title: 'Disputes',
      body: (
        <>
          <Para>
            Either side can open a dispute on a funded contract before its escrow is released,
            saying what went wrong. The other side answers with their own statement. The escrow
            stays held while the dispute is open, and automatic release stops.
          </Para>
          <Para>
            A TitleTrust administrator who is not a party to the contract reads both sides and
            decides to release the escrow to the professional, refund it to the client, or split it
            between them; the two parts of a split add up exactly to the amount held. We tell both
            sides of the decision.
          </Para>
          <Para>
            The decision settles the money held on TitleTrust. It does not take away any right you
            have to go to court or to complain to the professional&apos;s regulator (the Nigerian
            Bar Association or SURCON).
          </Para>
        </>
      ),
    },
    {
      id: 'money',
      title: 'Money on TitleTrust today: naira and USDC',
      body: (
        <>
          <Para>
            Amounts on TitleTrust are in naira unless a gig is posted in USDC. A gig&apos;s budget,
            its bids, the contract, the escrow, the fee and the payout all stay in that gig&apos;s
            currency. We never convert naira into USDC or back. A naira figure shown beside a USDC
            amount is indicative only, at the Central Bank of Nigeria&apos;s rate on the date shown,
            and is never used to move money.
          </Para>
          <Para>
            <strong>Paying in naira.</strong> You pay naira through our payments provider&apos;s
            checkout, by card, bank transfer or USSD, to add to your balance or to fund a contract.
            We credit the amount once the provider confirms the payment, and only once.
          </Para>
          <Para>
            <strong>Naira payouts.</strong> A professional withdraws naira (at least{' '}
            {MIN_PAYOUT_NAIRA}) to a Nigerian bank account they add. The name the bank holds for the
            account must match the name they were verified under; otherwise a TitleTrust
            administrator checks it and may approve it, recording why. Each payout shows its state:
            requested, processing, paid, failed or reversed. If it fails or the bank reverses it,
            the amount comes back to the available balance and we tell you.
          </Para>
          <Para>
            <strong>USDC.</strong> A USDC balance is held in a custodial wallet that a regulated
            wallet provider keeps for you; you fund it by sending USDC to your deposit address. USDC
            is a stablecoin meant to keep the value of one US dollar; it is not legal tender in
            Nigeria and its price against the naira moves. You can withdraw it (at least{' '}
            {MIN_WITHDRAWAL_USDC} USDC) to a USDC address you give; the amount is put on hold at
            once and comes back to your balance if the transfer fails. A transfer sent to a wrong
            address cannot be reversed: check it.
          </Para>
          <Para>Money held in escrow cannot be withdrawn, in either currency.</Para>
        </>
      ),
    },
    {
      id: 'conduct',
      title: 'What you may not do',
      body: (
        <List spacing="xs">
          <List.Item>Give false documents or details, or pretend to be someone else.</List.Item>
          <List.Item>
            Use TitleTrust for fraud, money laundering or any property deal you know to be unlawful.
          </List.Item>
          <List.Item>
            Ask to be paid outside TitleTrust for work found here, to avoid the escrow or the fee.
          </List.Item>
          <List.Item>Harass, threaten or mislead anyone you meet here.</List.Item>
          <List.Item>
            Break or overload the site, or read other people&apos;s data without their leave.
          </List.Item>
        </List>
      ),
    },
    {
      id: 'liability',
      title: 'Our responsibility and its limits',
      body: (
        <Para>
          We run the escrow as these terms describe and keep the books of every amount. We are not
          responsible for the professional&apos;s advice or survey, for the property itself, or for
          delays caused by the banks, the payments provider, the blockchain network or the wallet
          provider. Nothing in these terms limits a responsibility that Nigerian law, including the
          Federal Competition and Consumer Protection Act 2018, does not allow us to limit.
        </Para>
      ),
    },
    {
      id: 'ending',
      title: 'Suspending and closing accounts',
      body: (
        <Para>
          You can ask us to close your account at any time; contracts already funded are finished or
          settled first. We may suspend an account that breaks these terms, telling you why, and
          settle its funded contracts as in a dispute. Money that is yours stays yours and can be
          withdrawn.
        </Para>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      body: (
        <Para>
          We will tell you by e-mail and on the site at least 30 days before a change that affects
          you takes effect. A contract already formed keeps the terms and fee it was formed under.
        </Para>
      ),
    },
    {
      id: 'law-and-contact',
      title: 'Law and contact',
      body: (
        <Para>
          These terms are governed by the laws of the Federal Republic of Nigeria. Write to{' '}
          <Anchor href={`mailto:${CONTACT.email}`}>{CONTACT.email}</Anchor>, call{' '}
          <Anchor href={CONTACT.phoneHref}>{CONTACT.phone}</Anchor> ({CONTACT.hours}), or write to
          TitleTrust, {CONTACT.address}.
        </Para>
      ),
    },
  ];

  return (
    <LegalDocument
      title={PAGES.terms.title}
      updated="6 December 2026"
      intro={
        <Para>
          These terms are the agreement between you and TitleTrust when you use the site. They say
          what we do with your money; the{' '}
          <Anchor component={Link} to={PAGES.privacy.path}>
            Privacy Policy
          </Anchor>{' '}
          says what we do with your data and documents.
        </Para>
      }
      sections={sections}
    />
  );
}
