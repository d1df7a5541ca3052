/**
 * A request from a slow client: its headers and the first half of its body go now, the rest
 * when the test calls finish(). Until then the server holds it in flight, waiting for the body.
 */
export function slowRequest(
  url: string,
  init: { method: string; headers: Record<string, string>; body: string },
): { response: Promise<Response>; finish(): void } {
  const bytes = new TextEncoder().encode(init.body);
  const half = Math.floor(bytes.length / 2);
  let finish = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes.slice(0, half));
      finish = () => {
        controller.enqueue(bytes.slice(half));
        controller.close();
      };
    },
  });
  // A streamed body is sent chunked as it comes ('half' duplex: the answer waits for all of it).
  const response = fetch(url, { method: init.method, headers: init.headers, body, duplex: 'half' });
  return { response, finish: () => finish() };
}
