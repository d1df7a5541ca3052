// The panel draws Mantine components beyond the first page's: their styles come with it.
import '../../ui/moreStyles';
import { Drawer, Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import classes from './assistant.module.css';
import { ASSISTANT_QUERY_KEY, assistantApi } from './assistantApi';
import { AssistantStatus } from './AssistantStatus';
import { TextChat } from './TextChat';
import { useTextChat } from './useTextChat';
import { useVideoConversation } from './useVideoConversation';
import { VideoCall } from './VideoCall';

type Mode = 'video' | 'text';

interface Props {
  opened: boolean;
  onClose: () => void;
}

/**
 * "Ask TitleTrust": a video conversation with the AI assistant where the installation has one,
 * and the text assistant answering from our help pages always (the fallback when video fails).
 * Closing the panel ends a video call; the text conversation stays for the next opening.
 */
export default function AssistantPanel({ opened, onClose }: Props) {
  const phone = useMediaQuery('(max-width: 36em)');
  const mode = useQuery({
    queryKey: [...ASSISTANT_QUERY_KEY, 'mode'],
    queryFn: assistantApi.mode,
    staleTime: Infinity,
  });
  const videoOffered = mode.data?.video === true;
  const [chosen, setChosen] = useState<Mode>('video');
  // Video refused (busy, or failed to connect): the person can type straight away.
  const video = useVideoConversation({ onFailure: () => setChosen('text') });
  const chat = useTextChat();
  const current: Mode = videoOffered && chosen === 'video' ? 'video' : 'text';

  const close = () => {
    video.end();
    onClose();
  };

  return (
    <Drawer
      opened={opened}
      onClose={close}
      title="Ask TitleTrust"
      position={phone ? 'bottom' : 'right'}
      size={phone ? '100%' : 'md'}
      keepMounted
      returnFocus={false}
      closeButtonProps={{ 'aria-label': 'Close the assistant' }}
      classNames={{ content: classes.drawerContent, body: classes.fill }}
    >
      <Stack gap="md" className={classes.fill}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {current === 'video'
              ? 'Video call with our AI assistant'
              : 'Answers from our help pages'}
          </Text>
          <AssistantStatus state={current === 'video' ? video.state : chat.state} />
        </Group>
        {mode.isPending ? (
          <Skeleton h={120} radius="md" aria-label="Loading the assistant" />
        ) : (
          <>
            {videoOffered && (
              <SegmentedControl
                fullWidth
                aria-label="How to ask"
                value={current}
                onChange={(value) => {
                  // Typing instead ends a call in progress: it is billed while it runs.
                  if (value === 'text') video.end();
                  setChosen(value);
                }}
                data={[
                  { value: 'video', label: 'Video call' },
                  { value: 'text', label: 'Type a question' },
                ]}
              />
            )}
            {current === 'video' ? (
              <VideoCall video={video} />
            ) : (
              <>
                {video.error && (
                  <Text size="sm" c="orange.8" role="alert">
                    {video.error}
                  </Text>
                )}
                <TextChat chat={chat} />
              </>
            )}
          </>
        )}
      </Stack>
    </Drawer>
  );
}
