import type { AssistantState, StartedConversation } from '@titletrust/shared/contracts/assistant';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessageOf } from '../../lib/api';
import { assistantApi, endConversationByBeacon } from './assistantApi';

export interface VideoConversation {
  state: AssistantState;
  conversation: StartedConversation | null;
  /** Why the last start failed, in the server's words (spec §8: busy, or "Failed to connect: …"). */
  error: string | null;
  /** When the conversation became active (ms since the epoch), for the time left. */
  activeSince: number | null;
  start: () => void;
  /** The call's page loaded in the frame: the conversation is active. */
  joined: () => void;
  end: () => void;
}

/**
 * One video conversation at a time: idle → connecting (created by the server, the room loading)
 * → active → ended. It is ended with the server whenever the person ends it, the time is up, the
 * panel closes (unmount) or the page is left (a beacon, which outlives the page).
 */
export function useVideoConversation({
  onFailure,
}: { onFailure?: () => void } = {}): VideoConversation {
  const [state, setState] = useState<AssistantState>('idle');
  const [conversation, setConversation] = useState<StartedConversation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [activeSince, setActiveSince] = useState<number | null>(null);
  // The conversation still to end, for the unmount and page-leave paths that outlive renders.
  const openId = useRef<string | null>(null);

  const end = useCallback(() => {
    const id = openId.current;
    openId.current = null;
    setState((current) => (current === 'idle' ? current : 'ended'));
    // A failed end is not the visitor's problem: the server's job ends it after its maximum.
    if (id) assistantApi.endConversation(id).catch(() => undefined);
  }, []);

  const start = useCallback(() => {
    setError(null);
    setConversation(null);
    setState('connecting');
    assistantApi.startConversation().then(
      (started) => {
        openId.current = started.id;
        setConversation(started);
      },
      (failure: unknown) => {
        setError(errorMessageOf(failure));
        setState('idle');
        onFailure?.();
      },
    );
  }, [onFailure]);

  const joined = useCallback(() => {
    if (state !== 'connecting') return;
    setState('active');
    setActiveSince(Date.now());
  }, [state]);

  // The provider stops the call at its maximum; the panel says so at the same moment.
  useEffect(() => {
    if (state !== 'active' || !conversation) return;
    const timer = setTimeout(end, conversation.maxCallDurationSeconds * 1000);
    return () => clearTimeout(timer);
  }, [state, conversation, end]);

  useEffect(() => {
    const onPageHide = () => {
      if (openId.current && endConversationByBeacon(openId.current)) openId.current = null;
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      const id = openId.current;
      openId.current = null;
      if (id) assistantApi.endConversation(id).catch(() => undefined);
    };
  }, []);

  return { state, conversation, error, activeSince, start, joined, end };
}
