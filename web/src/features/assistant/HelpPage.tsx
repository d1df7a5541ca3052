import { Anchor, Card, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { CONTACT } from '@titletrust/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { QueryFailedAlert } from '../../ui/QueryFailedAlert';
import { usePageTitle } from '../../lib/usePageTitle';
import { ASSISTANT_QUERY_KEY, assistantApi } from './assistantApi';
import { AskTitleTrustButton } from './AskTitleTrustButton';

/** /help: every help entry the assistant answers from, each at its own anchor (/help#fees). */
export function HelpPage() {
  usePageTitle('Help');
  const { hash } = useLocation();
  const help = useQuery({
    queryKey: [...ASSISTANT_QUERY_KEY, 'help'],
    queryFn: assistantApi.help,
    staleTime: Infinity,
  });

  // The assistant links to an entry: bring it into view once the entries are drawn.
  useEffect(() => {
    if (!hash || !help.data) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, help.data]);

  return (
    <Container size="md" py={{ base: 24, sm: 48 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Help</Title>
          <Text c="dimmed">
            How TitleTrust works, what it costs and how to get started. Still stuck? Write to{' '}
            <Anchor href={`mailto:${CONTACT.email}`}>{CONTACT.email}</Anchor> or call{' '}
            <Anchor href={CONTACT.phoneHref}>{CONTACT.phone}</Anchor> ({CONTACT.hours}).
          </Text>
        </Stack>
        {help.isPending ? (
          <Stack gap="md" aria-busy="true" aria-label="Loading the help pages">
            <Skeleton h={140} radius="lg" />
            <Skeleton h={140} radius="lg" />
          </Stack>
        ) : help.isError ? (
          <QueryFailedAlert query={help} title="The help pages could not be loaded" />
        ) : (
          help.data.entries.map((entry) => (
            <Card
              key={entry.slug}
              id={entry.slug}
              component="section"
              aria-labelledby={`${entry.slug}-title`}
              withBorder
              radius="lg"
              padding="lg"
              style={{ scrollMarginTop: 88 }}
            >
              <Stack gap="xs">
                <Title order={2} size="h3" id={`${entry.slug}-title`}>
                  {entry.title}
                </Title>
                <Text fw={500}>{entry.summary}</Text>
                {entry.paragraphs.map((paragraph) => (
                  <Text key={paragraph} size="sm">
                    {paragraph}
                  </Text>
                ))}
              </Stack>
            </Card>
          ))
        )}
      </Stack>
      <AskTitleTrustButton />
    </Container>
  );
}
