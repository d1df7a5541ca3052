import { Button, type ButtonProps } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconMessage } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { errorMessageOf } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useSession } from '../accounts';
import { openThread } from './messagesApi';
import { messagesKeys } from './messagesKeys';
import { messagesPath } from './messagesPath';
import { useSingleMutation } from '../../lib/useSingleMutation';

interface Props extends Omit<ButtonProps, 'children' | 'onClick' | 'loading'> {
  gigId: string;
  /** The bidder or contract holder a client writes to; a professional leaves it out. */
  professionalId?: string;
  children: ReactNode;
  'aria-label'?: string;
}

/**
 * Opens the conversation about a gig (starting it when there is none) and goes to it: "Ask a
 * question" on a gig, "Message" on a bid or a contract.
 */
export function MessageButton({ gigId, professionalId, children, ...buttonProps }: Props) {
  const { data: user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const open = useSingleMutation({
    mutationFn: () => openThread({ gigId, professionalId }),
    onSuccess: (thread) => {
      if (!user) return;
      queryClient.setQueryData(messagesKeys.thread(user.id, thread.id), thread);
      void navigate(messagesPath(user.role, thread.id));
    },
    onError: (error) => notify.error(errorMessageOf(error), 'The conversation could not be opened'),
  });
  if (!user || user.role === 'admin') return null;
  return (
    <Button
      leftSection={<IconMessage size={16} aria-hidden />}
      {...buttonProps}
      loading={open.isPending}
      onClick={() => open.mutate()}
    >
      {children}
    </Button>
  );
}
