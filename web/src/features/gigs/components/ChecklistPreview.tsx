import { Badge, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';

export interface ChecklistEntry {
  key: string;
  label: string;
  detail: string;
  alwaysApplies: boolean;
  /** The finding the report states for this item, when it asks for one. */
  record?: { label: string; example: string };
}

/** The checklist the professional works through and reports on, read-only. */
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
        aria-label="Checklist"
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
              {item.record && ` The report states it, e.g. ${item.record.example}.`}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
