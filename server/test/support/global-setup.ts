import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { acquireTestPostgres, databaseUrl, withAdminClient } from './test-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    testPostgres: { adminUrl: string; templateName: string; runPrefix: string };
  }
}

/** Migrates one template database; every test file then clones its own from it in milliseconds. */
export default async function setup(project: TestProject) {
  const postgres = await acquireTestPostgres();
  const templateName = `${postgres.runPrefix}_template`;
  await withAdminClient(postgres.adminUrl, (client) =>
    client.query(`CREATE DATABASE ${client.escapeIdentifier(templateName)}`),
  );
  const template = connectDatabase(databaseUrl(postgres.adminUrl, templateName), {
    maxConnections: 1,
  });
  try {
    await runMigrations(template.pool);
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
