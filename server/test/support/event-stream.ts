/** One server-sent event as the stream wrote it. */
export interface StreamEvent {
  event: string;
  id?: string;
  data: unknown;
}

/**
 * Opens `GET url` as a browser's EventSource would (cookie, Last-Event-ID) and collects its
 * events, so a test can wait for one. `close()` ends it.
 */
export function openEventStream(url: string, cookie: string, lastEventId?: number) {
  const events: StreamEvent[] = [];
  const controller = new AbortController();
  let ended = false;
  const opened = fetch(url, {
    headers: {
      cookie,
      accept: 'text/event-stream',
      ...(lastEventId !== undefined ? { 'last-event-id': String(lastEventId) } : {}),
    },
    signal: controller.signal,
  }).then(async (response) => {
    if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => line && !line.startsWith(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
          ) as Record<string, string>;
          if (fields.event)
            events.push({
              event: fields.event,
              id: fields.id,
              data: JSON.parse(fields.data ?? 'null'),
            });
        }
      }
    } catch {
      // aborted by close()
    }
    ended = true;
  });
  return {
    events,
    get ended() {
      return ended;
    },
    opened,
    async next(match: (event: StreamEvent) => boolean, timeoutMs = 10_000): Promise<StreamEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(
            `no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => controller.abort(),
  };
}
