import {
  Badge,
  Box,
  Button,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowDown,
  IconBuildingBank,
  IconCircleCheck,
  IconFileCheck,
  IconLock,
  IconUserCheck,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { PlainList } from '../../ui/PlainList';
import classes from './landing.module.css';

const TRUST_POINTS = [
  'Payments protected by escrow',
  'Bar-licensed, verified professionals',
  'All 36 states and the FCT',
];

const MONEY_FLOW = [
  {
    icon: IconBuildingBank,
    title: 'You fund the job',
    text: 'Pay in naira by card, transfer or USSD, into escrow, not anyone’s account.',
  },
  {
    icon: IconLock,
    title: 'Escrow holds it',
    text: 'Nobody can touch the money while the work is done.',
  },
  {
    icon: IconFileCheck,
    title: 'You review the report',
    text: 'Approve it, ask for changes, or open a dispute.',
  },
  {
    icon: IconUserCheck,
    title: 'The professional is paid',
    text: 'Only after you approve — never before.',
  },
];

export function HeroSection() {
  return (
    <Box className={classes.hero} py={{ base: 48, md: 88 }}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} verticalSpacing={40}>
          <Stack gap="lg" justify="center">
            <Badge color="gold" variant="filled" c="dark.9" size="lg" w="fit-content">
              Property due diligence in Nigeria
            </Badge>
            <Title order={1} className={classes.heroTitle}>
              Check the land before you pay for it.
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="brand.0">
              Post what you need checked — a Certificate of Occupancy, a survey plan, a deed of
              assignment. Verified lawyers and surveyors bid for the job, and your money waits in
              escrow until you approve their work.
            </Text>
            <Group gap="sm">
              <Button component={Link} to="/post-gig" size="lg" color="gold" c="dark.9">
                Post a job
              </Button>
              <Button
                component={Link}
                to="/#how-it-works"
                size="lg"
                variant="outline"
                color="white"
                rightSection={<IconArrowDown size={18} aria-hidden />}
              >
                How it works
              </Button>
            </Group>
            <PlainList gap={6}>
              {TRUST_POINTS.map((point) => (
                <Group key={point} gap={8} component="li" wrap="nowrap">
                  <IconCircleCheck size={18} aria-hidden />
                  <Text size="sm" fw={500}>
                    {point}
                  </Text>
                </Group>
              ))}
            </PlainList>
          </Stack>

          <Stack gap="sm" justify="center" aria-label="How your money moves">
            <Text fw={700} tt="uppercase" fz="xs" c="brand.1" lts={1}>
              How your money moves
            </Text>
            {MONEY_FLOW.map((step, index) => (
              <Group
                key={step.title}
                className={classes.moneyFlowStep}
                p="md"
                gap="md"
                wrap="nowrap"
              >
                <ThemeIcon size={44} radius="xl" color="white" c="brand.8" variant="filled">
                  <step.icon size={24} aria-hidden />
                </ThemeIcon>
                <div>
                  <Text fw={700}>
                    {index + 1}. {step.title}
                  </Text>
                  <Text size="sm" c="brand.0">
                    {step.text}
                  </Text>
                </div>
              </Group>
            ))}
          </Stack>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
