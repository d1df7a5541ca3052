import { Button, Stack, Text, Tooltip } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useId } from 'react';
import { useAppConfig } from '../../../lib/appConfig';

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured on this server.';
const GOOGLE_UNKNOWN = 'Google sign-in is not available right now. Please try again later.';

interface Props {
  onClick: () => void;
  loading: boolean;
}

/**
 * "Continue with Google", usable only when this installation has Google configured; otherwise
 * it stays visible but disabled, saying why (as a tooltip and as text, for touch screens).
 */
export function GoogleSignInButton({ onClick, loading }: Props) {
  const config = useAppConfig();
  const reasonId = useId();
  const unavailableReason = config.isError
    ? GOOGLE_UNKNOWN
    : config.data && !config.data.googleSignIn.enabled
      ? GOOGLE_NOT_CONFIGURED
      : undefined;

  const button = (
    <Button
      variant="default"
      fullWidth
      leftSection={<IconBrandGoogle size={18} aria-hidden />}
      disabled={config.isPending || !!unavailableReason}
      loading={loading}
      onClick={onClick}
      aria-describedby={unavailableReason ? reasonId : undefined}
    >
      Continue with Google
    </Button>
  );
  if (!unavailableReason) return button;
  return (
    <Stack gap={4}>
      <Tooltip label={unavailableReason} multiline w={240}>
        {/* A disabled button fires no pointer events; the wrapper shows the tooltip instead. */}
        <div>{button}</div>
      </Tooltip>
      <Text id={reasonId} size="xs" c="dimmed">
        {unavailableReason}
      </Text>
    </Stack>
  );
}
