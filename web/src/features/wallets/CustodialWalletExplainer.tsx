import { Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

const DEFAULT_NETWORK = 'Polygon Amoy testnet';

interface Props {
  network?: string;
  testNetwork?: boolean;
}

/** What a custodial wallet is and how it meets escrow, in plain words. */
export function CustodialWalletExplainer({ network = DEFAULT_NETWORK, testNetwork = true }: Props) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="about-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="about-title">
          How your wallet works
        </Title>
        <List
          spacing="sm"
          icon={
            <ThemeIcon size={22} radius="xl" variant="light">
              <IconCheck size={14} aria-hidden />
            </ThemeIcon>
          }
        >
          <List.Item>
            <Text size="sm">
              TitleTrust holds this wallet for you: it is a <strong>custodial</strong> wallet, so
              you need no browser extension or recovery phrase to use it.
            </Text>
          </List.Item>
          <List.Item>
            <Text size="sm">
              It lives on the {network}
              {testNetwork
                ? ': a test network, so the USDC in it is test money for trying TitleTrust out and has no real value.'
                : '.'}
            </Text>
          </List.Item>
          <List.Item>
            <Text size="sm">
              USDC you send to this wallet is credited to <strong>your balance</strong>, the figure
              in the header and on every money page: it is what you can spend and withdraw.
            </Text>
          </List.Item>
          <List.Item>
            <Text size="sm">
              When you pay for a gig, the amount moves from your available balance into{' '}
              <strong>escrow</strong> and is held there until you approve the work. Only then is it
              released to the legal professional&apos;s balance. Escrow settles on TitleTrust&apos;s
              books, not on the network: the USDC stays on-chain in the wallet it was sent to, which
              is why this wallet&apos;s on-chain figure can differ from your balance.
            </Text>
          </List.Item>
        </List>
      </Stack>
    </Card>
  );
}
