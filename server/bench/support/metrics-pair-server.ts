// Run by `npm run bench:api` as a child process: the app twice in one Node process, on one
// database and one set of services, built as main.ts builds it, without metrics on the first port
// of PAIR_PORTS and with them (METRICS_TOKEN) on the second. One process for both, so their
// difference is the metrics alone: two processes running the same code on this machine differed
// by up to 13 % from each other (their JIT, their core), more than the 5 % to be measured.
import { buildApp } from '../../src/app';
import { parseEnv } from '../../src/config/env';
import { connectDatabase } from '../../src/db/client';
import { createLogger } from '../../src/platform/logger';
import { resolveAuthSecret } from '../../src/platform/server-secrets';
import { startServices } from '../../src/services';

const [offPort, onPort] = (process.env.PAIR_PORTS ?? '').split(',').map(Number);
const token = process.env.PAIR_METRICS_TOKEN;
if (!offPort || !onPort || !token) throw new Error('PAIR_PORTS=off,on and PAIR_METRICS_TOKEN');

const env = parseEnv({ ...process.env, METRICS_TOKEN: '', METRICS_PORT: '' });
const logger = createLogger(env);
const connection = connectDatabase(env.DATABASE_URL!);
const services = await startServices({
  env,
  db: connection.db,
  pool: connection.pool,
  secret: await resolveAuthSecret(env),
  logger,
});
const deps = { db: connection.db, databaseMode: 'external' as const, services };
const apps = [
  await buildApp({ ...deps, env }, logger),
  await buildApp({ ...deps, env: { ...env, METRICS_TOKEN: token, metricsEnabled: true } }, logger),
];
await apps[0]!.listen({ port: offPort, host: '127.0.0.1' });
await apps[1]!.listen({ port: onPort, host: '127.0.0.1' });

process.on('SIGTERM', () => {
  void Promise.all(apps.map((app) => app.close()))
    .then(() => services.stop())
    .then(() => connection.close())
    .then(() => process.exit(0));
});
