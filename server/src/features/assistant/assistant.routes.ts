import {
  apiErrorSchema,
  askQuestionSchema,
  assistantAnswerSchema,
  assistantModeSchema,
  endedConversationSchema,
  helpEntriesSchema,
  startedConversationSchema,
  unansweredQuestionsSchema,
} from '@titletrust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../http/route-deps';
import type { VideoProvider } from './tavus/video-provider';
import { perIpRateLimit } from '../../http/per-ip-rate-limit';
import { answerQuestion } from './answer-question';
import { endConversation } from './end-conversation';
import { loadHelpLibrary } from './help-library';
import { listUnansweredQuestions } from './list-unanswered-questions';
import { startConversation } from './start-conversation';

const tags = ['assistant'];
const QUESTIONS_PER_IP = { limit: 40, windowSeconds: 10 * 60 };
const ENDS_PER_IP = { limit: 60, windowSeconds: 10 * 60 };
const conversationParams = z.object({ id: z.string().uuid() });

/** "Ask TitleTrust" (spec §1, §2, §4, §7–§9): text answers from the help content, or video. */
export const assistantRoutes: FastifyPluginAsyncZod<
  RouteDeps<{ videoProvider: VideoProvider | null }>
> = async (app, deps) => {
  const { db, env, services } = deps;
  const provider = services.videoProvider;
  const library = loadHelpLibrary({
    platformFeeBps: env.PLATFORM_FEE_BPS,
    // The rule GET /api/config reports (accounts' isGoogleConfigured: both set, which the env
    // schema requires together); the assistant calls no other feature, so it reads env itself.
    googleSignIn: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
  });

  app.get(
    '/assistant',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Whether the assistant offers video here (else it answers in text)',
        response: { 200: assistantModeSchema },
      },
    },
    async () => ({ video: provider !== null }),
  );

  app.post(
    '/assistant/answers',
    {
      config: { access: 'public' },
      onRequest: perIpRateLimit(db, 'assistant-answers', QUESTIONS_PER_IP, 'questions'),
      schema: {
        tags,
        summary: 'Answer a question from the help content, or say "not sure" (nothing leaves us)',
        body: askQuestionSchema,
        response: { 200: assistantAnswerSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => answerQuestion({ db, library }, request.body.question),
  );

  app.get(
    '/assistant/help',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Every help entry, for the help page',
        response: { 200: helpEntriesSchema },
      },
    },
    async () => ({ entries: library.entries }),
  );

  app.post(
    '/assistant/conversations',
    {
      config: { access: 'public', readsViewer: true },
      schema: {
        tags,
        summary: 'Start a video conversation (created by the server with the provider)',
        response: {
          201: startedConversationSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const started = await startConversation(
        {
          db,
          provider,
          logger: request.log,
          conversationalContext: library.conversationalContext,
        },
        { ip: request.ip, userId: request.viewer?.id },
      );
      return reply.status(201).send(started);
    },
  );

  app.post(
    '/assistant/conversations/:id/end',
    {
      config: { access: 'public' },
      onRequest: perIpRateLimit(db, 'assistant-end', ENDS_PER_IP, 'requests to end a conversation'),
      schema: {
        tags,
        summary: 'End a video conversation (also sent as a beacon when the page is left)',
        params: conversationParams,
        response: { 200: endedConversationSchema, 404: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request) => {
      await endConversation({ db, provider }, request.params.id, 'visitor');
      return { status: 'ended' as const };
    },
  );

  app.get(
    '/assistant/unanswered-questions',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Questions the text assistant could not answer, without personal data (admins)',
        response: { 200: unansweredQuestionsSchema },
      },
    },
    async () => ({ items: await listUnansweredQuestions(db) }),
  );
};
