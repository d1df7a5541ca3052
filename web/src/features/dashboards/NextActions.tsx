import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';

export interface NextAction {
  label: string;
  href: string;
}

/** What the server says deserves attention now, as prominent links. */
export function NextActions({ actions }: { actions: NextAction[] }) {
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby="next-actions-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="next-actions-title">
          Next steps
        </Title>
        {actions.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing needs your attention right now.
          </Text>
        ) : (
          <Group gap="sm">
            {actions.map((action, index) =>
              action.href.startsWith('/') ? (
                <Button
                  key={action.href + action.label}
                  component={Link}
                  to={action.href}
                  variant={index === 0 ? 'filled' : 'light'}
                  rightSection={<IconArrowRight size={16} aria-hidden />}
                >
                  {action.label}
                </Button>
              ) : (
                <Anchor key={action.href + action.label} href={action.href}>
                  {action.label}
                </Anchor>
              ),
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
