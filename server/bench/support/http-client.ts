import http from 'node:http';

export interface Answer {
  status: number;
  body: string;
}

export interface HttpClient {
  /** One request; resolves with the status and body (never rejects on a status, only on I/O). */
  send(
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<Answer>;
  /** Closes the kept-alive sockets. */
  close(): void;
}

/**
 * A plain node:http client with kept-alive sockets, for the timed requests. The bench shares the
 * machine's cores with the server and PostgreSQL, so its client should cost as little as it can:
 * node:http does less per request than fetch (undici's WHATWG layers), and every socket is kept
 * open so no timed request pays for a TCP handshake. `sockets` bounds the open sockets: the open
 * loop passes Infinity (a late server then meets more connections, as it would in production), the
 * closed loop its number of clients.
 */
export function httpClient(base: string, sockets: number): HttpClient {
  const { hostname, port } = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  return {
    send: (method, path, headers, body) =>
      new Promise<Answer>((resolve, reject) => {
        const request = http.request(
          {
            host: hostname,
            port,
            method,
            path,
            agent,
            // A POST says its body's length (0 without one): without it node would send it
            // chunked, and the server refuses a body on a route that declares none.
            headers:
              method === 'POST'
                ? { ...headers, 'content-length': String(Buffer.byteLength(body ?? '')) }
                : headers,
          },
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
        request.end(body);
      }),
    close: () => agent.destroy(),
  };
}
