import { Alert, Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';

export interface LegalSection {
  /** The section's anchor: /terms#escrow links straight to it. */
  id: string;
  title: string;
  body: ReactNode;
}

interface Props {
  title: string;
  /** The date this version was written, as people read it. */
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}

/**
 * A legal page: the draft notice first (nobody should read a draft as binding), a list of its
 * sections that links to each, then the sections as h2s with their own anchors.
 */
export function LegalDocument({ title, updated, intro, sections }: Props) {
  usePageTitle(title);
  const { hash } = useLocation();

  // The page arrives as its own chunk, after the browser looked for the anchor: look again.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <Container
      size="sm"
      py={{ base: 24, sm: 48 }}
      component="article"
      aria-labelledby="legal-title"
    >
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} id="legal-title">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            Draft of {updated}
          </Text>
        </Stack>
        <Alert
          color="yellow"
          variant="light"
          title="Draft for legal review"
          icon={<IconAlertTriangle aria-hidden />}
        >
          This is a draft written in plain words. A Nigerian lawyer will review it before TitleTrust
          launches, and the reviewed text may change. It already describes what the platform does
          today.
        </Alert>
        {intro}
        <nav aria-labelledby="legal-contents">
          <Title order={2} size="h4" id="legal-contents">
            Contents
          </Title>
          <List type="ordered" spacing={4} mt="xs">
            {sections.map((section) => (
              <List.Item key={section.id}>
                <Anchor href={`#${section.id}`}>{section.title}</Anchor>
              </List.Item>
            ))}
          </List>
        </nav>
        {sections.map((section, index) => (
          <Stack
            key={section.id}
            component="section"
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            gap="xs"
            style={{ scrollMarginTop: 88 }}
          >
            <Title order={2} size="h3" id={`${section.id}-title`}>
              {index + 1}. {section.title}
            </Title>
            {section.body}
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}

/** A paragraph of a legal page: comfortable to read at any width. */
export function Para({ children }: { children: ReactNode }) {
  return (
    <Text component="p" m={0} lh={1.65}>
      {children}
    </Text>
  );
}
