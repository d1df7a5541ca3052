import { SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCertificate,
  IconChecklist,
  IconLockDollar,
  IconMapPin,
  IconMessages,
  IconScale,
} from '@tabler/icons-react';
import { LandingSection } from './LandingSection';

const BENEFITS = [
  {
    icon: IconLockDollar,
    title: 'Escrow on every job',
    text: 'Your money sits in escrow from the moment you fund a job until you approve the work. No advance payments to strangers.',
  },
  {
    icon: IconCertificate,
    title: 'Verified professionals',
    text: 'Every lawyer shows a bar licence number and government ID, checked by our team before they can bid.',
  },
  {
    icon: IconChecklist,
    title: 'Structured reports',
    text: 'Title jobs follow a checklist: C of O, Governor’s Consent, land-registry search, survey charting, encumbrances and litigation.',
  },
  {
    icon: IconMapPin,
    title: 'Local knowledge',
    text: 'Find professionals who know the land registry in your state, from Lagos and Abuja to Port Harcourt and Kano.',
  },
  {
    icon: IconMessages,
    title: 'Everything in one place',
    text: 'Messages, documents, deliveries and payments stay together on the job, so nothing gets lost in a chat app.',
  },
  {
    icon: IconScale,
    title: 'Fair disputes',
    text: 'If something goes wrong, either side can open a dispute. An administrator reviews the evidence and decides.',
  },
];

export function BenefitsSection() {
  return (
    <LandingSection
      titleId="benefits-title"
      eyebrow="Why TitleTrust"
      title="Built for the biggest purchase of your life"
      tinted
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing={40}>
        {BENEFITS.map((benefit) => (
          <Stack key={benefit.title} gap="sm">
            <ThemeIcon size={44} radius="md">
              <benefit.icon size={24} aria-hidden />
            </ThemeIcon>
            <Title order={3} size="h4">
              {benefit.title}
            </Title>
            <Text c="dimmed">{benefit.text}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
