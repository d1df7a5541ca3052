import { Badge, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';

export interface ChecklistEntry {
  key: string;
  label: string;
  detail: string;
  alwaysApplies: boolean;
}

/** The due-diligence checklist the professional works through and reports on, read-only. */
export function ChecklistPreview({ items }: { items: readonly ChecklistEntry[] }) {
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        The professional answers each point in the report they deliver.
      </Text>
      <List
        spacing="sm"
        icon={
          <ThemeIcon size={22} radius="xl" variant="light">
            <IconChecklist size={14} aria-hidden />
          </ThemeIcon>
        }
        aria-label="Due-diligence checklist"
      >
        {items.map((item) => (
          <List.Item key={item.key}>
            <Group gap={6} wrap="wrap">
              <Text fw={600} size="sm">
                {item.label}
              </Text>
              {!item.alwaysApplies && (
                <Badge size="xs" variant="light" color="gray" tt="none">
                  Where relevant
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {item.detail}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
