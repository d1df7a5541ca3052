import { Writable } from 'node:stream';
import { ASSISTANT_MESSAGES } from '@titletrust/shared';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_TAVUS, startFakeTavus, type FakeTavus } from '../../../../test/support/fake-tavus';
import { parseEnv } from '../../../config/env';
import { AppError } from '../../../platform/app-error';
import { createVideoProvider, videoCallFrameOrigins } from './create-video-provider';
import { createTavusClient, type TavusOptions } from './tavus-client';

let tavus: FakeTavus;
let logLines: string[];
const logger = pino(
  { level: 'trace' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  }),
);

const client = (overrides: Partial<TavusOptions> = {}) =>
  createTavusClient({
    apiKey: FAKE_TAVUS.apiKey,
    personaId: FAKE_TAVUS.personaId,
    baseUrl: tavus.baseUrl,
    timeoutMs: 1_000,
    logger,
    ...overrides,
  });

const input = {
  conversationName: 'Ask TitleTrust',
  customGreeting: 'Hello! How can I help?',
  conversationalContext: 'TitleTrust is a marketplace…',
};

async function failureOf(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => expect.fail('the call should have failed'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(logLines.join('')).not.toContain(FAKE_TAVUS.apiKey);
  return error as AppError;
}

beforeAll(async () => {
  tavus = await startFakeTavus();
});
afterAll(() => tavus.close());
beforeEach(() => {
  tavus.reset();
  logLines = [];
});

describe('Tavus conversations', () => {
  it("creates a conversation with the spec's payload and our key, and reads its room", async () => {
    const created = await client().createConversation(input);

    expect(created.conversationUrl).toBe(
      `${tavus.baseUrl}/rooms/${created.providerConversationId}`,
    );
    expect(tavus.requests).toEqual([
      {
        method: 'POST',
        path: '/v2/conversations',
        apiKey: FAKE_TAVUS.apiKey,
        body: {
          persona_id: FAKE_TAVUS.personaId,
          conversation_name: 'Ask TitleTrust',
          custom_greeting: 'Hello! How can I help?',
          conversational_context: 'TitleTrust is a marketplace…',
          properties: {
            max_call_duration: 300,
            participant_left_timeout: 30,
            enable_recording: false,
            language: 'english',
          },
        },
      },
    ]);
  });

  it('ends a conversation with the end call (never DELETE), and an unknown one counts as ended', async () => {
    const { providerConversationId } = await client().createConversation(input);
    await client().endConversation(providerConversationId);

    expect(tavus.conversations.get(providerConversationId)?.status).toBe('ended');
    expect(tavus.endCalls().map((r) => r.path)).toEqual([
      `/v2/conversations/${providerConversationId}/end`,
    ]);
    await expect(client().endConversation('cunknown')).resolves.toBeUndefined();
    expect(tavus.requests.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it('says the assistant is busy, word for word, when every concurrent slot is in use', async () => {
    tavus.setMaxConcurrent(1);
    await client().createConversation(input);

    const error = await failureOf(client().createConversation(input));
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.message).toBe(
      'AI assistant is currently busy. Please try again in a few minutes or contact support.',
    );
  });

  it('fails to connect when the account is out of credits (402), logging what to fix', async () => {
    tavus.outOfCreditsNext(1);
    const error = await failureOf(client().createConversation(input));

    expect(error.message).toBe('Failed to connect: the video assistant is not available right now');
    const logged = JSON.parse(logLines[0]!) as Record<string, unknown>;
    expect(logged).toMatchObject({ level: 50, videoProvider: 'tavus', status: 402 });
    expect(String(logged.msg)).toContain('out of conversation credits');
  });

  it('fails to connect with a wrong key, naming the variables in the log only', async () => {
    const error = await failureOf(client({ apiKey: 'wrong-key' }).createConversation(input));

    expect(error.message).toBe(
      ASSISTANT_MESSAGES.failedToConnect('the video assistant is not available right now'),
    );
    expect(logLines.join('')).toContain('TAVUS_API_KEY');
    expect(logLines.join('')).not.toContain('wrong-key');
  });

  it('gives up on a creation Tavus never answers after its timeout', async () => {
    tavus.hangNext(1);
    const started = Date.now();
    const error = await failureOf(client({ timeoutMs: 300 }).createConversation(input));

    expect(error.message).toBe('Failed to connect: the video service did not answer in time');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(logLines.join('')).toContain('no answer within 300 ms');
  });

  it('fails to connect when Tavus errs or cannot be reached', async () => {
    tavus.failNext(1);
    expect((await failureOf(client().createConversation(input))).message).toBe(
      'Failed to connect: the video service answered 500',
    );

    const closed = await startFakeTavus();
    await closed.close();
    expect(
      (await failureOf(client({ baseUrl: closed.baseUrl }).createConversation(input))).message,
    ).toBe('Failed to connect: the video service could not be reached');
  });
});

describe('createVideoProvider', () => {
  it('is off (null, text assistant) without both variables, and Tavus with them', async () => {
    expect(createVideoProvider(parseEnv({}))).toBeNull();
    expect(videoCallFrameOrigins(parseEnv({}))).toEqual([]);

    const provider = createVideoProvider(parseEnv(tavus.env));
    expect(provider).not.toBeNull();
    const created = await provider!.createConversation(input);
    expect(created.conversationUrl.startsWith(tavus.baseUrl)).toBe(true);
  });

  it('frames Tavus rooms, and a stand-in API’s own origin', () => {
    const keys = { TAVUS_API_KEY: 'k', TAVUS_PERSONA_ID: 'p' };
    expect(videoCallFrameOrigins(parseEnv(keys))).toEqual(['https://tavus.daily.co']);
    expect(videoCallFrameOrigins(parseEnv(tavus.env))).toEqual([
      'https://tavus.daily.co',
      tavus.baseUrl,
    ]);
  });

  it('refuses one Tavus variable without the other', () => {
    expect(() => parseEnv({ TAVUS_API_KEY: 'k' })).toThrow(
      /TAVUS_PERSONA_ID: TAVUS_API_KEY and TAVUS_PERSONA_ID go together/,
    );
    expect(() => parseEnv({ TAVUS_PERSONA_ID: 'p' })).toThrow(/TAVUS_API_KEY: TAVUS_API_KEY and/);
  });
});
