import { healthResponseSchema } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import { connectDatabase } from '../../db/client';
import { useTestDatabase } from '../../../test/support/test-database';
import { buildTestApp } from '../../../test/support/test-app';

describe('GET /api/health', () => {
  const database = useTestDatabase();

  it('reports the database as up, with its latency, in the documented shape', async () => {
    const app = await buildTestApp(database());
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = healthResponseSchema.parse(response.json());
    expect(body.status).toBe('ok');
    expect(body.database.status).toBe('up');
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
    await app.close();
  });

  it('answers 503 "degraded" instead of failing when the database cannot be reached', async () => {
    // Port 9 (discard) has nothing listening: connections are refused at once.
    const unreachable = connectDatabase('postgres://nobody@127.0.0.1:9/none');
    const app = await buildTestApp(database(), {}, { db: unreachable.db });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'degraded',
      database: { status: 'down', latencyMs: null },
    });
    await app.close();
    await unreachable.close();
  });
});
