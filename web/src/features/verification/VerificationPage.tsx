import { Container, Skeleton, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { PAGES, type OwnVerification } from '@titletrust/shared';
import { useRef, useState } from 'react';
import { QueryFailedAlert } from '../../ui/QueryFailedAlert';
import { usePageTitle } from '../../lib/usePageTitle';
import { PublicProfileLink } from '../../ui/PublicProfileLink';
import { IdentityStep } from './IdentityStep';
import { RegistrationStep, type LeaveRegistration } from './RegistrationStep';
import { SubmitStep } from './SubmitStep';
import { useVerification } from './useVerification';
import { identityReady, openingStepOf, registrationReady, STEP } from './verificationSteps';

const STAGE_WORDS: Record<OwnVerification['stage'], string> = {
  draft: 'Not sent yet',
  in_review: 'In review',
  verified: 'Verified',
  rejected: 'Not approved',
};

/**
 * Mantine's stepper ticks every step before the open one; a step left with work in it shows a
 * warning instead of the tick.
 */
const unfinishedIfPassed = (ready: boolean) =>
  ready ? {} : { color: 'yellow', completedIcon: <IconAlertTriangle size={18} aria-hidden /> };

function VerificationSteps({ verification }: { verification: OwnVerification }) {
  const narrow = useMediaQuery('(max-width: 48em)');
  // The page opens on the first step with work left; after that the person moves freely (an
  // upload that completes a step must not carry them off to the next one).
  const [active, setActive] = useState(() => openingStepOf(verification));
  const goTo = (step: number) => {
    setActive(step);
    window.scrollTo({ top: 0 });
  };
  // Registration details typed and not saved are saved (or the person asked) before the review,
  // whether they press "Next: review" or the stepper's own step.
  const leaveRegistration = useRef<LeaveRegistration | null>(null);
  const chooseStep = (step: number) => {
    const check = leaveRegistration.current;
    if (active === STEP.registration && step === STEP.submit && check) check(() => setActive(step));
    else setActive(step);
  };

  return (
    <Stepper
      active={active}
      onStepClick={chooseStep}
      orientation={narrow ? 'vertical' : 'horizontal'}
      keepMounted
    >
      <Stepper.Step
        label="Identity"
        description={identityReady(verification) ? 'ID and selfie uploaded' : 'ID and selfie'}
        {...unfinishedIfPassed(identityReady(verification))}
      >
        <IdentityStep verification={verification} onNext={() => goTo(STEP.registration)} />
      </Stepper.Step>
      <Stepper.Step
        label="Registration"
        description={registrationReady(verification) ? 'Details saved' : 'SCN or SURCON number'}
        {...unfinishedIfPassed(registrationReady(verification))}
      >
        <RegistrationStep
          verification={verification}
          onBackToDocuments={() => goTo(STEP.identity)}
          onNext={() => goTo(STEP.submit)}
          leaveCheckRef={leaveRegistration}
        />
      </Stepper.Step>
      <Stepper.Step label="Review" description={STAGE_WORDS[verification.stage]}>
        <SubmitStep verification={verification} onGoTo={goTo} />
      </Stepper.Step>
    </Stepper>
  );
}

/** /verification: the professional's identity documents, registration and review, step by step. */
export function VerificationPage() {
  usePageTitle(PAGES.verification.title);
  const verification = useVerification();
  return (
    <Container size="md" py={{ base: 24, sm: 48 }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{PAGES.verification.title}</Title>
          <Text c="dimmed">
            Clients trust verified professionals with the price of a house. Upload your ID, give
            your registration number, and an administrator checks them; only verified professionals
            can bid.
          </Text>
          {verification.data && (
            <PublicProfileLink professionalId={verification.data.professionalId} />
          )}
        </div>
        {verification.isPending ? (
          <Stack gap="md" aria-label="Loading your verification">
            <Skeleton height={48} radius="md" />
            <Skeleton height={260} radius="lg" />
          </Stack>
        ) : verification.isError ? (
          <QueryFailedAlert query={verification} title="Your verification could not be loaded." />
        ) : (
          <VerificationSteps verification={verification.data} />
        )}
      </Stack>
    </Container>
  );
}
