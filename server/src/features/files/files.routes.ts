import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../http/route-deps';
import { storedFiles } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { LINK_REFUSED_MESSAGE } from '../../platform/storage/signed-links';

/**
 * Private files, only through a signed link that expires (spec §6, §9: 3600 s). Images show in
 * the browser; PDFs download, so no document viewer runs with the site's rights.
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
      const disposition = file.contentType === 'application/pdf' ? 'attachment' : 'inline';
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.sizeBytes))
        .header('content-disposition', `${disposition}; filename="${file.fileName}"`)
        .header('cache-control', 'private, max-age=600')
        .send(services.storage.read(file.storageKey));
    },
  );
};
