import type { ChildProcess } from 'node:child_process';
import { SLOW_MS } from './report';

/**
 * Asks /api/health every couple of seconds while the fuzz runs, through fetch's own connections
 * (so a queue of fuzz requests does not hold it up), and watches the process: a server that
 * exits or stops answering within the hang limit ends the run at once, since nothing after it
 * would mean anything.
 */
export interface HealthWatch {
  stop(): void;
}

const EVERY_MS = 2_000;

export async function checkHealth(base: string): Promise<string | undefined> {
  const started = Date.now();
  try {
    const response = await fetch(new URL('/api/health', base), {
      signal: AbortSignal.timeout(SLOW_MS),
    });
    await response.arrayBuffer();
    if (!response.ok) return `/api/health answered ${response.status}`;
    return undefined;
  } catch (error) {
    return `/api/health gave no answer in ${Date.now() - started} ms (${(error as Error).message})`;
  }
}

export function watchHealth(
  base: string,
  child: ChildProcess,
  onDown: (detail: string) => void,
): HealthWatch {
  let stopped = false;
  const onExit = (code: number | null, signal: string | null) => {
    if (!stopped) onDown(`the server process exited (${code ?? signal})`);
    stopped = true;
  };
  child.once('exit', onExit);
  // One check at a time: the next is asked for only after the last one answered.
  const tick = async () => {
    const problem = await checkHealth(base);
    if (stopped) return;
    if (problem) {
      stopped = true;
      onDown(problem);
      return;
    }
    timer = setTimeout(() => void tick(), EVERY_MS);
  };
  let timer = setTimeout(() => void tick(), EVERY_MS);
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      child.off('exit', onExit);
    },
  };
}
