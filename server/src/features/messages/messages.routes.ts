import multipart from '@fastify/multipart';
import {
  attachmentResponseSchema,
  GIG_LIMITS,
  markReadSchema,
  messagePageQuerySchema,
  messagePageSchema,
  openThreadSchema,
  sendMessageSchema,
  sentMessageResponseSchema,
  threadListQuerySchema,
  threadListSchema,
  threadResponseSchema,
  unreadCountSchema,
} from '@titletrust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import type { RouteDeps } from '../../http/route-deps';
import type { MessageHub } from './message-hub';
import { viewerOf } from '../../http/access-control';
import { readUploadedFile } from '../../http/read-upload';
import { uploadAttachment } from '../files';
import { countUnread } from './count-unread';
import { getThread } from './get-thread';
import { listMessages } from './list-messages';
import { listThreads } from './list-threads';
import { markRead } from './mark-read';
import { openThread } from './open-thread';
import { sendMessage } from './send-message';
import { streamMessages } from './stream-messages';

const tags = ['messages'];
const signedIn = { access: 'signed-in' } as const;
const threadParams = z.object({ id: z.string().uuid() });

/** Conversations per gig and professional, and their live stream (PRODUCT.md "Messages"). */
export const messagesRoutes: FastifyPluginAsyncZod<RouteDeps<{ messageHub: MessageHub }>> = async (
  app,
  { db, services },
) => {
  await app.register(multipart, {
    limits: { fileSize: GIG_LIMITS.attachmentBytesMax, files: 1, fields: 0 },
  });
  const { fileLinks, messageHub, storage } = services;
  const deps = { db, fileLinks };
  // Open streams never end by themselves: a closing server ends them first, or it would wait.
  const streams = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });

  app.get(
    '/threads',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Your conversations, latest activity first',
        querystring: threadListQuerySchema,
        response: { 200: threadListSchema },
      },
    },
    async (request) => ({ items: await listThreads(db, viewerOf(request), request.query) }),
  );

  app.post(
    '/threads',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Open (or find) the conversation of a gig and a professional',
        body: openThreadSchema,
        response: { 200: threadResponseSchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const threadId = await openThread(db, viewer, request.body);
      return { thread: await getThread(db, viewer, threadId) };
    },
  );

  app.get(
    '/threads/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'One conversation',
        params: threadParams,
        response: { 200: threadResponseSchema },
      },
    },
    async (request) => ({ thread: await getThread(db, viewerOf(request), request.params.id) }),
  );

  app.get(
    '/threads/:id/messages',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'A page of messages, oldest first (?before=seq for older)',
        params: threadParams,
        querystring: messagePageQuerySchema,
        response: { 200: messagePageSchema },
      },
    },
    async (request) =>
      listMessages(deps, viewerOf(request), request.params.id, request.query.before),
  );

  app.post(
    '/threads/:id/messages',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Send a message; the id you choose makes a retry safe',
        params: threadParams,
        body: sendMessageSchema,
        response: { 200: sentMessageResponseSchema, 201: sentMessageResponseSchema },
      },
    },
    async (request, reply) => {
      const { message, created } = await sendMessage(
        deps,
        viewerOf(request),
        request.params.id,
        request.body,
      );
      return reply.status(created ? 201 : 200).send({ message });
    },
  );

  app.post(
    '/threads/:id/read',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Mark the conversation read up to a message',
        params: threadParams,
        body: markReadSchema,
      },
    },
    async (request, reply) => {
      await markRead(db, viewerOf(request), request.params.id, request.body.seq);
      return reply.status(204).send();
    },
  );

  app.get(
    '/messages/unread-count',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Unread messages over all your conversations',
        response: { 200: unreadCountSchema },
      },
    },
    async (request) => ({ count: await countUnread(db, viewerOf(request).id) }),
  );

  app.post(
    '/message-files',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Upload a file to attach to a message (PDF, JPEG or PNG, ≤ 10 MB)',
        response: { 201: attachmentResponseSchema },
      },
    },
    async (request, reply) => {
      const file = await readUploadedFile(request);
      const attachment = await uploadAttachment(
        { db, storage, fileLinks },
        viewerOf(request).id,
        file,
        'message',
      );
      return reply.status(201).send({ attachment });
    },
  );

  app.get(
    '/messages/stream',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Live messages, read receipts, unread count and new notices (server-sent events)',
        querystring: z.object({ after: z.coerce.number().int().nonnegative().optional() }),
      },
    },
    (request, reply) => {
      const header = request.headers['last-event-id'];
      const fromHeader =
        typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : undefined;
      // HEAD asks whether the stream is there; it is, and it ends at once (no body).
      if (request.method === 'HEAD')
        return reply.header('content-type', 'text/event-stream; charset=utf-8').send();
      reply.hijack();
      streams.add(reply.raw);
      reply.raw.on('close', () => streams.delete(reply.raw));
      streamMessages(
        { db, fileLinks, hub: messageHub },
        viewerOf(request),
        reply.raw,
        fromHeader ?? request.query.after,
      );
    },
  );
};
