import { Card, Divider, Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { GigState } from '@titletrust/shared';
import { useId } from 'react';
import { type AttachmentEntry, AttachmentLinks } from '../../files';
import { ChecklistPreview, type ChecklistEntry } from './ChecklistPreview';
import { GigFacts, type GigFactsData } from './GigFacts';
import { CategoryBadge, GigStateBadge } from '../../../ui/GigBadges';

export interface GigOverviewData extends GigFactsData {
  title: string;
  category: string;
  description: string;
  state: GigState;
  checklist: readonly ChecklistEntry[];
  attachments: readonly AttachmentEntry[];
}

/**
 * A gig as professionals see it: the gig page shows it, and /post-gig's preview shows the
 * same component, so the client sees exactly what will be published.
 */
export function GigOverview({
  gig,
  titleOrder = 1,
}: {
  gig: GigOverviewData;
  titleOrder?: TitleOrder;
}) {
  const id = useId();
  const sectionOrder = titleOrder === 1 ? 2 : 3;
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={`${id}-title`}>
      <Stack gap="md">
        <Group gap="xs">
          <CategoryBadge category={gig.category} />
          <GigStateBadge state={gig.state} />
        </Group>
        <Title
          order={titleOrder}
          id={`${id}-title`}
          fz={{ base: 26, sm: 34 }}
          style={{ overflowWrap: 'anywhere' }}
        >
          {gig.title}
        </Title>
        <GigFacts gig={gig} />
        <Divider />
        <Stack gap={6} component="section" aria-labelledby={`${id}-description-title`}>
          <Title order={sectionOrder} size="h4" id={`${id}-description-title`}>
            What the client needs
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {gig.description}
          </Text>
        </Stack>
        {gig.checklist.length > 0 && (
          <Stack gap={6} component="section" aria-labelledby={`${id}-checklist-title`}>
            <Title order={sectionOrder} size="h4" id={`${id}-checklist-title`}>
              Checklist to report on
            </Title>
            <ChecklistPreview items={gig.checklist} />
          </Stack>
        )}
        <Stack gap={6} component="section" aria-labelledby={`${id}-attachments-title`}>
          <Title order={sectionOrder} size="h4" id={`${id}-attachments-title`}>
            Documents
          </Title>
          <AttachmentLinks attachments={gig.attachments} />
        </Stack>
      </Stack>
    </Card>
  );
}
