import { ASSISTANT_LIMITS, ASSISTANT_MESSAGES } from '@titletrust/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../platform/app-error';
import type { CreatedConversation, NewConversation, VideoProvider } from './video-provider';

export interface TavusOptions {
  apiKey: string;
  personaId: string;
  /** https://tavusapi.com, or a local fake in tests. */
  baseUrl: string;
  timeoutMs?: number;
  logger?: FastifyBaseLogger | false;
}

const DEFAULT_TIMEOUT_MS = 15_000;
/** Tavus's words when every concurrent slot of the account is in use (HTTP 400). */
const BUSY = /maximum concurrent conversations/i;

/** The parts of Tavus's answers we read; errors carry `message` or `error`. */
interface TavusAnswer {
  conversation_id?: unknown;
  conversation_url?: unknown;
  message?: unknown;
  error?: unknown;
}

const isTimeout = (error: unknown) => error instanceof Error && error.name === 'TimeoutError';

const failed = (message: string) =>
  new AppError('SERVICE_UNAVAILABLE', ASSISTANT_MESSAGES.failedToConnect(message));

/**
 * Tavus's Conversational Video Interface (docs.tavus.io, API reference → Conversations):
 * POST {baseUrl}/v2/conversations with the x-api-key header creates a conversation and answers
 * conversation_id and conversation_url (a Daily room the browser joins); POST
 * /v2/conversations/{id}/end ends it and keeps its record (DELETE would erase it, PRODUCT.md).
 * Failures become the spec's words (§8): the busy sentence when Tavus says the account's
 * concurrent conversations are all in use, otherwise "Failed to connect: …" with a reason fit for
 * a visitor; what our account should fix (key, credits) goes to the log.
 */
export function createTavusClient(options: TavusOptions): VideoProvider {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const log = options.logger || undefined;

  async function call(
    path: string,
    body?: unknown,
  ): Promise<{ status: number; answer?: TavusAnswer }> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'x-api-key': options.apiKey,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = isTimeout(error) ? `no answer within ${timeoutMs} ms` : 'unreachable';
      log?.warn({ videoProvider: 'tavus', path, cause: String(error) }, `Tavus ${reason}`);
      throw failed(
        isTimeout(error)
          ? 'the video service did not answer in time'
          : 'the video service could not be reached',
      );
    }
    // The end call answers with an empty body; an error page may not be JSON.
    const text = await response.text().catch((error: unknown) => {
      if (isTimeout(error)) throw failed('the video service did not answer in time');
      return '';
    });
    let answer: TavusAnswer | undefined;
    try {
      answer = text ? (JSON.parse(text) as TavusAnswer) : undefined;
    } catch {
      answer = undefined;
    }
    return { status: response.status, answer };
  }

  const providerMessage = (answer?: TavusAnswer) => {
    const message = answer?.message ?? answer?.error;
    return typeof message === 'string' ? message.slice(0, 200) : undefined;
  };

  async function createConversation(input: NewConversation): Promise<CreatedConversation> {
    const { status, answer } = await call('/v2/conversations', {
      persona_id: options.personaId,
      conversation_name: input.conversationName,
      custom_greeting: input.customGreeting,
      conversational_context: input.conversationalContext,
      properties: {
        max_call_duration: ASSISTANT_LIMITS.maxCallDurationSeconds,
        participant_left_timeout: ASSISTANT_LIMITS.participantLeftTimeoutSeconds,
        enable_recording: false,
        // Tavus takes the language's full name (spec §9: English).
        language: 'english',
      },
    });
    const message = providerMessage(answer);
    if (message && BUSY.test(message)) {
      log?.info({ videoProvider: 'tavus', status }, 'Tavus has no free conversation slot');
      throw new AppError('SERVICE_UNAVAILABLE', ASSISTANT_MESSAGES.busy);
    }
    if ([401, 402, 403].includes(status)) {
      log?.error(
        { videoProvider: 'tavus', status, providerError: message },
        status === 402
          ? 'Tavus refused: the account is out of conversation credits'
          : 'Tavus refused our account: check TAVUS_API_KEY and TAVUS_PERSONA_ID',
      );
      throw failed('the video assistant is not available right now');
    }
    if (status === 429) throw failed('the video service is receiving too many requests');
    if (status < 200 || status >= 300) {
      log?.warn({ videoProvider: 'tavus', status, providerError: message }, 'Tavus refused');
      throw failed(`the video service answered ${status}`);
    }
    const id = answer?.conversation_id;
    const url = answer?.conversation_url;
    if (typeof id !== 'string' || !id || typeof url !== 'string' || !URL.canParse(url)) {
      log?.warn({ videoProvider: 'tavus', status }, 'Tavus answered without a conversation');
      throw failed('the video service gave an incomplete answer');
    }
    return { providerConversationId: id, conversationUrl: url };
  }

  async function endConversation(providerConversationId: string): Promise<void> {
    const { status, answer } = await call(
      `/v2/conversations/${encodeURIComponent(providerConversationId)}/end`,
    );
    if (status >= 200 && status < 300) return;
    // Tavus answers 400 "Invalid conversation_id" for one it does not know, and 404 is as final:
    // nothing is left running to end.
    if (status === 400 || status === 404) {
      log?.info(
        { videoProvider: 'tavus', status, providerError: providerMessage(answer) },
        'Tavus no longer knows the conversation it was asked to end',
      );
      return;
    }
    log?.warn(
      { videoProvider: 'tavus', status, providerError: providerMessage(answer) },
      'Tavus did not end the conversation',
    );
    throw failed(`the video service answered ${status}`);
  }

  return { createConversation, endConversation };
}
