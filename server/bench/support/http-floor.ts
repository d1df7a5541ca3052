import { machineBusyMs, processCpuMs } from './cpu-time';

export interface FloorFigures {
  requests: number;
  elapsed: number;
  /** Busy CPU time of the whole machine during the load, ms. */
  machineCpuMs: number;
  /** CPU time of the server's process alone during the load, ms. */
  serverCpuMs: number;
}

/**
 * `clients` callers repeating one request for `seconds`, through the same client as the money
 * load: what any request costs this machine before it does any work of its own. Throws on the
 * first answer that is not 200, so the floor is never measured on errors.
 */
export async function runRequestLoad(
  load: { clients: number; seconds: number; serverPid: number | undefined },
  send: (client: number) => Promise<{ statusCode: number; body: string }>,
): Promise<FloorFigures> {
  const { clients, seconds, serverPid } = load;
  const serverBefore = await processCpuMs(serverPid);
  const started = performance.now();
  const busyBefore = machineBusyMs();
  const deadline = started + seconds * 1000;
  const counts = await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      let sent = 0;
      while (performance.now() < deadline) {
        const response = await send(client);
        if (response.statusCode !== 200)
          throw new Error(`${response.statusCode} ${response.body.slice(0, 200)}`);
        sent++;
      }
      return sent;
    }),
  );
  return {
    requests: counts.reduce((sum, count) => sum + count, 0),
    elapsed: (performance.now() - started) / 1000,
    machineCpuMs: machineBusyMs() - busyBefore,
    serverCpuMs: (await processCpuMs(serverPid)) - serverBefore,
  };
}
