import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { InvalidEnvironmentError, parseEnv, type Env } from './config/env';
import { connectDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { AnotherInstanceError } from './db/embedded/instance-claim';
import { openDatabase } from './db/open-database';
import { answerWhileStarting } from './http/starting-answer';
import { promoteConfiguredAdmins } from './features/accounts';
import { disableDemoAccounts, seedDemoAccounts, seedDemoMarketplace } from './features/demo';
import { resolveAuthSecret } from './platform/server-secrets';
import { createLogger } from './platform/logger';
import type { Readiness } from './platform/readiness';
import { repoRoot } from './config/paths';
import { startServices } from './services';

function loadEnvironment(): Env {
  const dotenv = path.join(repoRoot, '.env');
  if (existsSync(dotenv)) process.loadEnvFile(dotenv);
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) {
      console.error(`${error.message}\nSee .env.example for every variable and its meaning.`);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const env = loadEnvironment();
  const logger = createLogger(env);
  // Undone in reverse order on shutdown, and on a failed start so no PostgreSQL is left behind.
  const teardown: Array<() => Promise<void>> = [];
  const tearDown = async () => {
    for (const step of teardown.reverse()) {
      await step().catch((error: unknown) => logger.error({ err: error }, 'shutdown step failed'));
    }
  };

  let readiness: Readiness | undefined;
  try {
    // The embedded database is claimed first: a second instance on it is told so in one line,
    // not that the port is taken.
    const database = await openDatabase(env, logger, { claim: true });
    teardown.push(() => database.stop());
    // The port answers 503 "starting" from then on (migrations can take a while, and another
    // instance may hold their lock), until the app below takes it over.
    const starting = await answerWhileStarting(env.HOST, env.PORT);
    teardown.push(() => starting.close());
    const connection = connectDatabase(database.url);
    teardown.push(() => connection.close());
    await runMigrations(connection.pool);

    const services = await startServices({
      env,
      db: connection.db,
      pool: connection.pool,
      secret: await resolveAuthSecret(env),
      logger,
    });
    teardown.push(() => services.stop());
    readiness = services.readiness;
    await promoteConfiguredAdmins(connection.db, env.ADMIN_EMAILS);
    if (env.DEMO_MODE) {
      await seedDemoAccounts(connection, services, logger);
      await seedDemoMarketplace(connection, services, env, logger);
    } else if (env.isProduction) {
      // After the promotion above, so a demo address in ADMIN_EMAILS ends up without rights too.
      const disabled = await disableDemoAccounts(connection.db);
      if (disabled > 0) logger.warn({ disabled }, 'demo accounts found and disabled (banned)');
    }

    const app = await buildApp(
      { env, db: connection.db, databaseMode: database.mode, services },
      logger,
    );
    teardown.push(() => app.close());
    await starting.close();
    await app.listen({
      port: env.PORT,
      host: env.HOST,
      // Fastify would log each socket as a URL (localhost binds 127.0.0.1 and ::1), so a run
      // printed three addresses; the one to open is PUBLIC_URL, logged below, where every other
      // loopback name is redirected in a local run (http/loopback-redirect.ts).
      listenTextResolver: (address) => `listening on ${new URL(address).host}`,
    });
    logger.info(
      { demoMode: env.DEMO_MODE, database: database.mode },
      `TitleTrust is running at ${env.PUBLIC_URL}`,
    );
  } catch (error) {
    // A refusal we foresaw says all in its one line below; anything else is logged with its stack.
    if (!(error instanceof AnotherInstanceError))
      logger.fatal({ err: error }, 'TitleTrust could not start');
    console.error(
      `TitleTrust could not start: ${error instanceof Error ? error.message : String(error)}`,
    );
    await tearDown();
    process.exit(1);
  }

  let stopping = false;
  const shutdown = (signal: 'SIGINT' | 'SIGTERM') => {
    if (stopping) return;
    stopping = true;
    // /api/health/ready answers 503 from now on while requests are still served, so a load
    // balancer stops sending new ones; then app.close() stops listening and waits for the
    // requests in flight. A Ctrl-C has no load balancer to wait for.
    readiness?.beginShutdown();
    const delaySeconds = signal === 'SIGTERM' ? env.SHUTDOWN_DELAY_SECONDS : 0;
    logger.info({ signal, delaySeconds }, 'shutting down');
    void new Promise((resolve) => setTimeout(resolve, delaySeconds * 1000))
      .then(tearDown)
      .then(() => process.exit(0));
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

void main();
