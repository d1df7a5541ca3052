import { Button, Center, Loader, Modal } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { errorMessageOf } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useSession } from '../accounts';
import { openThread } from './messagesApi';
import { useSingleMutation } from '../../lib/useSingleMutation';

// Only an administrator deciding a dispute opens it: the contract page loads without it.
const ThreadView = lazy(() =>
  import('./ThreadView').then((module) => ({ default: module.ThreadView })),
);

interface Props {
  gigId: string;
  professionalId: string;
}

/**
 * An administrator deciding a dispute reads what the two parties wrote to each other, read-only.
 * The server allows it only while the contract is disputed, and both parties see that an
 * administrator read it.
 */
export function AdminThreadButton({ gigId, professionalId }: Props) {
  const { data: user } = useSession();
  const [threadId, setThreadId] = useState<string | null>(null);
  const find = useSingleMutation({
    mutationFn: () => openThread({ gigId, professionalId }),
    onSuccess: (thread) => setThreadId(thread.id),
    onError: (error) => notify.error(errorMessageOf(error), 'The conversation could not be opened'),
  });
  if (user?.role !== 'admin') return null;
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconMessages size={16} aria-hidden />}
        loading={find.isPending}
        onClick={() => find.mutate()}
      >
        Read their messages
      </Button>
      <Modal
        opened={threadId !== null}
        onClose={() => setThreadId(null)}
        title="Messages between the parties (read-only)"
        size="xl"
      >
        {threadId && (
          <div style={{ height: '70vh', display: 'flex', flexDirection: 'column' }}>
            <Suspense
              fallback={
                <Center flex={1}>
                  <Loader aria-label="Loading the conversation" />
                </Center>
              }
            >
              <ThreadView userId={user.id} threadId={threadId} />
            </Suspense>
          </div>
        )}
      </Modal>
    </>
  );
}
