import { Box, Group, Stack, Text, Tooltip } from '@mantine/core';

interface Props {
  label: string;
  /** One entry a day, oldest first; `value` sets the bar's height. */
  days: Array<{ day: string; value: number }>;
  color?: string;
  /** The figure in words, for the tooltip and the chart's accessible name. */
  format?: (entry: { day: string; value: number }) => string;
  /** The figure above a bar, where seven share a narrow card. */
  formatShort?: (entry: { day: string; value: number }) => string;
}

const weekday = new Intl.DateTimeFormat('en-NG', { weekday: 'short', timeZone: 'UTC' });
const fullDate = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: 'UTC' });
const plain = (entry: { value: number }) => entry.value.toLocaleString('en-NG');

function parseDay(day: string): Date | undefined {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A tiny per-day bar chart, no chart library needed; the numbers are in its accessible name. */
export function DailyBarChart({
  label,
  days,
  color = 'brand',
  format = plain,
  formatShort = format,
}: Props) {
  const max = Math.max(1, ...days.map((entry) => entry.value));
  const dayText = (entry: { day: string; value: number }) => {
    const date = parseDay(entry.day);
    return `${date ? fullDate.format(date) : entry.day}: ${format(entry)}`;
  };
  const described = days.map(dayText).join(', ');
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Group
        role="img"
        aria-label={`${label}. ${described || 'No data'}`}
        gap={6}
        align="flex-end"
        wrap="nowrap"
        h={96}
      >
        {days.map((entry) => {
          const date = parseDay(entry.day);
          return (
            <Tooltip key={entry.day} label={dayText(entry)}>
              <Stack gap={2} align="center" justify="flex-end" h="100%" miw={0} style={{ flex: 1 }}>
                <Text size="xs" c="dimmed" aria-hidden style={{ whiteSpace: 'nowrap' }}>
                  {formatShort(entry)}
                </Text>
                <Box
                  w="100%"
                  bg={`${color}.6`}
                  style={{
                    height: `${Math.max(2, (entry.value / max) * 60)}px`,
                    borderRadius: 'var(--mantine-radius-xs)',
                  }}
                />
                <Text size="xs" c="dimmed" aria-hidden>
                  {date ? weekday.format(date) : entry.day}
                </Text>
              </Stack>
            </Tooltip>
          );
        })}
      </Group>
    </Stack>
  );
}
