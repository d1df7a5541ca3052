import { Box } from '@mantine/core';
import { PAGES } from '@titletrust/shared';
import { useSearchParams } from 'react-router';
import { useAfterFirstPaint } from '../../../lib/useAfterFirstPaint';
import { usePageTitle } from '../../../lib/usePageTitle';
import { AuthCard } from '../components/AuthCard';
import { RETURN_TO_PARAM } from '../session/returnPath';
import { RegisterForm } from './RegisterForm';

/** Where the form will be, so the card does not grow from nothing under the reader's eyes. */
const FORM_PLACE_PX = 640;

/**
 * Registration. The form has many fields: it is drawn a frame after the heading and
 * introduction, so a slow phone shows the page before it spends its time on them.
 */
export function RegisterPage() {
  usePageTitle(PAGES.register.title);
  const painted = useAfterFirstPaint();
  const [searchParams] = useSearchParams();
  return (
    <AuthCard
      title={PAGES.register.title}
      subtitle="Clients post property checks; verified lawyers and surveyors bid on them. Payments wait in escrow."
      size="sm"
    >
      {painted ? (
        <RegisterForm
          initialType={searchParams.get('type')}
          returnTo={searchParams.get(RETURN_TO_PARAM)}
        />
      ) : (
        <Box mih={FORM_PLACE_PX} />
      )}
    </AuthCard>
  );
}
