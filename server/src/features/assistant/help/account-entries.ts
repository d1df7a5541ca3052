import { PASSWORD_MIN_LENGTH } from '@titletrust/shared';
import type { HelpEntryContent, HelpSettings } from './help-entry';

/**
 * Creating an account, signing in, and how professionals are verified. Google is named only where
 * this installation offers it: an answer must not send anyone to a button that is not there.
 */
export function accountEntries({ googleSignIn }: HelpSettings): HelpEntryContent[] {
  const alternatives = googleSignIn
    ? 'with a crypto wallet or with Google'
    : 'with a crypto wallet';
  return [
    {
      slug: 'creating-an-account',
      title: 'Creating an account',
      summary: `Choose Register, pick Client (you need a service) or Legal Professional (you offer one), and give your first and last name, e-mail, phone and a strong password. You can also register ${alternatives} and complete your profile after.`,
      paragraphs: [
        `The password needs at least ${PASSWORD_MIN_LENGTH} characters with an uppercase letter, a lowercase letter, a digit and a special character; the strength meter must reach Strong. Disposable e-mail addresses are not accepted.`,
        'After registering, confirm your e-mail address from the link we send. Every new account gets its own custodial USDC wallet automatically.',
        `Registering ${alternatives} asks you to confirm the account type first, then to complete your profile (name, e-mail, optional phone) before you continue.`,
        'Lawyers and surveyors register as Legal Professional and then get verified before they can bid.',
      ],
      questions: [
        'how do i create an account',
        'how do i register',
        'how do i sign up as a lawyer',
        'i want to open an account',
        'what do i need to register',
        'why was my email refused',
      ],
    },
    {
      slug: 'signing-in',
      title: 'Signing in',
      summary: `Sign in on /login with your e-mail and password${googleSignIn ? ', with your crypto wallet (MetaMask: you sign a message, no password), or with Google' : ' or with your crypto wallet (MetaMask: you sign a message, no password)'}. Forgot your password? Choose Forgot password and we e-mail you a reset link.`,
      paragraphs: [
        'E-mail and password: tick Remember me to stay signed in on this device. After many failed attempts, sign-in asks you to wait a few minutes and says how long.',
        'Wallet: connect MetaMask and sign the message it shows. The signature is checked on our server; it never moves money or costs gas.',
        ...(googleSignIn
          ? [
              'Google: continue with your Google account. The first time, you choose whether you are a client or a legal professional.',
            ]
          : []),
        'You can see the devices you are signed in on from your profile and sign out of the others.',
        'The e-mail address you sign in with cannot be changed from your profile yet; write to support from that address if you need it changed.',
      ],
      questions: [
        'how do i log in',
        'i cannot sign in',
        'i forgot my password',
        'how do i change my email',
        'can i sign in with google',
        'how do i log in with metamask',
        'how do i sign in with my wallet',
      ],
    },
    {
      slug: 'verification',
      title: 'How professionals are verified',
      summary:
        'A lawyer or surveyor uploads a government ID and a selfie holding it, gives their Supreme Court enrolment number (SCN) and year of call or SURCON registration number, and may add the current Bar Practising Fee receipt for a practising fee badge. An administrator checks them by hand and verifies or rejects with a reason. Only verified professionals can bid.',
      paragraphs: [
        'This is how you know a professional on TitleTrust is real and not an impostor: a fake lawyer or surveyor cannot pass these checks. A verified profile shows dated badges: identity checked, registration checked on the public roll, and the practising fee seen for the current year.',
        'Where an automatic National Identification Number (NIN) check is available, a professional may add it with their consent; otherwise an administrator compares the ID and selfie.',
        'Professionals start verification from their dashboard (Get verified) or the Verification page. Changing a checked detail sends the profile back for review.',
        'Clients do not need to be verified.',
      ],
      questions: [
        'how do i know the lawyer is real',
        'how do i get verified',
        'what documents do i need for verification',
        'what does the verified badge mean',
        'are the lawyers checked',
        'why can i not bid',
      ],
    },
  ];
}
