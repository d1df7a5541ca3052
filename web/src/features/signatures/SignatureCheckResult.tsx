import { Alert, Code, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import type { CheckedSignature } from './useSignatureDemo';

interface Props {
  result: CheckedSignature;
  /** What was checked, when it is not simply "the message you signed". */
  caption?: string;
}

/** The server's verdict on one signature, with the address it recovered from it. */
export function SignatureCheckResult({ result: { signed, check }, caption }: Props) {
  const recovered = check.recoveredAddress && (
    <Text size="sm">
      Recovered address:{' '}
      <Code fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {check.recoveredAddress}
      </Code>
    </Text>
  );
  if (check.verified) {
    return (
      <Alert
        color="green"
        title="Signature verified on the server"
        icon={<IconCircleCheck size={20} aria-hidden />}
      >
        <Stack gap={6}>
          {caption && <Text size="sm">{caption}</Text>}
          {recovered}
          <Text size="sm">
            It matches the connected address, so this wallet signed the message.
          </Text>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert
      color="red"
      title="The server could not verify this signature"
      icon={<IconCircleX size={20} aria-hidden />}
    >
      <Stack gap={6}>
        {caption && <Text size="sm">{caption}</Text>}
        {recovered}
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {check.recoveredAddress
            ? `That is not ${signed.address}, the address that claims to have signed.`
            : 'No signer could be recovered from this signature.'}
        </Text>
      </Stack>
    </Alert>
  );
}
