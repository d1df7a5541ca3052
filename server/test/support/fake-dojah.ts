import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_DOJAH = {
  appId: 'fake-dojah-app',
  secretKey: 'test_sk_fake_dojah_secret',
  /** Dojah's sandbox NIN; the fake knows it from the start, matching with 99.9. */
  sandboxNin: '70123456789',
};

export interface FakeNinRecord {
  firstName: string;
  lastName: string;
  /** The confidence_value (0–100) this NIN's selfie check answers with. */
  confidence: number;
}

export interface FakeDojahRequest {
  path: string;
  appId?: string;
  authorization?: string;
  nin?: unknown;
  firstName?: unknown;
  lastName?: unknown;
  /** Decoded selfie_image, when it was valid base64 without a data: prefix. */
  selfie?: Buffer;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * A local stand-in for Dojah's "NIN lookup with selfie image verification"
 * (POST /api/v1/kyc/nin/verify): checks the AppId and Authorization headers (the key itself, no
 * Bearer) like Dojah's 401, refuses a malformed NIN or a selfie that is not plain base64 with a
 * 400, answers 404 for a NIN it has no record of, and otherwise Dojah's entity with
 * selfie_verification { confidence_value, match } from the record's configured confidence. Tests
 * can make the next calls fail (500) or hang (the caller's timeout must fire).
 */
export async function startFakeDojah() {
  const records = new Map<string, FakeNinRecord>([
    [FAKE_DOJAH.sandboxNin, { firstName: 'John', lastName: 'Doe', confidence: 99.9 }],
  ]);
  const requests: FakeDojahRequest[] = [];
  const faults = { fail: 0, hang: 0 };

  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      return JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>;
    } catch {
      return undefined;
    }
  };

  function answer(request: FakeDojahRequest, body: Record<string, unknown> | undefined) {
    if (request.appId !== FAKE_DOJAH.appId || request.authorization !== FAKE_DOJAH.secretKey)
      return { status: 401, body: { error: 'Unauthorized: invalid AppId or secret key' } };
    if (request.path !== '/api/v1/kyc/nin/verify')
      return { status: 404, body: { error: `No fake for ${request.path}` } };
    if (!body) return { status: 400, body: { error: 'Invalid JSON body' } };
    if (typeof request.nin !== 'string' || !/^\d{11}$/.test(request.nin))
      return { status: 400, body: { error: 'Invalid NIN' } };
    if (!request.selfie?.length)
      return { status: 400, body: { error: 'selfie_image must be base64 without a data: prefix' } };
    const record = records.get(request.nin);
    if (!record) return { status: 404, body: { error: 'NIN not found' } };
    return {
      status: 200,
      body: {
        entity: {
          first_name: record.firstName,
          last_name: record.lastName,
          middle_name: '',
          gender: 'M',
          image: '/9j/4AAQSkZJRgABAQAAAQABAAD',
          phone_number: '08012345678',
          date_of_birth: '1990-01-01',
          nin: request.nin,
          selfie_verification: {
            confidence_value: record.confidence,
            match: record.confidence >= 90,
          },
        },
      },
    };
  }

  const server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const body = await readBody(req);
      const selfie = body?.selfie_image;
      const request: FakeDojahRequest = {
        path,
        appId: header(req, 'appid'),
        authorization: header(req, 'authorization'),
        nin: body?.nin,
        firstName: body?.first_name,
        lastName: body?.last_name,
        selfie:
          typeof selfie === 'string' && BASE64.test(selfie)
            ? Buffer.from(selfie, 'base64')
            : undefined,
      };
      requests.push(request);
      if (faults.hang > 0) {
        faults.hang -= 1;
        return;
      }
      if (faults.fail > 0) {
        faults.fail -= 1;
        res.writeHead(500, { 'content-type': 'application/json' });
        // Echoes the NIN, as upstream errors may: the adapter must keep it out of its logs.
        const error = `NIMC lookup failed for NIN ${String(request.nin)}`;
        return res.end(JSON.stringify({ error }));
      }
      const result = answer(request, body);
      res.writeHead(result.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(result.body));
    })();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    /** DOJAH_BASE_URL for the app under test. */
    baseUrl: `http://127.0.0.1:${port}`,
    /** The env an app needs to use this fake. */
    env: {
      DOJAH_APP_ID: FAKE_DOJAH.appId,
      DOJAH_SECRET_KEY: FAKE_DOJAH.secretKey,
      DOJAH_BASE_URL: `http://127.0.0.1:${port}`,
    },
    requests,
    /** Adds (or replaces) the record of a NIN and the confidence its selfie checks answer with. */
    setRecord: (nin: string, record: FakeNinRecord) => records.set(nin, record),
    /** The next `count` requests answer 500; 0 clears. */
    failNext: (count: number) => (faults.fail = count),
    /** The next `count` requests never answer; 0 clears. */
    hangNext: (count: number) => (faults.hang = count),
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export type FakeDojah = Awaited<ReturnType<typeof startFakeDojah>>;
