import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fail, type FakeAnswer } from './answers';
import { checkoutPageAnswer } from './checkout-page';
import {
  answerProblems,
  decodeSegment,
  findOperation,
  requestProblems,
  type PaystackOperation,
} from './openapi';
import type { FakeTransactions } from './transactions';

export interface ReceivedRequest {
  method: string;
  /** The path with its query string. */
  path: string;
  query: Record<string, string>;
  /** JSON or form fields as parsed; the raw text if it was neither; undefined if empty. */
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

export interface SpecViolation {
  method: string;
  path: string;
  problems: string[];
}

/** One API operation the fake carries out: its body, path parameters and query, and the key used. */
export type Handler = (request: {
  body: unknown;
  params: Record<string, string>;
  query: Record<string, string>;
  secretKey: string;
}) => FakeAnswer;

/** Which requests an injected fault hits: the next `count`, all or those under a path prefix. */
interface Fault {
  count: number;
  path?: string;
}
export type FaultKind = 'fail' | 'hang' | 'loseAnswer';

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return { body: undefined, parsed: true };
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded')
    return { body: Object.fromEntries(new URLSearchParams(text)), parsed: true };
  try {
    return { body: JSON.parse(text) as unknown, parsed: true };
  } catch {
    return { body: text, parsed: false };
  }
}

function write(res: ServerResponse, answer: FakeAnswer) {
  if (answer.location) {
    res.writeHead(answer.status, { location: answer.location });
    return res.end();
  }
  if (answer.html !== undefined) {
    res.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8' });
    return res.end(answer.html);
  }
  res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
}

/** `Bearer sk_test_…`: the fake takes any test secret key and remembers which one was used. */
const secretKeyOf = (authorization: string | undefined) =>
  /^Bearer (sk_test_\S+)$/.exec(authorization ?? '')?.[1];

/**
 * The fake's HTTP server on 127.0.0.1: every request is recorded; injected faults come first
 * (an answer 503, a request never answered, or one carried out whose answer is lost); API
 * requests are checked against Paystack's description (problems go to `specViolations`, and the
 * fake's own answers are checked too, into `answerViolations`), then need a test secret key,
 * then are carried out by the handler for their operation. `/checkout/…` is the payer's page.
 */
export async function startServer(options: {
  port: number;
  handlers: Record<string, Handler>;
  transactions: FakeTransactions;
  onKey: (secretKey: string) => void;
}) {
  const requests: ReceivedRequest[] = [];
  const specViolations: SpecViolation[] = [];
  const answerViolations: SpecViolation[] = [];
  const faults: Record<FaultKind, Fault[]> = { fail: [], hang: [], loseAnswer: [] };
  const takeFault = (kind: FaultKind, path: string) => {
    const fault = faults[kind].find((f) => f.count > 0 && (!f.path || path.startsWith(f.path)));
    if (fault) fault.count -= 1;
    return !!fault;
  };

  function apiAnswer(
    operation: PaystackOperation | undefined,
    request: ReceivedRequest,
    url: URL,
  ): FakeAnswer {
    const secretKey = secretKeyOf(request.headers.authorization as string | undefined);
    if (!secretKey) return fail(401, 'Invalid key');
    options.onKey(secretKey);
    if (!operation) return fail(404, `No route ${request.method} ${url.pathname}`);
    const handler = options.handlers[`${operation.method} ${operation.template}`];
    if (!handler)
      return fail(
        501,
        `The fake Paystack does not carry out ${operation.method} ${operation.template}`,
        {
          type: 'api_error',
        },
      );
    return handler({
      body: request.body,
      params: operation.params,
      query: request.query,
      secretKey,
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    const { body, parsed } = await readBody(req);
    const request: ReceivedRequest = {
      method,
      path: `${url.pathname}${url.search}`,
      query: Object.fromEntries(url.searchParams),
      body,
      headers: { ...req.headers },
    };
    requests.push(request);
    if (takeFault('hang', url.pathname)) return; // never answered: the caller's timeout fires
    if (takeFault('fail', url.pathname))
      return write(res, fail(503, 'Service temporarily unavailable', { type: 'api_error' }));

    const checkout = /^\/checkout\/([^/]+)$/.exec(url.pathname);
    let answer: FakeAnswer;
    if (checkout) {
      answer = checkoutPageAnswer(
        options.transactions,
        method,
        decodeSegment(checkout[1]!),
        (body ?? {}) as Record<string, unknown>,
      );
    } else {
      const operation = findOperation(method, url.pathname);
      const problems = !parsed
        ? ['body is not valid JSON']
        : operation
          ? requestProblems(operation, {
              query: request.query,
              contentType: req.headers['content-type'],
              body,
            })
          : [`no operation ${method} ${url.pathname} in Paystack's description`];
      if (problems.length > 0) specViolations.push({ method, path: request.path, problems });
      answer = parsed ? apiAnswer(operation, request, url) : fail(400, 'Invalid JSON body');
      if (operation) {
        const wrong = answerProblems(operation, answer.status, answer.body);
        if (wrong.length > 0)
          answerViolations.push({ method, path: request.path, problems: wrong });
      }
    }
    // Carried out, but the answer never arrives: the caller must find out without sending again.
    if (answer.loseAnswer || takeFault('loseAnswer', url.pathname)) return req.socket.destroy();
    write(res, answer);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('fake Paystack: a request failed', error);
      if (!res.headersSent)
        write(res, fail(500, 'The fake Paystack failed', { type: 'api_error' }));
    });
  });
  server.listen(options.port, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  const fault = (kind: FaultKind) => (count: number, path?: string) => {
    faults[kind] = count > 0 ? [...faults[kind], { count, path }] : [];
  };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    specViolations,
    answerViolations,
    failNext: fault('fail'),
    hangNext: fault('hang'),
    loseAnswerNext: fault('loseAnswer'),
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
