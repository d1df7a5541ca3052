import {
  messagePageSchema,
  sentMessageResponseSchema,
  threadListSchema,
  threadResponseSchema,
  type Message,
  type OpenThreadRequest,
  type SendMessageRequest,
  type Thread,
  type ThreadSummary,
} from '@titletrust/shared';
import { z } from 'zod';
import { apiRequest } from '../../lib/api';

export type MessagePage = z.infer<typeof messagePageSchema>;

export async function fetchThreads(q: string): Promise<ThreadSummary[]> {
  const query = q.trim() ? `?q=${encodeURIComponent(q.trim())}` : '';
  return (await apiRequest(`/threads${query}`, threadListSchema)).items;
}

export async function fetchThread(threadId: string): Promise<Thread> {
  return (await apiRequest(`/threads/${threadId}`, threadResponseSchema)).thread;
}

/** The newest page without `before`; older ones by the oldest seq already shown. */
export function fetchMessagePage(threadId: string, before?: number): Promise<MessagePage> {
  const query = before ? `?before=${before}` : '';
  return apiRequest(`/threads/${threadId}/messages${query}`, messagePageSchema);
}

/** Finds the gig's conversation, or starts it. */
export async function openThread(request: OpenThreadRequest): Promise<Thread> {
  return (await apiRequest('/threads', threadResponseSchema, { json: request })).thread;
}

/** Sending the same id again answers with the message already stored: a retry never doubles. */
export async function sendMessage(threadId: string, request: SendMessageRequest): Promise<Message> {
  return (
    await apiRequest(`/threads/${threadId}/messages`, sentMessageResponseSchema, { json: request })
  ).message;
}

export async function markThreadRead(threadId: string, seq: number): Promise<void> {
  await apiRequest(`/threads/${threadId}/read`, z.unknown(), { json: { seq } });
}
