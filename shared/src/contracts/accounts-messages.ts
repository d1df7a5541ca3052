// The accounts' messages, without zod: a page that only shows them does not load it.

export const ACCOUNT_MESSAGES = {
  termsRequired: 'You must agree to the Terms of Service',
  profileTermsRequired: 'Please agree to the Terms of Service to continue',
  userExists: 'User already exists',
  invalidCredentials: 'Invalid email or password. Please try again.',
  resetLinkSent: 'Password reset link has been sent to your email address.',
  resetEmailFailed: 'Failed to send password reset email. Please try again.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please ask for a new one.',
  passwordChanged: 'Your password has been changed. Please sign in with your new password.',
  profileUpdateFailed: 'Failed to update profile. Please try again.',
  accountTypeRequired: 'Choose whether you are a client or a legal professional',
  verificationLinkSent: 'Verification link has been sent to your email address.',
  emailVerified: 'Your email address has been verified.',
  emailAlreadyVerified: 'Your email address is already verified.',
  completeProfileFirst: 'Please complete your profile first.',
  verificationLinkInvalid:
    'This verification link is invalid or has expired. Please ask for a new one from your profile.',
} as const;
