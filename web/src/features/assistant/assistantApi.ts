import {
  assistantAnswerSchema,
  assistantModeSchema,
  endedConversationSchema,
  helpEntriesSchema,
  startedConversationSchema,
} from '@titletrust/shared/contracts/assistant';
import { apiRequest } from '../../lib/api';

export const ASSISTANT_QUERY_KEY = ['assistant'] as const;

export const assistantApi = {
  mode: () => apiRequest('/assistant', assistantModeSchema),
  ask: (question: string) =>
    apiRequest('/assistant/answers', assistantAnswerSchema, { json: { question } }),
  help: () => apiRequest('/assistant/help', helpEntriesSchema),
  startConversation: () =>
    apiRequest('/assistant/conversations', startedConversationSchema, { method: 'POST' }),
  /** Kept alive past the page's end, so closing the panel while navigating still ends the call. */
  endConversation: (id: string) =>
    apiRequest(`/assistant/conversations/${id}/end`, endedConversationSchema, {
      method: 'POST',
      keepalive: true,
    }),
};

/** The end request a leaving page can still send: a beacon outlives the page, a fetch may not. */
export function endConversationByBeacon(id: string): boolean {
  return navigator.sendBeacon?.(`/api/assistant/conversations/${id}/end`) ?? false;
}
