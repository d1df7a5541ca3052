import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { startJobQueue } from '../../src/platform/jobs';
import { acquireTestPostgres, databaseUrl, withAdminClient } from './test-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    testPostgres: { adminUrl: string; templateName: string; runPrefix: string };
  }
}

/** Migrates one template database (ours and pg-boss's tables); every test file then clones its own from it in milliseconds. */
export default async function setup(project: TestProject) {
  const postgres = await acquireTestPostgres();
  const templateName = `${postgres.runPrefix}_template`;
  // The embedded cluster's locale (C), whatever the server's default: text splits into words,
  // sorts and changes case in tests as it does in a local run (plain-punctuation.ts).
  await withAdminClient(postgres.adminUrl, (client) =>
    client.query(
      `CREATE DATABASE ${client.escapeIdentifier(templateName)} TEMPLATE template0 ENCODING 'UTF8' LOCALE 'C'`,
    ),
  );
  const template = connectDatabase(databaseUrl(postgres.adminUrl, templateName), {
    maxConnections: 3,
  });
  try {
    await runMigrations(template.pool);
    // pg-boss creates its own schema on first start; doing it once here saves every clone the work.
    const jobs = await startJobQueue(template.pool, false);
    await jobs.stop({ graceful: false, wait: true });
  } finally {
    await template.close();
  }
  project.provide('testPostgres', {
    adminUrl: postgres.adminUrl,
    templateName,
    runPrefix: postgres.runPrefix,
  });
  return () => postgres.release();
}
