import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClipboardText, IconGavel, IconShieldLock } from '@tabler/icons-react';
import classes from './landing.module.css';
import { LandingSection } from './LandingSection';

const STEPS = [
  {
    icon: IconClipboardText,
    title: 'Post your requirements',
    text: 'Describe the property and what must be checked: the state and LGA, the title document, your budget and when you need the report.',
  },
  {
    icon: IconGavel,
    title: 'Receive bids',
    text: 'Verified lawyers and surveyors send their price, delivery time and approach. Compare them side by side with their ratings and past jobs.',
  },
  {
    icon: IconShieldLock,
    title: 'Funds held in escrow',
    text: 'Accept a bid and fund the escrow. The professional delivers a structured report; you approve it and only then is the money released.',
  },
];

export function HowItWorksSection() {
  return (
    <LandingSection
      id="how-it-works"
      titleId="how-it-works-title"
      eyebrow="How it works"
      title="Three steps from worry to a verified title"
    >
      <SimpleGrid
        cols={{ base: 1, md: 3 }}
        spacing="lg"
        component="ol"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {STEPS.map((step, index) => (
          <Paper key={step.title} component="li" withBorder radius="lg" p="xl">
            <Stack gap="md">
              <ThemeIcon size={52} radius="md" variant="light">
                <step.icon size={28} aria-hidden />
              </ThemeIcon>
              <Text className={classes.stepNumber} c="dimmed" fw={700} fz="sm">
                Step {index + 1}
              </Text>
              <Title order={3} size="h4">
                {step.title}
              </Title>
              <Text c="dimmed">{step.text}</Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
