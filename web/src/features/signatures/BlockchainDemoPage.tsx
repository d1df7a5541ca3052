import { Alert, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { PAGES } from '@titletrust/shared';
import { useState } from 'react';
import { errorMessageOf } from '../../lib/api';
import { usePageTitle } from '../../lib/usePageTitle';
import { ConnectWalletStep } from './ConnectWalletStep';
import { SignatureCheckResult } from './SignatureCheckResult';
import { SignMessageStep } from './SignMessageStep';
import { useSignatureDemo } from './useSignatureDemo';

const DEFAULT_DEMO_MESSAGE = "I am testing TitleTrust's signature check.";

/** /BlockchainDemo: sign a message with MetaMask and watch the server verify the signature. */
export function BlockchainDemoPage() {
  usePageTitle(PAGES.blockchainDemo.title);
  const [message, setMessage] = useState(DEFAULT_DEMO_MESSAGE);
  const { connect, signAndCheck, checkChanged } = useSignatureDemo();
  const wallet = connect.data;
  const result = signAndCheck.data;

  const changeMessage = (next: string) => {
    setMessage(next);
    // A verdict belongs to the message that was signed; a new text needs a new signature.
    signAndCheck.reset();
    checkChanged.reset();
  };
  const connectWallet = () => {
    signAndCheck.reset();
    checkChanged.reset();
    connect.mutate();
  };

  return (
    <Container size="md" py={{ base: 24, sm: 48 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{PAGES.blockchainDemo.title}</Title>
          <Text c="dimmed">
            Prove that you control a wallet by signing a message with it. The server checks every
            signature itself, by recovering the signer from the message, and nothing accepts a
            signature it could not verify.
          </Text>
        </Stack>
        <ConnectWalletStep
          wallet={wallet}
          connecting={connect.isPending}
          error={connect.error}
          onConnect={connectWallet}
        />
        <SignMessageStep
          message={message}
          onMessageChange={changeMessage}
          canSign={wallet !== undefined}
          signing={signAndCheck.isPending}
          error={signAndCheck.error}
          onSign={() => wallet && signAndCheck.mutate({ wallet, message })}
        />
        {result && (
          <Card
            withBorder
            radius="lg"
            padding="lg"
            component="section"
            aria-labelledby="result-title"
          >
            <Stack gap="md">
              <Title order={2} size="h3" id="result-title">
                3. The server&apos;s answer
              </Title>
              <SignatureCheckResult result={result} />
              <Text size="sm" c="dimmed">
                A signature covers its exact message. Send the same signature with a changed
                message, and the server refuses it.
              </Text>
              <div>
                <Button
                  variant="default"
                  loading={checkChanged.isPending}
                  onClick={() => checkChanged.mutate(result.signed)}
                >
                  Check it with a changed message
                </Button>
              </div>
              {checkChanged.isError && (
                <Alert color="red" title="Not checked">
                  {errorMessageOf(checkChanged.error)}
                </Alert>
              )}
              {checkChanged.data && (
                <SignatureCheckResult
                  result={checkChanged.data}
                  caption={`Message sent: “${checkChanged.data.signed.message}”`}
                />
              )}
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
