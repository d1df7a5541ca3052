import { SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingBank, IconCoin, IconCurrencyNaira, IconPercentage } from '@tabler/icons-react';
import { useAppConfig } from '../../lib/appConfig';
import { LandingSection } from './LandingSection';

/** "10 %", from this installation's PLATFORM_FEE_BPS, which every page carries. */
function usePlatformFeeText(): string {
  const bps = useAppConfig().data?.platformFeeBps;
  if (bps === undefined) return 'a small percentage';
  return `${(bps / 100).toLocaleString('en-NG', { maximumFractionDigits: 2 })} %`;
}

/** Naira in, naira out, the fees, and USDC beside it: what the payments rails do today. */
export function PaymentsSection() {
  const fee = usePlatformFeeText();
  const points = [
    {
      icon: IconCurrencyNaira,
      title: 'Pay in naira',
      text: 'Jobs are priced in naira. Add naira, or pay a contract straight into escrow, by card, bank transfer or USSD. The payment provider’s fee is shown before you pay.',
    },
    {
      icon: IconBuildingBank,
      title: 'Paid out to a Nigerian bank',
      text: 'Professionals withdraw to their own bank account, in the name they were verified under, from ₦1,000. Each payout shows where it is until it is paid; one that fails comes back to the balance.',
    },
    {
      icon: IconPercentage,
      title: 'One clear fee',
      text: `Posting, bidding and funding are free. When the client approves, TitleTrust keeps ${fee} of the released amount and the professional receives the rest.`,
    },
    {
      icon: IconCoin,
      title: 'USDC if you prefer',
      text: 'A job can be posted in USDC instead, paid from your TitleTrust wallet. Nothing converts one currency into the other.',
    },
  ];
  return (
    <LandingSection
      id="payments"
      titleId="payments-title"
      eyebrow="Payments"
      title="Pay and get paid in naira"
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing={32}>
        {points.map((point) => (
          <Stack key={point.title} gap="sm">
            <ThemeIcon size={44} radius="md" variant="light">
              <point.icon size={24} aria-hidden />
            </ThemeIcon>
            <Title order={3} size="h4">
              {point.title}
            </Title>
            <Text c="dimmed">{point.text}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
