import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../http/route-deps';
import { storedFiles } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { privateFileHeaders } from '../../platform/storage/private-file-headers';
import { LINK_REFUSED_MESSAGE } from '../../platform/storage/signed-links';

/**
 * Private files, only through a signed link that expires (spec §6, §9: 3600 s). They open in the
 * browser, sandboxed (privateFileHeaders).
 */
export const filesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, services }) => {
  app.get(
    '/files/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        summary: 'A private file through its signed, expiring link',
        params: z.object({ id: z.string().uuid() }),
        querystring: z.object({ expires: z.string().max(20), signature: z.string().max(128) }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!services.fileLinks.verify(id, request.query.expires, request.query.signature)) {
        throw new AppError('FORBIDDEN', LINK_REFUSED_MESSAGE);
      }
      const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
      if (!file) throw new AppError('NOT_FOUND', 'That file no longer exists.');
      const bytes = await services.storage.read(file.storageKey);
      return reply.headers(privateFileHeaders(file, 600)).send(bytes);
    },
  );
};
