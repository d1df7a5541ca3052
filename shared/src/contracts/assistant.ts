import { z } from 'zod';

/**
 * "Ask TitleTrust" (spec §1, §2, §4, §7–§9): a video conversation with an AI persona when the
 * installation has a provider key, otherwise (and whenever video fails) a text assistant that
 * answers from the platform's own help content.
 */
export const ASSISTANT_LIMITS = {
  questionMax: 500,
  /** Spec §9: the provider ends a call after 300 s; a person leaving ends it after 30 s. */
  maxCallDurationSeconds: 300,
  participantLeftTimeoutSeconds: 30,
  /** Our job ends anything older than the maximum plus this, as the provider bills from creation. */
  overdueMarginSeconds: 60,
} as const;

/** Spec §8, word for word. */
export const ASSISTANT_MESSAGES = {
  busy: 'AI assistant is currently busy. Please try again in a few minutes or contact support.',
  failedToConnect: (message: string) => `Failed to connect: ${message}`,
  questionRequired: 'Type a question for the assistant',
  questionTooLong: `Keep your question under ${ASSISTANT_LIMITS.questionMax} characters`,
  conversationNotFound: 'This conversation does not exist or has already been removed.',
  videoNotConfigured: 'The video assistant is not available here. Type your question instead.',
} as const;

/** Spec §9's quick-question chips: what each says, and the question it asks. */
export const ASSISTANT_CHIPS = [
  { label: 'How the platform works', question: 'How does TitleTrust work?' },
  { label: 'Legal service pricing', question: 'How much do legal services cost?' },
  { label: 'Create account help', question: 'How do I create an account?' },
] as const;

export const ASSISTANT_STATES = ['idle', 'connecting', 'active', 'ended'] as const;
export type AssistantState = (typeof ASSISTANT_STATES)[number];

/** `GET /api/assistant`: which mode this installation offers. */
export const assistantModeSchema = z.object({ video: z.boolean() });
export type AssistantMode = z.infer<typeof assistantModeSchema>;

export const askQuestionSchema = z.object({
  question: z
    .string({ error: ASSISTANT_MESSAGES.questionRequired })
    .trim()
    .min(1, ASSISTANT_MESSAGES.questionRequired)
    .max(ASSISTANT_LIMITS.questionMax, ASSISTANT_MESSAGES.questionTooLong),
});
export type AskQuestionRequest = z.input<typeof askQuestionSchema>;

const helpSourceSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** The help page's address of the entry, e.g. /help#escrow-and-auto-release. */
  href: z.string(),
});
export type HelpSource = z.infer<typeof helpSourceSchema>;

/** `POST /api/assistant/answers`: an answer with its source, or "not sure" and where to ask. */
export const assistantAnswerSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('answer'),
    text: z.string(),
    source: helpSourceSchema,
    /** Other entries that also matched, for "see also". */
    related: z.array(helpSourceSchema),
  }),
  z.object({
    kind: z.literal('not_sure'),
    text: z.string(),
    support: z.object({ email: z.string(), phone: z.string(), phoneHref: z.string() }),
  }),
]);
export type AssistantAnswer = z.infer<typeof assistantAnswerSchema>;

/** `POST /api/assistant/conversations`: the call the browser joins in an embedded frame. */
export const startedConversationSchema = z.object({
  /** Our id for the conversation: the browser ends it with this (also by beacon). */
  id: z.string().uuid(),
  conversationUrl: z.string().url(),
  maxCallDurationSeconds: z.number().int().positive(),
});
export type StartedConversation = z.infer<typeof startedConversationSchema>;

export const endedConversationSchema = z.object({ status: z.literal('ended') });

/** `GET /api/assistant/help`: every help entry, for the /help page. */
export const helpEntrySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  paragraphs: z.array(z.string()),
});
export type HelpEntry = z.infer<typeof helpEntrySchema>;
export const helpEntriesSchema = z.object({ entries: z.array(helpEntrySchema) });

/** `GET /api/assistant/unanswered-questions` (admins): what the help content does not cover yet. */
export const unansweredQuestionSchema = z.object({
  id: z.string().uuid(),
  question: z.string(),
  timesAsked: z.number().int().positive(),
  firstAskedAt: z.string().datetime(),
  lastAskedAt: z.string().datetime(),
});
export type UnansweredQuestion = z.infer<typeof unansweredQuestionSchema>;
export const unansweredQuestionsSchema = z.object({ items: z.array(unansweredQuestionSchema) });

/** The help page's path for an entry. */
export const helpEntryHref = (slug: string) => `/help#${slug}`;
