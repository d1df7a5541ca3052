import type { FastifyInstance } from 'fastify';

/** The part of fastify.inject()'s options the test helpers use. */
interface InjectOptions {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
  /** The client's address: sent as X-Forwarded-For (start the server with TRUST_PROXY=true). */
  remoteAddress?: string;
}

/** The part of fastify.inject()'s response the test helpers read. */
export interface RemoteResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  cookies: { name: string; value: string }[];
  json<T = unknown>(): T;
}

async function send(base: string, options: InjectOptions): Promise<RemoteResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.remoteAddress) headers['x-forwarded-for'] = options.remoteAddress;
  // A Buffer is a body made by the caller (multipart, with its own content-type): sent as it is.
  const raw = Buffer.isBuffer(options.payload);
  if (options.payload !== undefined && !raw) headers['content-type'] = 'application/json';
  const response = await fetch(new URL(options.url, base), {
    method: options.method,
    headers,
    body:
      options.payload === undefined
        ? undefined
        : raw
          ? (options.payload as Buffer)
          : JSON.stringify(options.payload),
  });
  const body = await response.text();
  return {
    statusCode: response.status,
    headers: Object.fromEntries(response.headers),
    body,
    cookies: response.headers.getSetCookie().map((cookie) => {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1) };
    }),
    json: <T>() => JSON.parse(body) as T,
  };
}

/**
 * A server running in another process, seen through the same `inject()` the in-process test app
 * offers, so the scenario helpers (createPersona, contractBetween, moneyCall, …) drive it over
 * real HTTP unchanged. Only inject() exists: the cast is to the helpers' parameter type.
 */
export function remoteApp(base: string): FastifyInstance {
  const remote = { inject: (options: InjectOptions) => send(base, options) };
  return remote as unknown as FastifyInstance;
}
