import { apiErrorSchema } from '@titletrust/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestDatabase } from '../../test/support/test-database';
import { buildTestApp } from '../../test/support/test-app';
import { AppError } from '../platform/app-error';

describe('errors at the HTTP edge', () => {
  const database = useTestDatabase();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(database());
    // Probe routes exercising the shared error mapping, the way feature routes will use it.
    const probe = app.withTypeProvider<ZodTypeProvider>();
    probe.post(
      '/api/probe/echo',
      {
        config: { access: 'public' },
        schema: {
          body: z.object({
            email: z.string().min(1, 'Email is required'),
            age: z.number().int().min(18, 'You must be 18 or older'),
          }),
        },
      },
      async (request) => request.body,
    );
    probe.get('/api/probe/conflict', { config: { access: 'public' } }, async () => {
      throw new AppError('CONFLICT', 'That gig already has an accepted bid.');
    });
    probe.get('/api/probe/crash', { config: { access: 'public' } }, async () => {
      throw new Error('connection string postgres://secret@db leaked?');
    });
    await app.ready();
  });

  afterAll(() => app.close());

  const errorOf = (body: string) => apiErrorSchema.parse(JSON.parse(body)).error;

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no/such/thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(errorOf(response.body)).toEqual({
      code: 'NOT_FOUND',
      message: 'No route matches GET /api/no/such/thing.',
    });
  });

  it('answers a body that breaks the contract with 400 and a message per field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      payload: { email: '', age: 12 },
    });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response.body);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Email is required' },
        { path: 'age', message: 'You must be 18 or older' },
      ]),
    );
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", ',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body)).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The request body is not valid JSON.',
    });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'hello',
    });
    expect(response.statusCode).toBe(415);
    expect(errorOf(response.body).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('maps a domain error to the status of its code, with its message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/probe/conflict' });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response.body)).toEqual({
      code: 'CONFLICT',
      message: 'That gig already has an accepted bid.',
    });
  });

  it('turns an unexpected failure into a generic 500 that reveals nothing inside', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/probe/crash' });
    expect(response.statusCode).toBe(500);
    expect(errorOf(response.body)).toEqual({
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again in a moment.',
    });
    expect(response.body).not.toMatch(/secret|stack|at .*\.ts/);
  });

  it('tags every response with a request id for support', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
