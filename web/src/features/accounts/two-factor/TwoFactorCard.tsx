import { Alert, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert';
import { SectionCard } from '../../../ui/SectionCard';
import { useSession } from '../session/useSession';
import { CodeAndPasswordModal } from './CodeAndPasswordModal';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { TwoFactorSetupFlow } from './TwoFactorSetupFlow';
import { useRenewRecoveryCodes, useTurnOffTwoFactor, useTwoFactorStatus } from './useTwoFactor';

function TurnedOn({
  recoveryCodesLeft,
  hasPassword,
}: {
  recoveryCodesLeft: number;
  hasPassword: boolean;
}) {
  const { data: user } = useSession();
  const turnOff = useTurnOffTwoFactor();
  const renew = useRenewRecoveryCodes();
  const [turningOff, turnOffModal] = useDisclosure(false);
  const [renewing, renewModal] = useDisclosure(false);
  const [newCodes, setNewCodes] = useState<string[]>();
  const isAdmin = user?.role === 'admin';

  if (newCodes)
    return <RecoveryCodesPanel codes={newCodes} onDone={() => setNewCodes(undefined)} />;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge color="green" variant="light">
          On
        </Badge>
        <Text size="sm">
          Signing in asks for a code from your authenticator app. {recoveryCodesLeft} of 10 recovery
          codes left.
        </Text>
      </Group>
      {recoveryCodesLeft <= 3 && (
        <Alert color="yellow">
          Few recovery codes are left: renew them so you are not locked out.
        </Alert>
      )}
      <Group gap="xs">
        <Button variant="default" onClick={renewModal.open}>
          Renew recovery codes
        </Button>
        {!isAdmin && (
          <Button variant="light" color="red" onClick={turnOffModal.open}>
            Turn off two-factor sign-in
          </Button>
        )}
      </Group>
      {isAdmin && (
        <Text size="sm" c="dimmed">
          Admins must keep two-factor sign-in on.
        </Text>
      )}
      <CodeAndPasswordModal
        opened={renewing}
        onClose={renewModal.close}
        title="Renew recovery codes"
        action="Renew codes"
        askPassword={hasPassword}
        pending={renew.isPending}
        error={renew.error}
        onSubmit={(body) =>
          renew.mutate(body, {
            onSuccess: ({ recoveryCodes }) => {
              renewModal.close();
              setNewCodes(recoveryCodes);
            },
          })
        }
      >
        <Text size="sm">
          Your old recovery codes stop working as soon as the new ones are made.
        </Text>
      </CodeAndPasswordModal>
      <CodeAndPasswordModal
        opened={turningOff}
        onClose={turnOffModal.close}
        title="Turn off two-factor sign-in"
        action="Turn off"
        danger
        askPassword={hasPassword}
        pending={turnOff.isPending}
        error={turnOff.error}
        onSubmit={(body) =>
          turnOff.mutate(body, {
            onSuccess: () => {
              turnOffModal.close();
              notify.success('Two-factor sign-in is off.', 'Account changed');
            },
          })
        }
      >
        <Text size="sm">
          Without it, anyone who learns your password can sign in and move your money.
        </Text>
      </CodeAndPasswordModal>
    </Stack>
  );
}

/** The profile's "Two-factor sign-in" section: turn it on, renew codes, or turn it off. */
export function TwoFactorCard() {
  const { data: status, isPending, isError, refetch, isRefetching } = useTwoFactorStatus();
  const [settingUp, setUp] = useDisclosure(false);
  let body;
  if (isPending) body = <Skeleton h={56} radius="md" aria-label="Loading two-factor sign-in" />;
  else if (isError)
    body = (
      <LoadFailedAlert
        title="Two-factor sign-in could not be loaded"
        onRetry={refetch}
        retrying={isRefetching}
      />
    );
  // The flow stays until its recovery codes are saved, though two-factor is on by then.
  else if (settingUp)
    body = <TwoFactorSetupFlow hasPassword={status.hasPassword} onDone={setUp.close} />;
  else if (status.enabled)
    body = (
      <TurnedOn
        recoveryCodesLeft={status.recoveryCodesLeft ?? 0}
        hasPassword={status.hasPassword}
      />
    );
  else
    body = (
      <Stack gap="sm">
        <Group gap="xs">
          <Badge color="gray" variant="light">
            Off
          </Badge>
          <Text size="sm">Only your password protects your account and your money.</Text>
        </Group>
        <Button onClick={setUp.open} w="fit-content">
          Turn on two-factor sign-in
        </Button>
      </Stack>
    );
  return (
    <SectionCard
      titleId="two-factor-title"
      title="Two-factor sign-in"
      description="A code from an authenticator app on your phone, asked after your password, so a stolen password alone cannot get in."
    >
      {body}
    </SectionCard>
  );
}
