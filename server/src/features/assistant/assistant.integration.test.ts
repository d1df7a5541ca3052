import { randomUUID } from 'node:crypto';
import {
  ASSISTANT_CHIPS,
  ASSISTANT_MESSAGES,
  CONTACT,
  assistantAnswerSchema,
  helpEntriesSchema,
  startedConversationSchema,
  unansweredQuestionsSchema,
} from '@titletrust/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assistantConversations, assistantUnansweredQuestions } from '../../db/schema';
import { startFakeTavus, type FakeTavus } from '../../../test/support/fake-tavus';
import { createPersona, randomIp, type Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { waitFor } from '../../../test/support/wait-for';
import { QUEUES } from '../../platform/jobs';
import { useTestDatabase } from '../../../test/support/test-database';
import { endOverdueConversations, OVERDUE_AFTER_SECONDS } from './end-overdue-conversations';

const database = useTestDatabase();

const ask = (app: TestApp, question: unknown, remoteAddress = randomIp()) =>
  app.inject({
    method: 'POST',
    url: '/api/assistant/answers',
    payload: { question },
    remoteAddress,
  });

describe('the text assistant (no video provider configured)', () => {
  let app: TestApp;
  let admin: Persona;
  let client: Persona;

  beforeAll(async () => {
    app = await buildTestApp(database());
    admin = await createPersona(app, database().db, 'admin');
    client = await createPersona(app, database().db, 'buyer');
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await database().db.delete(assistantUnansweredQuestions);
  });

  it('offers text, not video, and refuses to start a video conversation', async () => {
    const mode = await app.inject({ method: 'GET', url: '/api/assistant' });
    expect(mode.json()).toEqual({ video: false });

    const started = await app.inject({ method: 'POST', url: '/api/assistant/conversations' });
    expect(started.statusCode).toBe(404);
    expect(started.json().error.message).toBe(ASSISTANT_MESSAGES.videoNotConfigured);
  });

  it('answers each quick-question chip from the help entry it names and links', async () => {
    const expected = ['how-titletrust-works', 'prices-and-timelines', 'creating-an-account'];
    for (const [i, chip] of ASSISTANT_CHIPS.entries()) {
      const response = await ask(app, chip.question);
      expect(response.statusCode).toBe(200);
      const answer = assistantAnswerSchema.parse(response.json());
      expect(answer).toMatchObject({
        kind: 'answer',
        source: { slug: expected[i], href: `/help#${expected[i]}` },
      });
    }
  });

  it('understands Pidgin and typos', async () => {
    const pidgin = assistantAnswerSchema.parse((await ask(app, 'how I go take pay lawyer')).json());
    expect(pidgin).toMatchObject({
      kind: 'answer',
      source: { slug: 'paying-a-professional', title: 'Paying a lawyer or surveyor' },
    });
    const typo = assistantAnswerSchema.parse(
      (await ask(app, 'I wan verfy the land titel before I pay')).json(),
    );
    expect(typo).toMatchObject({ kind: 'answer', source: { slug: 'land-title-verification' } });
  });

  it('is not sure outside its help content, points to support, and keeps the question scrubbed', async () => {
    const question = 'Who won the match? Text me on 0803 123 4567 or ada@example.com';
    const answer = assistantAnswerSchema.parse((await ask(app, question)).json());
    expect(answer).toMatchObject({
      kind: 'not_sure',
      support: { email: CONTACT.email, phone: CONTACT.phone },
    });
    expect(answer.text).toContain(CONTACT.email);
    await ask(app, '  who won the MATCH? text me on 0809 999 0000 or obi@example.org ');

    const rows = await database().db.select().from(assistantUnansweredQuestions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      question: 'who won the match? text me on [phone] or [email]',
      timesAsked: 2,
    });
    expect(JSON.stringify(rows)).not.toMatch(/0803|ada@|obi@/);
  });

  it('lists unanswered questions for admins only', async () => {
    await ask(app, 'how do I cook egusi soup');
    const listed = await app.inject({
      method: 'GET',
      url: '/api/assistant/unanswered-questions',
      headers: { cookie: admin.cookie },
    });
    expect(listed.statusCode).toBe(200);
    const { items } = unansweredQuestionsSchema.parse(listed.json());
    expect(items.map((item) => item.question)).toEqual(['how do i cook egusi soup']);

    const asClient = await app.inject({
      method: 'GET',
      url: '/api/assistant/unanswered-questions',
      headers: { cookie: client.cookie },
    });
    expect(asClient.statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'GET',
      url: '/api/assistant/unanswered-questions',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an empty or overlong question with a clear message', async () => {
    const empty = await ask(app, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual([
      { path: 'question', message: ASSISTANT_MESSAGES.questionRequired },
    ]);
    const long = await ask(app, 'escrow '.repeat(100));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields[0].message).toBe(ASSISTANT_MESSAGES.questionTooLong);
  });

  it('limits questions per address with a 429 that says how long to wait', async () => {
    const address = randomIp();
    const allowed = await Promise.all(
      Array.from({ length: 40 }, () => ask(app, 'what is escrow', address)),
    );
    expect(allowed.map((response) => response.statusCode)).not.toContain(429);
    const refused = await ask(app, 'what is escrow', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^Too many questions\. Please wait \d+ minutes/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask(app, 'what is escrow')).statusCode).toBe(200);
  });

  it('leaves conversations alone in its job: without the provider’s keys it cannot end them', async () => {
    await database()
      .db.insert(assistantConversations)
      .values({ providerConversationId: 'c-left-by-another-instance', createdAt: new Date(0) });
    expect(await endOverdueConversations({ db: database().db, provider: null })).toBe(0);
    const [row] = await database().db.select().from(assistantConversations);
    expect(row).toMatchObject({ status: 'active', endedBy: null });
    await database().db.delete(assistantConversations);
  });

  it('serves the help entries for the help page, and no frame source but itself', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/assistant/help' });
    const { entries } = helpEntriesSchema.parse(response.json());
    expect(entries.length).toBeGreaterThanOrEqual(20);
    expect(entries.map((entry) => entry.slug)).toContain('land-title-search-report');
    expect(response.headers['content-security-policy']).toContain("frame-src 'self';");
  });
});

describe('the assistant answers as this installation is configured', () => {
  const signInAnswer = async (app: TestApp) => {
    const response = await ask(app, 'Can I sign in with Google?');
    expect(response.statusCode).toBe(200);
    return assistantAnswerSchema.parse(response.json());
  };
  const googleInConfig = async (app: TestApp) =>
    (await app.inject({ method: 'GET', url: '/api/config' })).json().googleSignIn.enabled;
  const helpMentionsGoogle = async (app: TestApp) => {
    const help = helpEntriesSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/assistant/help' })).json(),
    );
    return help.entries.some((entry) =>
      [entry.summary, ...entry.paragraphs].some((text) => /google/i.test(text)),
    );
  };

  it('never mentions Google sign-in where it is off, as GET /api/config says', async () => {
    const app = await buildTestApp(database());
    try {
      expect(await googleInConfig(app)).toBe(false);
      const answer = await signInAnswer(app);
      expect(answer.kind).toBe('answer');
      expect(answer.text).toMatch(/e-mail and password/);
      expect(answer.text).not.toMatch(/google/i);
      expect(await helpMentionsGoogle(app)).toBe(false);
    } finally {
      await app.close();
    }
  });

  it('offers Google sign-in where it is configured', async () => {
    const app = await buildTestApp(database(), {
      GOOGLE_CLIENT_ID: 'titletrust-test',
      GOOGLE_CLIENT_SECRET: 'test-secret',
    });
    try {
      expect(await googleInConfig(app)).toBe(true);
      expect((await signInAnswer(app)).text).toMatch(/with Google/);
      expect(await helpMentionsGoogle(app)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('answers what buyers worry about through the API, without "not sure"', async () => {
    const app = await buildTestApp(database());
    try {
      for (const [question, slug] of [
        ['What happens if the lawyer disappears with my money?', 'if-a-professional-disappears'],
        ['Wetin be C of O?', 'certificate-of-occupancy'],
        ['Can I pay in naira?', 'naira-and-bank-accounts'],
        ['How do I withdraw to my GTBank account?', 'naira-and-bank-accounts'],
        ['Is TitleTrust registered with CAC?', 'company-and-registration'],
        ['What cut does the platform take?', 'fees'],
        ['The report was poor, how do I complain and get my money back?', 'disputes'],
      ] as const) {
        const answer = assistantAnswerSchema.parse((await ask(app, question)).json());
        expect(answer.kind === 'answer' && answer.source.slug, question).toBe(slug);
      }
      const landSearch = assistantAnswerSchema.parse(
        (await ask(app, 'How much does a land search cost in Lagos?')).json(),
      );
      expect(landSearch.text).toMatch(/₦150,000 to ₦500,000/);
    } finally {
      await app.close();
    }
  });
});

describe('the video assistant (Tavus, against a local fake)', () => {
  let app: TestApp;
  let tavus: FakeTavus;

  beforeAll(async () => {
    tavus = await startFakeTavus();
    app = await buildTestApp(database(), tavus.env);
  });
  afterAll(async () => {
    await app.close();
    await tavus.close();
  });
  beforeEach(async () => {
    tavus.reset();
    await database().db.delete(assistantConversations);
  });

  const start = (remoteAddress = randomIp(), cookie?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/assistant/conversations',
      remoteAddress,
      headers: cookie ? { cookie } : {},
    });
  const end = (id: string) =>
    app.inject({ method: 'POST', url: `/api/assistant/conversations/${id}/end` });

  it('creates the conversation on the server with the help content as context, and lets the page frame its room', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/assistant' })).json()).toEqual({
      video: true,
    });
    const response = await start();
    expect(response.statusCode).toBe(201);
    const started = startedConversationSchema.parse(response.json());
    expect(started.maxCallDurationSeconds).toBe(300);

    const [created] = tavus.conversations.values();
    expect(started.conversationUrl).toBe(`${tavus.baseUrl}/rooms/${created!.id}`);
    const body = tavus.requests[0]!.body!;
    expect(body.properties).toEqual({
      max_call_duration: 300,
      participant_left_timeout: 30,
      enable_recording: false,
      language: 'english',
    });
    expect(body.conversational_context).toContain('Escrow: how your money is kept safe');
    expect(body.conversational_context).toContain(CONTACT.email);

    const [row] = await database()
      .db.select()
      .from(assistantConversations)
      .where(eq(assistantConversations.id, started.id));
    expect(row).toMatchObject({ providerConversationId: created!.id, status: 'active' });
    expect(response.headers['content-security-policy']).toContain(
      `frame-src 'self' https://tavus.daily.co ${tavus.baseUrl};`,
    );
  });

  it('ends it with the end call once, however many times the page asks', async () => {
    const { id } = startedConversationSchema.parse((await start()).json());
    expect((await end(id)).json()).toEqual({ status: 'ended' });
    expect((await end(id)).statusCode).toBe(200);

    expect(tavus.endCalls()).toHaveLength(1);
    expect([...tavus.conversations.values()][0]!.status).toBe('ended');
    const [row] = await database().db.select().from(assistantConversations);
    expect(row).toMatchObject({ status: 'ended', endedBy: 'visitor' });
    expect(row!.endedAt).toBeInstanceOf(Date);
    expect((await end(randomUUID())).statusCode).toBe(404);
  });

  it('says it is busy, word for word, without using up the caller’s conversations', async () => {
    tavus.setMaxConcurrent(0);
    const address = randomIp();
    for (let attempt = 0; attempt < 5; attempt++) {
      const busy = await start(address);
      expect(busy.statusCode).toBe(503);
      expect(busy.json().error.message).toBe(
        'AI assistant is currently busy. Please try again in a few minutes or contact support.',
      );
    }
    tavus.setMaxConcurrent(10);
    expect((await start(address)).statusCode).toBe(201);
  });

  it('fails to connect with the reason when the provider refuses otherwise', async () => {
    tavus.outOfCreditsNext(1);
    const refused = await start();
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.message).toBe(
      'Failed to connect: the video assistant is not available right now',
    );
    expect(await database().db.select().from(assistantConversations)).toEqual([]);
  });

  it('limits conversations per address, and per account across addresses, with a clear 429', async () => {
    const address = randomIp();
    for (let i = 0; i < 4; i++) expect((await start(address)).statusCode).toBe(201);
    const refused = await start(address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(
      /^Too many video conversations\. Please wait \d+ minutes and try again\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50 * 60);

    const person = await createPersona(app, database().db, 'buyer');
    for (let i = 0; i < 6; i++)
      expect((await start(randomIp(), person.cookie)).statusCode).toBe(201);
    const perAccount = await start(randomIp(), person.cookie);
    expect(perAccount.statusCode).toBe(429);
    expect(perAccount.json().error.message).toBe(
      'Too many video conversations. Please wait 24 hours and try again.',
    );
    expect(Number(perAccount.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
    expect(tavus.conversations.size).toBe(10);
  });

  it('ends, by the job, conversations older than their maximum plus the margin', async () => {
    const old = startedConversationSchema.parse((await start()).json());
    const recent = startedConversationSchema.parse((await start()).json());
    await database()
      .db.update(assistantConversations)
      .set({ createdAt: sql`now() - make_interval(secs => ${OVERDUE_AFTER_SECONDS + 5})` })
      .where(eq(assistantConversations.id, old.id));

    // Through the queue the app schedules every minute, run now rather than waited for.
    await app.services.jobs.send(QUEUES.endOverdueConversations.name, {});
    const rows = await waitFor(
      () => database().db.select().from(assistantConversations),
      (all) => all.some((row) => row.id === old.id && row.status === 'ended'),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(old.id)).toMatchObject({ status: 'ended', endedBy: 'job' });
    expect(byId.get(recent.id)).toMatchObject({ status: 'active', endedBy: null });
    const [oldRoom, recentRoom] = [...tavus.conversations.values()];
    expect([oldRoom!.status, recentRoom!.status]).toEqual(['ended', 'active']);
    expect(tavus.endCalls().every((call) => call.path.includes(oldRoom!.id))).toBe(true);
  });

  it('keeps a conversation active when the provider cannot end it, and the job ends it later', async () => {
    const { id } = startedConversationSchema.parse((await start()).json());
    const providerId = [...tavus.conversations.keys()][0]!;
    const closedApp = await buildTestApp(database(), {
      ...tavus.env,
      TAVUS_BASE_URL: 'http://127.0.0.1:9',
    });
    const failed = await closedApp.inject({
      method: 'POST',
      url: `/api/assistant/conversations/${id}/end`,
    });
    await closedApp.close();
    expect(failed.statusCode).toBe(503);
    const [row] = await database().db.select().from(assistantConversations);
    expect(row!.status).toBe('active');

    await database()
      .db.update(assistantConversations)
      .set({ createdAt: sql`now() - interval '1 hour'` });
    await endOverdueConversations({ db: database().db, provider: app.services.videoProvider });
    expect(tavus.conversations.get(providerId)!.status).toBe('ended');
  });
});
