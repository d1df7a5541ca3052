import { Alert, Button, Checkbox, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { CopyValueButton } from '../../../ui/CopyValueButton';

/** Offers the codes as a text file, so they can be kept away from the phone with the app. */
function download(codes: string[]) {
  const text = [
    'TitleTrust recovery codes',
    'Each code signs you in once if you cannot use your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'titletrust-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/** Recovery codes, shown once: the person saves them before going on. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  return (
    <Stack gap="sm">
      <Alert color="yellow" title="Save your recovery codes now">
        Each code signs you in once if you lose your phone. We will not show them again.
      </Alert>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs" aria-label="Recovery codes" role="list">
        {codes.map((code) => (
          <Code key={code} role="listitem" ta="center" py={6}>
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group gap="xs">
        <Button variant="default" onClick={() => download(codes)}>
          Download codes
        </Button>
        <CopyValueButton
          value={codes.join('\n')}
          what="Recovery codes"
          label="Copy recovery codes"
        />
        <Text size="sm" c="dimmed">
          Copy all
        </Text>
      </Group>
      <Checkbox
        label="I have saved my recovery codes somewhere safe"
        checked={saved}
        onChange={(event) => setSaved(event.currentTarget.checked)}
      />
      <Button onClick={onDone} disabled={!saved} w="fit-content">
        Done
      </Button>
    </Stack>
  );
}
