import { healthResponseSchema, readinessResponseSchema } from '@titletrust/shared';
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

  it('stays alive (200) but says "degraded" when the database cannot be reached', async () => {
    // Port 9 (discard) has nothing listening: connections are refused at once.
    const unreachable = connectDatabase('postgres://nobody@127.0.0.1:9/none');
    const app = await buildTestApp(database(), {}, { db: unreachable.db });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    // Liveness: restarting the process would not bring the database back.
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'degraded',
      database: { status: 'down', latencyMs: null },
    });
    await app.close();
    await unreachable.close();
  });
});

describe('GET /api/health/ready', () => {
  const database = useTestDatabase();

  it('answers 200 "ready" while the database answers, in the documented shape', async () => {
    const app = await buildTestApp(database());
    const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(readinessResponseSchema.parse(response.json())).toEqual({ status: 'ready' });
    expect(response.headers['cache-control']).toBe('no-store');
    await app.close();
  });

  it('answers 503 "database_unreachable" when the database cannot be reached', async () => {
    const unreachable = connectDatabase('postgres://nobody@127.0.0.1:9/none');
    const app = await buildTestApp(database(), {}, { db: unreachable.db });
    const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'database_unreachable' });
    await app.close();
    await unreachable.close();
  });

  it('answers 503 "stopping" once a shutdown begins, while the app still serves', async () => {
    const app = await buildTestApp(database());
    app.services.readiness.beginShutdown();
    const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'stopping' });
    // Liveness and every other route still answer: requests already sent here are served.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await app.close();
  });
});
