import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_TAVUS = {
  apiKey: 'fake-tavus-api-key',
  personaId: 'pfake0001',
};

export interface FakeTavusRequest {
  method: string;
  path: string;
  apiKey?: string;
  body?: Record<string, unknown>;
}

export interface FakeTavusConversation {
  id: string;
  name: unknown;
  status: 'active' | 'ended';
  createdAt: Date;
  endedAt?: Date;
}

/**
 * A local stand-in for Tavus's conversation API: POST /v2/conversations (x-api-key checked like
 * Tavus's 401; persona_id must be the fake's) answers conversation_id, conversation_url (a room
 * this server serves at /rooms/{id}, a plain page an iframe can load) and status "active"; POST
 * /v2/conversations/{id}/end ends it (400 "Invalid conversation_id" for an unknown one). Like
 * Tavus, it refuses a new conversation with 400 "User has reached maximum concurrent
 * conversations" while `maxConcurrent` are active. Tests can make the next creations answer 402
 * (out of credits), fail (500) or hang; every request is recorded, DELETEs included.
 */
export async function startFakeTavus() {
  const requests: FakeTavusRequest[] = [];
  const conversations = new Map<string, FakeTavusConversation>();
  const settings = { maxConcurrent: 10, outOfCredits: 0, fail: 0, hang: 0, delayMs: 0, delayed: 0 };
  let baseUrl = '';

  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString();
    if (!text) return undefined;
    try {
      return JSON.parse(text) as Record<string, unknown>;
    } catch {
      return { unparsed: text };
    }
  };

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const active = () => [...conversations.values()].filter((c) => c.status === 'active');

  function create(res: ServerResponse, body: Record<string, unknown> | undefined) {
    if (settings.fail > 0) {
      settings.fail -= 1;
      return json(res, 500, { message: 'Internal server error' });
    }
    if (settings.outOfCredits > 0) {
      settings.outOfCredits -= 1;
      return json(res, 402, { message: 'Insufficient credits. Please top up your account.' });
    }
    if (body?.persona_id !== FAKE_TAVUS.personaId)
      return json(res, 400, { message: 'Invalid persona_id' });
    if (active().length >= settings.maxConcurrent)
      return json(res, 400, { message: 'User has reached maximum concurrent conversations' });
    const id = `c${randomBytes(6).toString('hex')}`;
    const conversation: FakeTavusConversation = {
      id,
      name: body.conversation_name,
      status: 'active',
      createdAt: new Date(),
    };
    conversations.set(id, conversation);
    return json(res, 200, {
      conversation_id: id,
      conversation_name: body.conversation_name,
      conversation_url: `${baseUrl}/rooms/${id}`,
      status: 'active',
      callback_url: null,
      created_at: conversation.createdAt.toISOString(),
    });
  }

  function end(res: ServerResponse, id: string) {
    const conversation = conversations.get(id);
    if (!conversation) return json(res, 400, { error: 'Invalid conversation_id' });
    if (conversation.status === 'active') {
      conversation.status = 'ended';
      conversation.endedAt = new Date();
    }
    res.writeHead(200);
    res.end();
  }

  function room(res: ServerResponse, id: string) {
    const conversation = conversations.get(id);
    res.writeHead(conversation ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><title>Fake Tavus room</title><p>Fake Tavus room ${id}: ${conversation?.status ?? 'unknown'}</p>`,
    );
  }

  const server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const method = req.method ?? 'GET';
      if (method === 'GET' && path.startsWith('/rooms/')) return room(res, path.slice(7));
      const body = await readBody(req);
      const apiKey = req.headers['x-api-key'];
      requests.push({
        method,
        path,
        apiKey: typeof apiKey === 'string' ? apiKey : undefined,
        body,
      });
      if (apiKey !== FAKE_TAVUS.apiKey) return json(res, 401, { message: 'Invalid access token' });
      if (method === 'POST' && path === '/v2/conversations') {
        if (settings.hang > 0) {
          settings.hang -= 1;
          return;
        }
        if (settings.delayed > 0) {
          settings.delayed -= 1;
          await new Promise((resolve) => setTimeout(resolve, settings.delayMs));
        }
        return create(res, body);
      }
      const ending = /^\/v2\/conversations\/([^/]+)\/end$/.exec(path);
      if (method === 'POST' && ending) return end(res, decodeURIComponent(ending[1]!));
      return json(res, 404, { message: `No fake for ${method} ${path}` });
    })();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    /** TAVUS_BASE_URL for the app under test. */
    baseUrl,
    /** The env an app needs to use this fake. */
    env: {
      TAVUS_API_KEY: FAKE_TAVUS.apiKey,
      TAVUS_PERSONA_ID: FAKE_TAVUS.personaId,
      TAVUS_BASE_URL: baseUrl,
    },
    requests,
    conversations,
    /** The requests that ended a conversation, in order. */
    endCalls: () => requests.filter((r) => r.method === 'POST' && r.path.endsWith('/end')),
    /** How many conversations may be active at once before creation answers "busy". */
    setMaxConcurrent: (count: number) => (settings.maxConcurrent = count),
    /** The next `count` creations answer 402, out of credits; 0 clears. */
    outOfCreditsNext: (count: number) => (settings.outOfCredits = count),
    /** The next `count` creations answer 500; 0 clears. */
    failNext: (count: number) => (settings.fail = count),
    /** The next `count` creations never answer; 0 clears. */
    hangNext: (count: number) => (settings.hang = count),
    /** The next `count` creations answer after `ms` (a real provider takes a few seconds). */
    delayNext: (count: number, ms: number) =>
      Object.assign(settings, { delayed: count, delayMs: ms }),
    reset: () => {
      requests.length = 0;
      conversations.clear();
      Object.assign(settings, {
        maxConcurrent: 10,
        outOfCredits: 0,
        fail: 0,
        hang: 0,
        delayMs: 0,
        delayed: 0,
      });
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeTavus = Awaited<ReturnType<typeof startFakeTavus>>;
