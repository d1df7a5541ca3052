import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { AssistantAnswer } from '@titletrust/shared/contracts/assistant';
import { Link } from 'react-router';

/** An answer with the help entry it came from, or "not sure" with support's e-mail and phone. */
export function AssistantAnswerView({ answer }: { answer: AssistantAnswer }) {
  if (answer.kind === 'not_sure') {
    return (
      <Stack gap={6}>
        <Text size="sm">{answer.text}</Text>
        <Group gap="md">
          <Anchor size="sm" href={`mailto:${answer.support.email}`}>
            {answer.support.email}
          </Anchor>
          <Anchor size="sm" href={answer.support.phoneHref}>
            {answer.support.phone}
          </Anchor>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap={6}>
      <Text size="sm">{answer.text}</Text>
      <Text size="xs" c="dimmed">
        Source:{' '}
        <Anchor component={Link} to={answer.source.href} size="xs">
          {answer.source.title}
        </Anchor>
      </Text>
      {answer.related.length > 0 && (
        <Text size="xs" c="dimmed">
          See also:{' '}
          {answer.related.map((related, index) => (
            <span key={related.slug}>
              {index > 0 && ', '}
              <Anchor component={Link} to={related.href} size="xs">
                {related.title}
              </Anchor>
            </span>
          ))}
        </Text>
      )}
    </Stack>
  );
}
