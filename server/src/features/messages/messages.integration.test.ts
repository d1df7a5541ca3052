import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { MESSAGE_MESSAGES, type Message, type Thread } from '@titletrust/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, emailMessages, notifications } from '../../db/schema';
import { createDeals, moves } from '../../../test/support/money-moves';
import { openEventStream } from '../../../test/support/event-stream';
import { createVerifiedSeller, postGigAs } from '../../../test/support/marketplace';
import { multipart } from '../../../test/support/multipart';
import { createPersona, type Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { waitFor } from '../../../test/support/wait-for';
import { notify } from '../notifications';
import { emailUnreadMessages } from './email-unread-messages';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer <<>>\n%%EOF');

describe('messages between a client and a professional', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let client: Persona;
  let professional: Persona;
  let otherProfessional: Persona;
  let otherClient: Persona;
  let admin: Persona;
  let gigId: string;
  let thread: Thread;

  beforeAll(async () => {
    app = await buildTestApp(database(), { DEMO_MODE: 'true' });
    const { db } = database();
    [client, otherClient, admin] = await Promise.all([
      createPersona(app, db, 'buyer'),
      createPersona(app, db, 'buyer'),
      createPersona(app, db, 'admin'),
    ]);
    [professional, otherProfessional] = await Promise.all([
      createVerifiedSeller(app, db),
      createVerifiedSeller(app, db),
    ]);
    gigId = (await postGigAs(app, client)).id;
  });
  afterAll(() => app.close());

  const as = (who: Persona | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: who ? { cookie: who.cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const send = (
    who: Persona,
    body: string,
    id: string = randomUUID(),
    attachmentIds: string[] = [],
  ) => as(who, 'POST', `/api/threads/${thread.id}/messages`, { id, body, attachmentIds });
  const unread = async (who: Persona) =>
    (await as(who, 'GET', '/api/messages/unread-count')).json<{ count: number }>().count;

  it('lets a professional open a thread by asking on an open gig, once per gig', async () => {
    const opened = await as(professional, 'POST', '/api/threads', { gigId });
    expect(opened.statusCode).toBe(200);
    thread = opened.json<{ thread: Thread }>().thread;
    expect(thread).toMatchObject({
      gig: { id: gigId },
      client: { id: client.id },
      professional: { id: professional.id },
      contract: null,
      readOnly: false,
    });
    const again = await as(professional, 'POST', '/api/threads', { gigId });
    expect(again.json().thread.id).toBe(thread.id);
    const theirOwn = await as(otherProfessional, 'POST', '/api/threads', { gigId });
    expect(theirOwn.json().thread.id).not.toBe(thread.id);
  });

  it('lets a client open a thread only with someone who bid on or holds their gig', async () => {
    const stranger = await as(client, 'POST', '/api/threads', {
      gigId,
      professionalId: randomUUID(),
    });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error.message).toBe(MESSAGE_MESSAGES.notABidder);
    const notTheirGig = await as(otherClient, 'POST', '/api/threads', {
      gigId,
      professionalId: professional.id,
    });
    expect(notTheirGig.statusCode).toBe(403);
  });

  it('shows a thread only to its two parties', async () => {
    expect((await as(null, 'GET', `/api/threads/${thread.id}`)).statusCode).toBe(401);
    for (const outsider of [otherClient, otherProfessional, admin]) {
      const read = await as(outsider, 'GET', `/api/threads/${thread.id}/messages`);
      expect(read.statusCode, outsider.role).toBe(403);
      const write = await as(outsider, 'POST', `/api/threads/${thread.id}/messages`, {
        id: randomUUID(),
        body: 'let me in',
      });
      expect(write.statusCode, outsider.role).toBe(403);
    }
    expect((await as(client, 'GET', `/api/threads/${thread.id}`)).statusCode).toBe(200);
  });

  it('sends once however often a send is retried with its id', async () => {
    const id = randomUUID();
    const first = await send(professional, 'Is the C of O registered at Alausa?', id);
    expect(first.statusCode).toBe(201);
    const retried = await send(professional, 'Is the C of O registered at Alausa?', id);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().message.seq).toBe(first.json().message.seq);
    const changed = await send(professional, 'Something else', id);
    expect(changed.statusCode).toBe(409);
    const page = (await as(client, 'GET', `/api/threads/${thread.id}/messages`)).json<{
      items: Message[];
    }>();
    expect(page.items.map((message) => message.id)).toEqual([id]);
  });

  it('refuses an empty or over-long message with its message', async () => {
    const empty = await send(client, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(MESSAGE_MESSAGES.bodyRequired);
    expect((await send(client, 'x'.repeat(5001))).statusCode).toBe(400);
  });

  it('counts unread messages, tells the reader once per stretch, and shows the read receipt', async () => {
    expect(await unread(client)).toBe(1);
    await send(professional, 'Also: is there a survey plan?');
    expect(await unread(client)).toBe(2);
    const notices = await database()
      .db.select()
      .from(notifications)
      .where(and(eq(notifications.userId, client.id), eq(notifications.type, 'new_message')));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.href).toBe(`/buyer-messages?thread=${thread.id}`);

    const list = (await as(client, 'GET', '/api/threads')).json<{
      items: Array<{ id: string; unreadCount: number }>;
    }>();
    expect(list.items.find((item) => item.id === thread.id)?.unreadCount).toBe(2);
    const page = (await as(client, 'GET', `/api/threads/${thread.id}/messages`)).json<{
      items: Message[];
    }>();
    const last = page.items.at(-1)!.seq;
    expect(
      (await as(client, 'POST', `/api/threads/${thread.id}/read`, { seq: last })).statusCode,
    ).toBe(204);
    expect(await unread(client)).toBe(0);
    const seenBy = (await as(professional, 'GET', `/api/threads/${thread.id}`)).json<{
      thread: Thread;
    }>();
    expect(seenBy.thread.otherLastReadSeq).toBe(last);
    // An older tab's late "read" never unreads anything.
    await as(client, 'POST', `/api/threads/${thread.id}/read`, { seq: 1 });
    expect(await unread(client)).toBe(0);
  });

  it('attaches files the sender uploaded, and only theirs', async () => {
    const { payload, headers } = multipart('survey-plan.pdf', PDF);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/message-files',
      headers: { ...headers, cookie: client.cookie },
      payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const fileId = uploaded.json().attachment.id as string;
    const stolen = await send(professional, 'mine now', randomUUID(), [fileId]);
    expect(stolen.statusCode).toBe(400);
    const sent = await send(client, 'Here is the survey plan.', randomUUID(), [fileId]);
    expect(sent.statusCode).toBe(201);
    const [attachment] = sent.json().message.attachments;
    expect(attachment).toMatchObject({
      fileName: 'survey-plan.pdf',
      contentType: 'application/pdf',
    });
    expect((await app.inject({ method: 'GET', url: attachment.url })).statusCode).toBe(200);
  });

  it('e-mails one unread stretch once, 15 minutes after it began', async () => {
    const { db } = database();
    await send(client, 'Please confirm by Friday.');
    expect(await emailUnreadMessages(db, app.services.jobs, 'http://localhost:3000')).toBe(0);
    await db.execute(
      sql`UPDATE messages SET created_at = now() - interval '16 minutes' WHERE thread_id = ${thread.id}`,
    );
    expect(await emailUnreadMessages(db, app.services.jobs, 'http://localhost:3000')).toBe(1);
    expect(await emailUnreadMessages(db, app.services.jobs, 'http://localhost:3000')).toBe(0);
    const mails = await db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.toAddress, professional.email));
    const about = mails.filter((mail) => mail.subject.includes('unread message'));
    expect(about).toHaveLength(1);
    expect(about[0]!.textBody).toContain(`/seller-messages?thread=${thread.id}`);
  });

  it('lets an admin find and read the thread only while its contract is disputed', async () => {
    const find = () =>
      as(admin, 'POST', '/api/threads', { gigId, professionalId: professional.id });
    expect((await find()).statusCode).toBe(403);
    const other = await as(admin, 'POST', '/api/threads', {
      gigId,
      professionalId: randomUUID(),
    });
    expect(other.statusCode).toBe(404);

    const [deal] = await createDeals(app, database().db, [
      { buyer: client, seller: professional, amountMinor: 40_000_000n },
    ]);
    await moves.faucet(app, client, 100_000_000n);
    expect((await moves.fund(app, deal!)).statusCode).toBe(200);
    const [contract] = await database()
      .db.select({ gigId: contracts.gigId })
      .from(contracts)
      .where(eq(contracts.id, deal!.id));
    const opened = await as(professional, 'POST', '/api/threads', { gigId: contract!.gigId });
    const disputedThread = opened.json<{ thread: Thread }>().thread;
    await as(professional, 'POST', `/api/threads/${disputedThread.id}/messages`, {
      id: randomUUID(),
      body: 'I delivered the search on time.',
    });
    const findIt = () =>
      as(admin, 'POST', '/api/threads', {
        gigId: contract!.gigId,
        professionalId: professional.id,
      });
    expect((await findIt()).statusCode).toBe(403);
    expect((await moves.dispute(app, deal!)).statusCode).toBe(200);
    const read = await findIt();
    expect(read.statusCode).toBe(200);
    expect(read.json<{ thread: Thread }>().thread).toMatchObject({ readOnly: true });
    const page = await as(admin, 'GET', `/api/threads/${disputedThread.id}/messages`);
    expect(page.json().items).toHaveLength(1);
    const write = await as(admin, 'POST', `/api/threads/${disputedThread.id}/messages`, {
      id: randomUUID(),
      body: 'admin here',
    });
    expect(write.json().error.message).toBe(MESSAGE_MESSAGES.adminReadOnly);
    const seenByParty = await as(client, 'GET', `/api/threads/${disputedThread.id}`);
    expect(seenByParty.json<{ thread: Thread }>().thread.adminReadAt).not.toBeNull();
  });

  describe('live, across two server instances', () => {
    let a: TestApp;
    let b: TestApp;
    let urlB: string;

    beforeAll(async () => {
      a = app;
      b = await buildTestApp(database());
      await b.listen({ port: 0, host: '127.0.0.1' });
      urlB = `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`;
    });
    afterAll(() => b.close());

    it('delivers a message sent through A to a stream on B, then the gap after B loses LISTEN', async () => {
      const stream = openEventStream(`${urlB}/api/messages/stream`, client.cookie);
      await stream.next((event) => event.event === 'unread');

      const live = randomUUID();
      await a.inject({
        method: 'POST',
        url: `/api/threads/${thread.id}/messages`,
        headers: { cookie: professional.cookie },
        payload: { id: live, body: 'Sent through A' },
      });
      await stream.next((event) => (event.data as Message).id === live);

      const { rows: ended } = await database().db.execute<{ ended: boolean }>(
        sql`SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
            WHERE datname = current_database() AND query LIKE 'LISTEN titletrust_messages%'`,
      );
      // Both instances' listening connections: A's and B's.
      expect(ended.filter((row) => row.ended).length).toBeGreaterThanOrEqual(2);
      const duringGap = randomUUID();
      await a.inject({
        method: 'POST',
        url: `/api/threads/${thread.id}/messages`,
        headers: { cookie: professional.cookie },
        payload: { id: duringGap, body: 'Sent while B was not listening' },
      });
      await stream.next((event) => (event.data as Message).id === duringGap, 15_000);
      const ids = stream.events.map((event) => (event.data as Message).id).filter(Boolean);
      expect(ids.filter((id) => id === live)).toHaveLength(1);
      stream.close();
    });

    it("tells a stream on B when its viewer's notices commit on A, and only then", async () => {
      const stream = openEventStream(`${urlB}/api/messages/stream`, client.cookie);
      await stream.next((event) => event.event === 'unread');
      const notice = (userId: string, title: string) => ({
        userId,
        type: 'bid_received',
        title,
        body: 'A notice from the live-stream test.',
      });
      await database()
        .db.transaction(async (tx) => {
          await notify(tx, [notice(client.id, 'Rolled back')]);
          tx.rollback();
        })
        .catch(() => {});
      await notify(database().db, [notice(professional.id, "The professional's")]);
      await notify(database().db, [notice(client.id, 'Committed')]);
      // NOTIFYs arrive in commit order, and the stream writes in order: once this message is
      // through, every notice before it is too.
      const sentinel = randomUUID();
      await send(professional, 'After the notices', sentinel);
      await stream.next((event) => (event.data as Message | null)?.id === sentinel);
      expect(stream.events.filter((event) => event.event === 'notice')).toHaveLength(1);
      stream.close();
    });

    it('answers HEAD on the stream at once, without opening one', async () => {
      const head = await fetch(`${urlB}/api/messages/stream`, {
        method: 'HEAD',
        headers: { cookie: client.cookie },
        signal: AbortSignal.timeout(5_000),
      });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-type')).toContain('text/event-stream');
    });

    it('gives a reconnecting browser what it missed after its Last-Event-ID', async () => {
      const page = (await as(client, 'GET', `/api/threads/${thread.id}/messages`)).json<{
        items: Message[];
      }>();
      const lastSeen = page.items.at(-1)!.seq;
      const missed = randomUUID();
      await send(professional, 'You were offline for this one', missed);
      const stream = openEventStream(`${urlB}/api/messages/stream`, client.cookie, lastSeen);
      const event = await stream.next((candidate) => candidate.event === 'message');
      expect(event).toMatchObject({ id: expect.any(String) as string, data: { id: missed } });
      const count = await stream.next((candidate) => candidate.event === 'unread');
      expect((count.data as { count: number }).count).toBeGreaterThan(0);
      stream.close();
      await waitFor(
        async () => b.services.messageHub.size(),
        (size) => size === 0,
      );
    });
  });
});
