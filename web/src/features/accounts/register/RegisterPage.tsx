import { PAGES } from '@titletrust/shared';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/usePageTitle';
import { AuthCard } from '../components/AuthCard';
import { RETURN_TO_PARAM } from '../session/returnPath';
import { RegisterForm } from './RegisterForm';

export function RegisterPage() {
  usePageTitle(PAGES.register.title);
  const [searchParams] = useSearchParams();
  return (
    <AuthCard
      title={PAGES.register.title}
      subtitle="Clients post property checks; verified lawyers and surveyors bid on them. Payments wait in escrow."
      size="sm"
    >
      <RegisterForm
        initialType={searchParams.get('type')}
        returnTo={searchParams.get(RETURN_TO_PARAM)}
      />
    </AuthCard>
  );
}
