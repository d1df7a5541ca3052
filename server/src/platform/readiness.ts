/**
 * Whether this instance is stopping. main.ts begins the shutdown on SIGTERM; from then on
 * /api/health/ready answers 503 while requests are still served, so a load balancer stops
 * sending new ones before the server stops listening (decision 064).
 */
export interface Readiness {
  readonly stopping: boolean;
  beginShutdown(): void;
}

export function createReadiness(): Readiness {
  let stopping = false;
  return {
    get stopping() {
      return stopping;
    },
    beginShutdown() {
      stopping = true;
    },
  };
}
