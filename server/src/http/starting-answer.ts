import { createServer } from 'node:http';
import type { ApiErrorBody, ReadinessResponse } from '@titletrust/shared';

const STARTING: ApiErrorBody = {
  error: {
    code: 'SERVICE_UNAVAILABLE',
    message: 'TitleTrust is starting. Please try again in a moment.',
  },
};

/**
 * Until the app is built (database opened, migrations applied, services started), a bare server
 * on the app's port answers every request 503: /api/health/ready with "starting", so a load
 * balancer waits for this instance, and anything else with the API's error shape. main.ts closes
 * it just before the app listens on the same port (decision 064).
 */
export async function answerWhileStarting(
  host: string,
  port: number,
): Promise<{ close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const ready = request.url?.split('?')[0] === '/api/health/ready';
    const body: ReadinessResponse | ApiErrorBody = ready ? { status: 'starting' } : STARTING;
    response.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': '5',
      'x-content-type-options': 'nosniff',
      connection: 'close',
    });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
