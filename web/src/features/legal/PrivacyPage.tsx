import { Anchor, List } from '@mantine/core';
import { CONTACT, PAGES } from '@titletrust/shared';
import { Link } from 'react-router';
import { LegalDocument, Para, type LegalSection } from './LegalDocument';

const mail = (subject: string) => `mailto:${CONTACT.email}?subject=${encodeURIComponent(subject)}`;

/** /privacy: the Privacy Policy (Nigeria Data Protection Act 2023), a draft for legal review. */
export function PrivacyPage() {
  const sections: LegalSection[] = [
    {
      id: 'who-we-are',
      title: 'Who is responsible for your data',
      body: (
        <Para>
          TitleTrust, {CONTACT.address}, decides how your personal data is used on this site (the
          &quot;data controller&quot; under the Nigeria Data Protection Act 2023). For anything
          about your data, write to <Anchor href={mail('Privacy request')}>{CONTACT.email}</Anchor>{' '}
          with &quot;Privacy&quot; in the subject, or call{' '}
          <Anchor href={CONTACT.phoneHref}>{CONTACT.phone}</Anchor> ({CONTACT.hours}).
        </Para>
      ),
    },
    {
      id: 'what-we-collect',
      title: 'What we collect',
      body: (
        <List spacing="xs">
          <List.Item>
            <strong>Your account:</strong> name, e-mail address, phone number, whether you are a
            client or a professional, and your password, which we store only as a one-way hash. If
            you sign in with Google or a crypto wallet, the e-mail or wallet address that gives.
          </List.Item>
          <List.Item>
            <strong>Your profile:</strong> what you choose to add, such as a picture, bio, city,
            state, education and the services you offer or need.
          </List.Item>
          <List.Item>
            <strong>Professionals&apos; verification:</strong> a government ID, a selfie holding it,
            the SCN and year of call or the SURCON number, and a practising fee receipt. See{' '}
            <Anchor href="#identity-documents">Identity documents</Anchor>.
          </List.Item>
          <List.Item>
            <strong>Your work here:</strong> gigs, bids, contracts, deliveries and their files,
            messages, reviews and disputes.
          </List.Item>
          <List.Item>
            <strong>Money:</strong> your balances in each currency, every movement of your money,
            your naira payments (their reference and outcome; your card details stay with the
            payments provider), the Nigerian bank accounts you add for payouts (bank, account number
            and the name the bank holds for it), your wallet addresses and the addresses you
            withdraw to.
          </List.Item>
          <List.Item>
            <strong>Technical data:</strong> the sessions you are signed in on, with the
            device&apos;s browser and IP address (shown to you on your profile page), and counts of
            requests per address to stop abuse.
          </List.Item>
          <List.Item>
            <strong>Questions to the assistant:</strong> kept to improve the help pages, with e-mail
            addresses, phone numbers and other numbers removed first.
          </List.Item>
        </List>
      ),
    },
    {
      id: 'why',
      title: 'Why we use it, and on what lawful basis',
      body: (
        <>
          <Para>The Act lets us use personal data only on a lawful basis. Ours are:</Para>
          <List spacing="xs">
            <List.Item>
              <strong>To perform our contract with you</strong>: your account, the marketplace,
              escrow, payments, withdrawals and the e-mails they need.
            </List.Item>
            <List.Item>
              <strong>Legal obligations</strong>: keeping records of money movements and checking
              who professionals are, as the law requires of a platform that holds money.
            </List.Item>
            <List.Item>
              <strong>Legitimate interests</strong>: keeping the site safe (limits on requests,
              fraud checks), settling disputes and improving the help pages. We weigh these against
              your rights and you can object (see <Anchor href="#your-rights">Your rights</Anchor>).
            </List.Item>
            <List.Item>
              <strong>Your consent</strong>, which you can withdraw at any time: the optional
              automatic identity check with your NIN, and the video assistant.
            </List.Item>
          </List>
          <Para>We do not sell your data, and we do not use it for advertising.</Para>
        </>
      ),
    },
    {
      id: 'identity-documents',
      title: 'Identity documents',
      body: (
        <>
          <Para>
            <strong>Who sees them:</strong> only you and TitleTrust administrators who review
            verifications. Clients, other professionals and the public never see your documents;
            they see the dated badges that say what was checked, never the documents behind them.
            Once an administrator has checked a lawyer&apos;s Supreme Court Number (or a
            surveyor&apos;s SURCON number) on the register, that number is shown on the public
            profile, so a client can check it with the Bar or SURCON too.
          </Para>
          <Para>
            <strong>How they are kept:</strong> in private storage that is not reachable from the
            web. Each time one is opened, it is through a signed link that works for one hour. While
            your verification is in review, you cannot change them.
          </Para>
          <Para>
            <strong>The optional automatic check:</strong> if you agree to it, your NIN and selfie
            are sent to our identity-check provider (Dojah), which compares them with the national
            register. We keep the result and the consent you gave, never the NIN itself.
          </Para>
          <Para>
            <strong>How long:</strong> while your account is open, and after it is closed only as
            long as the law requires us to keep records of who we paid (the period is to be
            confirmed in the legal review; today documents are deleted on request as described
            below, once no law requires us to keep them).
          </Para>
          <Para>
            <strong>A copy or deletion:</strong> write to{' '}
            <Anchor href={mail('Identity documents: copy or deletion')}>{CONTACT.email}</Anchor>{' '}
            from your account&apos;s e-mail address. Deleting the documents of a verified
            professional ends the verification, since we could no longer show what was checked.
          </Para>
        </>
      ),
    },
    {
      id: 'sharing',
      title: 'Who else sees your data',
      body: (
        <List spacing="xs">
          <List.Item>
            <strong>The other side of your work:</strong> a client and a professional see each
            other&apos;s name, picture, messages and what is delivered; a professional&apos;s public
            profile shows their name, title, location, services, badges, their registration number
            once it has been checked, and reviews, never their e-mail, phone or documents.
          </List.Item>
          <List.Item>
            <strong>Service providers</strong> who work for us under contract and only on our
            instructions: the payments provider (naira payments by card, bank transfer or USSD,
            checking the name on a bank account, and payouts to it), the custodial wallet provider
            (Circle), the identity-check provider (Dojah, only with your consent), the video
            assistant provider (Tavus, only if you start a call), Google (only if you sign in with
            Google), and our hosting and e-mail providers.
          </List.Item>
          <List.Item>
            <strong>Authorities</strong>, when the law requires it, such as a court order.
          </List.Item>
        </List>
      ),
    },
    {
      id: 'transfers',
      title: 'Data sent outside Nigeria',
      body: (
        <Para>
          Some providers above keep data outside Nigeria. We send it only where the Act allows: to
          countries or under contracts that protect it as well as Nigerian law does.
        </Para>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies and sessions',
      body: (
        <>
          <Para>
            We use only the cookies that keep you signed in: a session cookie that scripts on the
            page cannot read, and a short-lived copy of the session that saves a database read. With
            &quot;Remember me&quot; they last 30 days; without it, until you close the browser.
            Signing out removes them. We use no advertising or tracking cookies.
          </Para>
          <Para>
            Your browser also keeps a few things on your device for your convenience, never a
            secret: a gig you started writing, the wallet address you connected, and where you were
            on a page.
          </Para>
        </>
      ),
    },
    {
      id: 'email',
      title: 'E-mail we send',
      body: (
        <Para>
          We e-mail you to verify your address, to reset your password, and when something happens
          to your work or money: a bid received or accepted, a contract funded, work delivered,
          changes asked for, money released, a dispute opened or decided, new messages (gathered,
          not one per message) and your verification decision. We send no marketing e-mail without
          your consent.
        </Para>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep data',
      body: (
        <Para>
          Your account and profile: while the account is open. Records of money and contracts: as
          long as the law requires for financial records after the last movement (to be confirmed in
          the legal review). Request counts and one-time keys: days, then deleted automatically.
          Questions to the assistant: until they have served to improve the help pages. Identity
          documents: see <Anchor href="#identity-documents">above</Anchor>.
        </Para>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      body: (
        <>
          <Para>Under the Nigeria Data Protection Act 2023 you may:</Para>
          <List spacing="xs">
            <List.Item>know what data we hold about you and get a copy of it;</List.Item>
            <List.Item>
              have it corrected (most of it you can change yourself on your profile page);
            </List.Item>
            <List.Item>
              have it deleted, unless the law requires us to keep it (records of money, for
              example);
            </List.Item>
            <List.Item>restrict or object to how we use it;</List.Item>
            <List.Item>
              receive it in a common machine-readable format, or have it sent to another service;
            </List.Item>
            <List.Item>
              withdraw a consent you gave, without affecting what was done before;
            </List.Item>
            <List.Item>
              not be subject to a decision made only by a machine: people decide verifications and
              disputes here.
            </List.Item>
          </List>
          <Para>
            Write to <Anchor href={mail('Privacy request')}>{CONTACT.email}</Anchor> from your
            account&apos;s e-mail address. We answer within 30 days and charge nothing. There is no
            button for these in the app yet; a person handles each request.
          </Para>
        </>
      ),
    },
    {
      id: 'security',
      title: 'How we protect your data',
      body: (
        <Para>
          Connections are encrypted, passwords are stored as one-way hashes, documents are kept
          private behind short-lived signed links, every movement of money is written to a ledger
          that cannot be edited, and people see only what their role allows. If a breach puts your
          rights at risk, we will tell you and the Nigeria Data Protection Commission as the Act
          requires.
        </Para>
      ),
    },
    {
      id: 'children',
      title: 'Children',
      body: (
        <Para>TitleTrust is for adults. We do not knowingly hold data of anyone under 18.</Para>
      ),
    },
    {
      id: 'complaints',
      title: 'Complaints and the NDPC',
      body: (
        <Para>
          If you are unhappy with how we handle your data, tell us first so we can put it right. You
          may also complain to the Nigeria Data Protection Commission (NDPC), the regulator under
          the Act, at{' '}
          <Anchor href="https://ndpc.gov.ng" target="_blank" rel="noreferrer">
            ndpc.gov.ng
          </Anchor>
          .
        </Para>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <Para>
          We will tell you by e-mail and on the site before a change that affects you takes effect.
          The{' '}
          <Anchor component={Link} to={PAGES.terms.path}>
            Terms of Service
          </Anchor>{' '}
          say what we do with your money.
        </Para>
      ),
    },
  ];

  return (
    <LegalDocument
      title={PAGES.privacy.title}
      updated="6 December 2026"
      intro={
        <Para>
          This policy says what personal data TitleTrust collects, why, who sees it, how long we
          keep it and how you can see, correct or delete it, as the Nigeria Data Protection Act 2023
          expects.
        </Para>
      }
      sections={sections}
    />
  );
}
