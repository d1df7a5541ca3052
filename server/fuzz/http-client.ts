import http, { type IncomingHttpHeaders } from 'node:http';

/**
 * Sends requests byte for byte as built (node:http, not fetch: fetch would fix up or refuse the
 * odd content types, raw bodies and invalid UTF-8 the fuzzer means to send) and times each one
 * from the first byte out to the last byte in.
 */
export interface RawRequest {
  method: string;
  /** Path and query, already percent-encoded as they go on the wire. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer | undefined;
}

export type Outcome =
  | { kind: 'answer'; ms: number; status: number; headers: IncomingHttpHeaders; body: Buffer }
  | { kind: 'timeout'; ms: number }
  /** The connection failed or closed before an answer (e.g. cut off mid-upload after a 413). */
  | { kind: 'no-answer'; ms: number; message: string };

/** What is kept of an answer's body: enough for any JSON answer, not a whole CSV export. */
const KEPT_BYTES = 2_000_000;

export interface HttpClient {
  /** `fresh`: on a new connection, closed after it (no keep-alive socket to race with). */
  send(request: RawRequest, timeoutMs: number, fresh?: boolean): Promise<Outcome>;
  close(): void;
}

export function createClient(base: string, sockets: number): HttpClient {
  const { hostname, port } = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const send = (request: RawRequest, timeoutMs: number, fresh = false) =>
    new Promise<Outcome>((resolve) => {
      const started = performance.now();
      const elapsed = () => Math.round(performance.now() - started);
      let settled = false;
      let timer: NodeJS.Timeout | undefined = undefined;
      const settle = (outcome: Outcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(outcome);
      };
      let outgoing: http.ClientRequest;
      try {
        outgoing = http.request({
          agent: fresh ? false : agent,
          hostname,
          port,
          method: request.method,
          path: request.path,
          headers: {
            ...request.headers,
            ...(fresh ? { connection: 'close' } : {}),
            ...(request.body ? { 'content-length': String(request.body.length) } : {}),
          },
        });
      } catch (error) {
        // Node refused to put it on the wire (an invalid header or path): no request was made.
        settle({ kind: 'no-answer', ms: 0, message: `not sendable: ${(error as Error).message}` });
        return;
      }
      timer = setTimeout(() => {
        settle({ kind: 'timeout', ms: elapsed() });
        outgoing.destroy();
      }, timeoutMs);
      outgoing.on('error', (error) =>
        settle({ kind: 'no-answer', ms: elapsed(), message: error.message }),
      );
      outgoing.on('response', (response) => {
        // An event stream is endless by design: its answer is its status and headers.
        if (String(response.headers['content-type']).startsWith('text/event-stream')) {
          settle({
            kind: 'answer',
            ms: elapsed(),
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.alloc(0),
          });
          outgoing.destroy();
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < KEPT_BYTES) chunks.push(chunk);
          size += chunk.length;
        });
        response.on('error', (error) =>
          settle({ kind: 'no-answer', ms: elapsed(), message: error.message }),
        );
        response.on('end', () =>
          settle({
            kind: 'answer',
            ms: elapsed(),
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      outgoing.end(request.body);
    });
  return { send, close: () => agent.destroy() };
}

/** The Cookie header replaying the cookies an answer set (expired ones dropped). */
export function cookiesSet(headers: IncomingHttpHeaders, jar = new Map<string, string>()) {
  for (const line of headers['set-cookie'] ?? []) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1)];
    if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') jar.delete(name);
    else jar.set(name, value);
  }
  return jar;
}

export const cookieHeader = (jar: Map<string, string>) =>
  [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** The answer as JSON, or undefined when it is not JSON. */
export function jsonOf(outcome: Outcome): unknown {
  if (outcome.kind !== 'answer') return undefined;
  if (!String(outcome.headers['content-type'] ?? '').includes('json')) return undefined;
  try {
    return JSON.parse(outcome.body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}
