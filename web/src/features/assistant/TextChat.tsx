import { Alert, Button, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { ASSISTANT_CHIPS, ASSISTANT_LIMITS } from '@titletrust/shared/contracts/assistant';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import classes from './assistant.module.css';
import { AssistantAnswerView } from './AssistantAnswerView';
import type { TextChat as TextChatState } from './useTextChat';

/** The text assistant: the spec's quick-question chips, the conversation, and a question box. */
export function TextChat({ chat }: { chat: TextChatState }) {
  const [question, setQuestion] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const ended = chat.state === 'ended';

  // Keep the newest answer in view as the conversation grows.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [chat.turns]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = question.trim();
    if (!typed || chat.pending) return;
    chat.ask(typed);
    setQuestion('');
  };

  return (
    <Stack gap="sm" className={classes.fill}>
      <Group gap="xs" role="group" aria-label="Quick questions">
        {ASSISTANT_CHIPS.map((chip) => (
          <Button
            key={chip.label}
            size="xs"
            radius="xl"
            variant="light"
            disabled={chat.pending}
            onClick={() => chat.ask(chip.question)}
          >
            {chip.label}
          </Button>
        ))}
      </Group>

      <Stack
        gap="sm"
        className={classes.log}
        role="log"
        aria-label="Conversation with the assistant"
        aria-live="polite"
        tabIndex={0}
      >
        {chat.turns.length === 0 && (
          <Text size="sm" c="dimmed">
            Ask about how TitleTrust works, escrow, fees, verification, prices or your account.
            Answers come from our help pages.
          </Text>
        )}
        {chat.turns.map((turn) => (
          <Stack key={turn.id} gap={6}>
            <Paper bg="gray.1" radius="md" px="sm" py={6} ml="xl">
              <Text size="sm" fw={500}>
                {turn.question}
              </Text>
            </Paper>
            <Paper withBorder radius="md" px="sm" py={8} mr="xl">
              {turn.answer ? (
                <AssistantAnswerView answer={turn.answer} />
              ) : turn.error ? (
                <Alert color="red" variant="light" p={6}>
                  {turn.error}
                </Alert>
              ) : (
                <Group gap="xs">
                  <Loader size="xs" aria-hidden />
                  <Text size="sm" c="dimmed">
                    Looking through our help pages…
                  </Text>
                </Group>
              )}
            </Paper>
          </Stack>
        ))}
        <div ref={end} />
      </Stack>

      {ended ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            Chat ended.
          </Text>
          <Button size="xs" variant="default" onClick={chat.restart}>
            Start over
          </Button>
        </Group>
      ) : (
        <form onSubmit={submit}>
          <Stack gap="xs">
            <TextInput
              label="Your question"
              placeholder="e.g. How does escrow work?"
              value={question}
              maxLength={ASSISTANT_LIMITS.questionMax}
              onChange={(event) => setQuestion(event.currentTarget.value)}
            />
            <Group justify="space-between">
              <Button
                size="xs"
                variant="subtle"
                color="gray"
                onClick={chat.end}
                disabled={chat.turns.length === 0}
              >
                End chat
              </Button>
              <Button
                type="submit"
                size="sm"
                leftSection={<IconSend size={16} aria-hidden />}
                loading={chat.pending}
                disabled={!question.trim()}
              >
                Ask
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
