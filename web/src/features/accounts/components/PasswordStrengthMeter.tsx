import { List, Progress, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { assessPassword, PASSWORD_RULES } from '@titletrust/shared';

/** Score 0-4 from the shared assessment; colours run from red to the brand green. */
const SCORE_COLORS = ['red', 'orange', 'yellow', 'teal', 'brand'] as const;

/** The live strength meter (spec §5): a bar, the spec's label and a checklist of the rules. */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const { score, label, rules } = assessPassword(password);
  const color = SCORE_COLORS[Math.floor(score)] ?? 'red';
  return (
    <Stack gap={6} id={id}>
      <Progress
        value={password ? Math.max(5, (score / 4) * 100) : 0}
        color={color}
        size="sm"
        aria-label="Password strength"
        transitionDuration={150}
      />
      <Text size="xs" c="dimmed" aria-live="polite">
        Strength: <strong>{password ? label : 'not entered yet'}</strong>
      </Text>
      <List size="xs" spacing={2} center aria-label="Password requirements">
        {PASSWORD_RULES.map((rule) => {
          const met = rules[rule.key];
          return (
            <List.Item
              key={rule.key}
              icon={
                <ThemeIcon size={16} radius="xl" color={met ? 'brand' : 'gray'} variant="light">
                  {met ? <IconCheck size={11} aria-hidden /> : <IconX size={11} aria-hidden />}
                </ThemeIcon>
              }
              c={met ? 'brand.8' : 'dimmed'}
            >
              {rule.label}
              <VisuallyHidden>{met ? ' (met)' : ' (not met yet)'}</VisuallyHidden>
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}
