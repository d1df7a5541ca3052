// The embedded test cluster's own process (started detached by test-postgres.ts): it runs the
// cluster so that no test run owns it, and stops it once no registered run is alive. A test run
// that ends first therefore leaves the cluster to the runs still using it.
import { startEmbeddedPostgres } from '../../src/db/embedded/embedded-postgres';
import { clearKeeper, liveRuns, withClusterLock, writeKeeper } from './test-cluster-registry';

const [stateDir, port] = process.argv.slice(2) as [string, string];
const CHECK_EVERY_MS = 1_000;

const cluster = await startEmbeddedPostgres({
  dataDir: stateDir,
  port: Number(port),
  // Our stdout is keeper.log beside the cluster.
  log: (message) => process.stdout.write(`${message}\n`),
});
// The run that started us holds the lock meanwhile; it reads this record once we say "ready".
await writeKeeper(stateDir, { pid: process.pid, adminUrl: cluster.adminUrl });
process.send?.('ready');
process.disconnect?.();

/** Stops the cluster if no run is left (or when told to), under the lock; then exits. */
async function stopIfIdle(force = false) {
  const stopped = await withClusterLock(stateDir, async () => {
    if (!force && (await liveRuns(stateDir)).length > 0) return false;
    await cluster.stop();
    await clearKeeper(stateDir);
    return true;
  });
  if (stopped) process.exit(0);
}

// Killed on purpose: still leave no PostgreSQL behind.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopIfIdle(true));
}

// Deciding and stopping under the lock: a run cannot attach in between and lose the cluster.
for (;;) {
  await new Promise((resolve) => setTimeout(resolve, CHECK_EVERY_MS));
  await stopIfIdle();
}
