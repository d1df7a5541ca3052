import http from 'node:http';
import type { Answer } from './http-client';

export interface JsonClient {
  /** POST `body` as JSON to `base + path`; resolves with the status and body (rejects on I/O only). */
  post(base: string, path: string, cookie: string, body: unknown): Promise<Answer>;
  /** GET `base + path`, anonymously. */
  get(base: string, path: string): Promise<Answer>;
  close(): void;
}

/**
 * A plain node:http client with kept-alive sockets for the timed JSON POSTs: it costs the shared
 * cores less than fetch, and no timed request pays for a TCP handshake once its socket is open.
 */
export function jsonClient(): JsonClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const send = (
    base: string,
    path: string,
    method: string,
    headers: http.OutgoingHttpHeaders,
    payload?: string,
  ) =>
    new Promise<Answer>((resolve, reject) => {
      const { hostname, port } = new URL(base);
      const request = http.request(
        { host: hostname, port, method, path, agent, headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  return {
    post: (base, path, cookie, body) => {
      const payload = JSON.stringify(body);
      return send(
        base,
        path,
        'POST',
        {
          cookie,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
        payload,
      );
    },
    get: (base, path) => send(base, path, 'GET', {}),
    close: () => agent.destroy(),
  };
}
