import { Alert, Box, Button, Group, Loader, Stack, Switch, Text } from '@mantine/core';
import { IconPhoneOff, IconVideo } from '@tabler/icons-react';
import { useState } from 'react';
import { useNow } from '../../lib/useNow';
import type { VideoConversation } from './useVideoConversation';

const minutesAndSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The video conversation in an embedded frame that may use the camera and microphone. The frame
 * is the provider's call page on its own origin: the toggles decide what it may use, and the call
 * reconnects with the change (a frame's permissions are fixed when it loads).
 */
export function VideoCall({ video }: { video: VideoConversation }) {
  const [microphone, setMicrophone] = useState(true);
  const [camera, setCamera] = useState(true);
  const now = useNow(1000);
  const { state, conversation, error } = video;

  const allow = [microphone && 'microphone', camera && 'camera', 'autoplay', 'display-capture']
    .filter(Boolean)
    .join('; ');
  const secondsLeft =
    conversation && video.activeSince
      ? Math.max(
          0,
          conversation.maxCallDurationSeconds -
            Math.floor((now.getTime() - video.activeSince) / 1000),
        )
      : null;
  const inCall = (state === 'connecting' || state === 'active') && conversation;

  return (
    <Stack gap="sm">
      {error && (
        <Alert color="orange" variant="light" title="The video assistant could not start">
          {error}
        </Alert>
      )}
      {state === 'idle' && (
        <>
          <Text size="sm">
            Talk face to face with our AI assistant for up to 5 minutes. Your camera and microphone
            are used only during the call, and nothing is recorded.
          </Text>
          <Button leftSection={<IconVideo size={18} aria-hidden />} onClick={video.start}>
            {error ? 'Try the video call again' : 'Start video call'}
          </Button>
        </>
      )}
      {state === 'connecting' && !conversation && (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Connecting to the assistant…</Text>
        </Group>
      )}
      {inCall && (
        <>
          <Box
            component="iframe"
            key={allow}
            src={conversation.conversationUrl}
            title="Video call with the TitleTrust assistant"
            allow={allow}
            onLoad={video.joined}
            w="100%"
            h={{ base: '50vh', sm: 340 }}
            style={{ border: 0, borderRadius: 12, background: '#111' }}
          />
          <Group justify="space-between" gap="sm">
            <Group gap="md">
              <Switch
                label="Microphone"
                checked={microphone}
                onChange={(event) => setMicrophone(event.currentTarget.checked)}
              />
              <Switch
                label="Camera"
                checked={camera}
                onChange={(event) => setCamera(event.currentTarget.checked)}
              />
            </Group>
            {secondsLeft !== null && (
              <Text
                size="sm"
                c="dimmed"
                aria-label={`Time left: ${minutesAndSeconds(secondsLeft)}`}
              >
                {minutesAndSeconds(secondsLeft)} left
              </Text>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            Turning the microphone or camera on or off reconnects the call with the change.
          </Text>
          <Button
            color="red"
            variant="light"
            leftSection={<IconPhoneOff size={18} aria-hidden />}
            onClick={video.end}
          >
            End call
          </Button>
        </>
      )}
      {state === 'ended' && (
        <>
          <Text size="sm">The call has ended.</Text>
          <Button variant="default" onClick={video.start}>
            Start a new call
          </Button>
        </>
      )}
    </Stack>
  );
}
