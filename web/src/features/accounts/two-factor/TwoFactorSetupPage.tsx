import { Alert, Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { HOME_BY_ROLE, PAGES } from '@titletrust/shared';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/usePageTitle';
import { SectionCard } from '../../../ui/SectionCard';
import { RETURN_TO_PARAM, safeReturnPath } from '../session/returnPath';
import { useSession } from '../session/useSession';
import { TwoFactorSetupFlow } from './TwoFactorSetupFlow';
import { useTwoFactorStatus } from './useTwoFactor';

/**
 * Where an admin without two-factor is sent, whatever page they asked for, until they have set it
 * up (the API refuses them everything else). Anyone may use it; /profile has the same steps.
 */
export function TwoFactorSetupPage() {
  usePageTitle(PAGES.twoFactorSetup.title);
  const { data: user } = useSession();
  const { data: status } = useTwoFactorStatus();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next =
    safeReturnPath(searchParams.get(RETURN_TO_PARAM)) ??
    (user ? HOME_BY_ROLE[user.role] : PAGES.home.path);
  const admin = user?.role === 'admin';
  // Decided once: the steps stay on screen until the recovery codes are saved, though two-factor
  // is on (and the session says so) from the first right code.
  const [settingUp] = useState(() => !user?.twoFactorEnabled);

  return (
    <Container size="sm" py={{ base: 24, sm: 48 }}>
      <Stack gap="lg">
        <Title order={1}>{PAGES.twoFactorSetup.title}</Title>
        {admin && settingUp && (
          <Alert color="blue" title="Admins must use two-factor sign-in">
            Admins can settle disputes and verify professionals, so a password alone is not enough.
            Set it up now to continue; it takes a minute.
          </Alert>
        )}
        <SectionCard titleId="setup-title" title="Your authenticator app">
          {!settingUp ? (
            <Stack gap="sm">
              <Text>Two-factor sign-in is on.</Text>
              <Button component={Link} to={next} w="fit-content">
                Continue
              </Button>
            </Stack>
          ) : status ? (
            <TwoFactorSetupFlow
              hasPassword={status.hasPassword}
              onDone={() => void navigate(next, { replace: true })}
            />
          ) : (
            <Loader aria-label="Loading two-factor sign-in" />
          )}
        </SectionCard>
      </Stack>
    </Container>
  );
}
