import type { AssistantAnswer, AssistantState } from '@titletrust/shared/contracts/assistant';
import { useCallback, useRef, useState } from 'react';
import { errorMessageOf } from '../../lib/api';
import { assistantApi } from './assistantApi';

export interface ChatTurn {
  id: number;
  question: string;
  answer?: AssistantAnswer;
  /** Why no answer came (the network, a limit). */
  error?: string;
}

export interface TextChat {
  state: AssistantState;
  turns: ChatTurn[];
  pending: boolean;
  ask: (question: string) => void;
  end: () => void;
  restart: () => void;
}

/**
 * The text assistant's conversation: idle until the first question, connecting while its answer
 * is on the way, active from then, ended when the person ends it (the transcript stays).
 */
export function useTextChat(): TextChat {
  const [turns, setTurns] = useState<ChatTurn[]>([]);
  const [ended, setEnded] = useState(false);
  const nextId = useRef(1);

  const ask = useCallback((question: string) => {
    const id = nextId.current++;
    setEnded(false);
    setTurns((current) => [...current, { id, question }]);
    const settle = (update: Partial<ChatTurn>) =>
      setTurns((current) =>
        current.map((turn) => (turn.id === id ? { ...turn, ...update } : turn)),
      );
    assistantApi.ask(question).then(
      (answer) => settle({ answer }),
      (failure: unknown) => settle({ error: errorMessageOf(failure) }),
    );
  }, []);

  const pending = turns.some((turn) => !turn.answer && !turn.error);
  const answered = turns.some((turn) => turn.answer);
  const state: AssistantState = ended
    ? 'ended'
    : answered
      ? 'active'
      : pending
        ? 'connecting'
        : 'idle';

  return {
    state,
    turns,
    pending,
    ask,
    end: () => setEnded(true),
    restart: () => {
      setTurns([]);
      setEnded(false);
    },
  };
}
