import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  /** The heading's id: the section is labelled by it. */
  titleId: string;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

/** A bordered card that is a section of its page, headed by an h2 sized like an h3. */
export function SectionCard({ titleId, title, description, children }: Props) {
  const heading = (
    <Title order={2} size="h3" id={titleId}>
      {title}
    </Title>
  );
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        {description === undefined ? (
          heading
        ) : (
          <div>
            {heading}
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </div>
        )}
        {children}
      </Stack>
    </Card>
  );
}
