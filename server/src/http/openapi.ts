import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { appVersion } from '../config/paths';

/** OpenAPI generated from the routes' zod contracts; the browsable docs live at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'TitleTrust API',
        description:
          'The JSON API of TitleTrust, the property due-diligence marketplace. Every error has ' +
          'the shape { error: { code, message, fields? } }.',
        version: appVersion,
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Swagger UI sets inline styles it cannot stamp with our nonce. Its pages hold no user
    // content, so they alone may use inline styles; scripts stay limited to our origin.
    transformStaticCSP: (header) =>
      header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
  });
}
