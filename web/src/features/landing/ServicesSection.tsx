import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingCommunity,
  IconClipboardCheck,
  IconFileCertificate,
  IconFileDescription,
  IconGavel,
  IconMap2,
  IconMessageCircle,
  IconSearch,
  IconWritingSign,
  type Icon,
} from '@tabler/icons-react';
import { SERVICE_CATEGORIES, type ServiceCategorySlug } from '@titletrust/shared';
import classes from './landing.module.css';
import { LandingSection } from './LandingSection';

const ICONS: Record<ServiceCategorySlug, Icon> = {
  land_title_verification: IconFileCertificate,
  contract_review: IconFileDescription,
  property_surveys: IconMap2,
  compliance_checks: IconClipboardCheck,
  due_diligence: IconSearch,
  legal_documentation: IconBuildingCommunity,
  notarization: IconWritingSign,
  court_representation: IconGavel,
  consultation: IconMessageCircle,
};

export function ServicesSection() {
  return (
    <LandingSection
      id="services"
      titleId="services-title"
      eyebrow="Services"
      title="Nine ways a professional can protect your purchase"
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {SERVICE_CATEGORIES.map((service) => {
          const ServiceIcon = ICONS[service.slug];
          return (
            <Card
              key={service.slug}
              id={`service-${service.slug}`}
              withBorder
              radius="lg"
              padding="lg"
              className={classes.serviceCard}
            >
              <Stack gap="sm">
                <ThemeIcon size={40} radius="md" variant="light">
                  <ServiceIcon size={22} aria-hidden />
                </ThemeIcon>
                <Title order={3} size="h5">
                  {service.name}
                </Title>
                <Text size="sm" c="dimmed">
                  {service.summary}
                </Text>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </LandingSection>
  );
}
