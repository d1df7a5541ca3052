import http from 'node:http';

/** One server-sent event as the stream wrote it; `data` still as text. */
export interface SseEvent {
  event: string;
  id?: string;
  data: string;
}

export interface SseSocket {
  /** Resolves once the first connection answered 200; rejects if it did not. */
  opened: Promise<void>;
  /** How often the stream was ended by the server (or broke) and was opened again. */
  readonly reconnects: number;
  close(): void;
}

/**
 * Listens to `GET url` as a browser's EventSource does: with the session cookie, and when the
 * server ends the stream or the connection breaks, again after the `retry:` delay it asked for,
 * sending the last `id:` it received as Last-Event-ID so the server sends the gap. Each event goes
 * to `onEvent` with the moment it was read. node:http rather than fetch: the bench holds hundreds
 * of streams, and undici's per-origin connection limit and WHATWG stream layers are in the way;
 * the caller passes an Agent whose maxSockets covers them all.
 */
export function openSseSocket(
  agent: http.Agent,
  url: string,
  cookie: string,
  onEvent: (event: SseEvent, at: number) => void,
): SseSocket {
  let closed = false;
  let first = true;
  let lastEventId: string | undefined;
  let retryMs = 2_000;
  let reconnects = 0;
  let current: http.ClientRequest | undefined;
  let opened!: { resolve: () => void; reject: (error: Error) => void };
  const openedPromise = new Promise<void>((resolve, reject) => (opened = { resolve, reject }));
  // A rejection nobody awaits yet (a stream refused while others open) must not crash the bench.
  openedPromise.catch(() => {});

  const parse = (block: string, at: number) => {
    const fields: Record<string, string> = {};
    for (const line of block.split('\n')) {
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      fields[line.slice(0, colon)] = line.slice(colon + 2);
    }
    if (fields.retry) retryMs = Number(fields.retry);
    if (fields.id) lastEventId = fields.id;
    if (fields.event) onEvent({ event: fields.event, id: fields.id, data: fields.data ?? '' }, at);
  };

  const connect = () => {
    let over = false;
    const lost = (error: Error) => {
      if (over || closed) return;
      over = true;
      if (first) return opened.reject(error);
      reconnects++;
      setTimeout(connect, retryMs).unref();
    };
    const headers: Record<string, string> = { cookie, accept: 'text/event-stream' };
    if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
    const request = http.get(url, { agent, headers });
    current = request;
    request.on('error', lost);
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        return lost(new Error(`the stream answered ${response.statusCode}`));
      }
      first = false;
      opened.resolve();
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          parse(buffer.slice(0, end), at);
          buffer = buffer.slice(end + 2);
        }
      });
      response.on('error', () => {});
      response.on('close', () => lost(new Error('the stream ended')));
    });
  };
  connect();

  return {
    opened: openedPromise,
    get reconnects() {
      return reconnects;
    },
    close() {
      closed = true;
      current?.destroy();
    },
  };
}
