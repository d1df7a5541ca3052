import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/support/test-database';
import { buildTestApp } from '../../test/support/test-app';

describe('OpenAPI', () => {
  const database = useTestDatabase();

  it('describes every API route with the response schemas of its zod contract', async () => {
    const app = await buildTestApp(database());
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('TitleTrust API');
    const health = document.paths['/api/health'].get;
    expect(health.responses['200'].content['application/json'].schema.properties).toHaveProperty(
      'database',
    );
    const ready = document.paths['/api/health/ready'].get;
    expect(Object.keys(ready.responses)).toEqual(['200', '503']);
    expect(
      ready.responses['503'].content['application/json'].schema.properties.status.enum,
    ).toContain('starting');
    expect(document.paths['/metrics']).toBeUndefined();
    const reviews = document.paths['/api/reviews/featured'].get;
    expect(
      reviews.responses['200'].content['application/json'].schema.properties.reviews.type,
    ).toBe('array');
    await app.close();
  });

  it('serves the browsable documentation page at /api/docs', async () => {
    const app = await buildTestApp(database());
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    await app.close();
  });
});
