import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Stack,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconPaperclip, IconSend } from '@tabler/icons-react';
import {
  looksOffPlatform,
  MESSAGE_LIMITS,
  MESSAGE_MESSAGES,
  type Attachment,
} from '@titletrust/shared';
import { useRef, useState, type KeyboardEvent } from 'react';
import { ComposerFileList } from './ComposerFileList';
import { ACCEPT_ATTRIBUTE } from './composerFiles';
import { useComposerFiles } from './useComposerFiles';

/** What each thread's composer held when the reader moved to another conversation. */
const drafts = new Map<string, string>();

interface Props {
  threadId: string;
  /** Before a contract exists, contact details and payment outside TitleTrust earn a warning. */
  warnOffPlatform: boolean;
  onSend: (body: string, attachments: Attachment[]) => void;
}

/** Words and files for the thread; Enter sends, Shift+Enter starts a new line. */
export function Composer({ threadId, warnOffPlatform, onSend }: Props) {
  const [text, setText] = useState(() => drafts.get(threadId) ?? '');
  const files = useComposerFiles();
  // Cleared after each pick, so the same file can be picked again after removing it.
  const resetPicker = useRef<() => void>(null);
  const body = text.trim();
  const tooLong = body.length > MESSAGE_LIMITS.bodyMax;
  const canSend =
    !files.isUploading && !tooLong && (body.length > 0 || files.attachments.length > 0);
  const attachedCount = files.files.filter((file) => file.status !== 'failed').length;

  const change = (next: string) => {
    setText(next);
    drafts.set(threadId, next);
  };

  // The words move into the thread as "Sending…" and stay there until sent or retried.
  const send = () => {
    if (!canSend) return;
    onSend(body, files.attachments);
    change('');
    drafts.delete(threadId);
    files.clear();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <Stack
      gap={6}
      p={{ base: 'xs', sm: 'sm' }}
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <ComposerFileList files={files.files} onRemove={files.remove} />
      <Group gap={6} align="flex-end" wrap="nowrap">
        <FileButton
          onChange={(picked) => {
            files.add(picked);
            resetPicker.current?.();
          }}
          accept={ACCEPT_ATTRIBUTE}
          multiple
          resetRef={resetPicker}
        >
          {(props) => (
            <Tooltip label="Attach files (PDF, JPEG, PNG up to 10 MB)">
              <ActionIcon
                {...props}
                size={42}
                variant="default"
                aria-label="Attach files"
                disabled={attachedCount >= MESSAGE_LIMITS.attachmentsMax}
              >
                <IconPaperclip size={20} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </FileButton>
        <Textarea
          aria-label="Message"
          placeholder="Write a message"
          value={text}
          onChange={(event) => change(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          autosize
          minRows={1}
          maxRows={6}
          style={{ flex: 1 }}
          error={tooLong ? MESSAGE_MESSAGES.bodyTooLong : undefined}
        />
        <Button
          h={42}
          onClick={send}
          disabled={!canSend}
          rightSection={<IconSend size={16} aria-hidden />}
        >
          Send
        </Button>
      </Group>
      {body.length > MESSAGE_LIMITS.bodyMax * 0.9 && (
        <Text size="xs" c={tooLong ? 'red' : 'dimmed'} ta="right">
          {body.length.toLocaleString('en')} / {MESSAGE_LIMITS.bodyMax.toLocaleString('en')}
        </Text>
      )}
      {warnOffPlatform && looksOffPlatform(text) && (
        <Alert color="yellow" variant="light" p="xs" icon={<IconAlertTriangle size={18} />}>
          <Text size="sm">{MESSAGE_MESSAGES.offPlatformWarning}</Text>
        </Alert>
      )}
    </Stack>
  );
}
