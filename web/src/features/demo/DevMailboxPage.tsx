import {
  Accordion,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconMailOff, IconRefresh } from '@tabler/icons-react';
import { PAGES } from '@titletrust/shared';
import { errorMessageOf } from '../../lib/api';
import { usePageTitle } from '../../lib/usePageTitle';
import { DemoNotice } from './DemoNotice';
import { isDemoModeOff } from './isDemoModeOff';
import { MailboxMessage } from './MailboxMessage';
import { useMailbox } from './useMailbox';

function Messages({ mailbox }: { mailbox: ReturnType<typeof useMailbox> }) {
  const { data: messages, isPending, isError, error, refetch } = mailbox;
  if (isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading e-mails">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} h={64} radius="md" />
        ))}
      </Stack>
    );
  }
  if (isError) {
    if (isDemoModeOff(error))
      return <DemoNotice message="The dev mailbox exists only in demo mode." />;
    return <DemoNotice message={errorMessageOf(error)} onRetry={() => void refetch()} />;
  }
  if (messages.length === 0) {
    return (
      <Paper withBorder radius="lg" p="xl" ta="center">
        <Stack align="center" gap="xs">
          <IconMailOff size={32} aria-hidden />
          <Title order={2} size="h4">
            No e-mails yet
          </Title>
          <Text c="dimmed" size="sm">
            E-mails the app sends in demo mode (such as password reset links) appear here.
          </Text>
        </Stack>
      </Paper>
    );
  }
  return (
    <Accordion variant="separated" radius="md" multiple aria-label="Captured e-mails">
      {messages.map((message) => (
        <MailboxMessage key={message.id} message={message} />
      ))}
    </Accordion>
  );
}

/** Demo page: the e-mails the app would have sent, newest first, so flows can be followed. */
export function DevMailboxPage() {
  usePageTitle(PAGES.devMailbox.title);
  const mailbox = useMailbox();
  const demoOff = mailbox.isError && isDemoModeOff(mailbox.error);
  return (
    <Container size="md" py={{ base: 24, sm: 48 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1}>{PAGES.devMailbox.title}</Title>
            <Text c="dimmed">E-mails captured in demo mode, newest first.</Text>
          </Stack>
          {!demoOff && (
            <Button
              variant="default"
              leftSection={<IconRefresh size={18} aria-hidden />}
              loading={mailbox.isFetching}
              onClick={() => void mailbox.refetch()}
            >
              Refresh
            </Button>
          )}
        </Group>
        <Messages mailbox={mailbox} />
      </Stack>
    </Container>
  );
}
