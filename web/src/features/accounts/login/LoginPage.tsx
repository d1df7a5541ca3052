import { PAGES } from '@titletrust/shared';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/usePageTitle';
import { AskTitleTrustButton } from '../../assistant';
import { AuthCard } from '../components/AuthCard';
import { RETURN_TO_PARAM } from '../session/returnPath';
import { SignInForm } from './SignInForm';

// The forgot-password view, and the contracts it checks with, load only when it is opened.
const ForgotPasswordForm = lazy(async () => ({
  default: (await import('./ForgotPasswordForm')).ForgotPasswordForm,
}));

const VIEW_PARAM = 'view';
const FORGOT_VIEW = 'forgot';

/** Sign in, or (at ?view=forgot) ask for a password reset link; the e-mail carries across. */
export function LoginPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const forgotView = searchParams.get(VIEW_PARAM) === FORGOT_VIEW;
  const [email, setEmail] = useState('');
  usePageTitle(forgotView ? 'Forgot your password?' : PAGES.login.title);

  const switchView = (toForgot: boolean, typedEmail: string) => {
    setEmail(typedEmail);
    setSearchParams((params) => {
      if (toForgot) params.set(VIEW_PARAM, FORGOT_VIEW);
      else params.delete(VIEW_PARAM);
      return params;
    });
  };

  if (forgotView) {
    return (
      <AuthCard
        title="Forgot your password?"
        subtitle="Enter the e-mail address of your account and we will send you a reset link."
      >
        <Suspense fallback={null}>
          <ForgotPasswordForm initialEmail={email} onBack={(typed) => switchView(false, typed)} />
        </Suspense>
        <AskTitleTrustButton />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={PAGES.login.title} subtitle="Welcome back to TitleTrust.">
      <SignInForm
        returnTo={searchParams.get(RETURN_TO_PARAM)}
        initialEmail={email}
        onForgotPassword={(typed) => switchView(true, typed)}
      />
      <AskTitleTrustButton />
    </AuthCard>
  );
}
