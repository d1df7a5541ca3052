import { Alert, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { signatureCheckRequestSchema } from '@titletrust/shared';
import { walletFailureMessage } from '../accounts';

const MESSAGE_MAX = signatureCheckRequestSchema.shape.message.maxLength ?? 2000;

interface Props {
  message: string;
  onMessageChange: (message: string) => void;
  canSign: boolean;
  signing: boolean;
  error: unknown;
  onSign: () => void;
}

export function SignMessageStep({
  message,
  onMessageChange,
  canSign,
  signing,
  error,
  onSign,
}: Props) {
  const empty = message.trim().length === 0;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="sign-title">
      <form
        noValidate
        aria-labelledby="sign-title"
        onSubmit={(event) => {
          event.preventDefault();
          if (!empty) onSign();
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h3" id="sign-title">
            2. Sign a message
          </Title>
          <Textarea
            label="Message to sign"
            description="Keep this one or type your own. MetaMask shows it to you before signing."
            value={message}
            onChange={(event) => onMessageChange(event.currentTarget.value)}
            error={empty ? 'Type a message to sign' : undefined}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={MESSAGE_MAX}
          />
          {error !== null && error !== undefined && (
            <Alert color="red" title="Not signed">
              {walletFailureMessage(error)}
            </Alert>
          )}
          <Group gap="sm">
            <Button
              type="submit"
              leftSection={<IconSignature size={18} aria-hidden />}
              loading={signing}
              disabled={!canSign || empty}
            >
              Sign message
            </Button>
            {!canSign && (
              <Text size="sm" c="dimmed">
                Connect MetaMask first (step 1).
              </Text>
            )}
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
