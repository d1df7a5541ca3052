import multipart from '@fastify/multipart';
import { ownProfileResponseSchema, PROFILE_LIMITS, profileUpdateSchema } from '@titletrust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../http/route-deps';
import { viewerOf } from '../../http/access-control';
import { getOwnProfile } from './get-own-profile';
import { readPictureUpload } from './read-picture-upload';
import { readProfilePicture } from './read-profile-picture';
import { updateProfile } from './update-profile';
import { removeProfilePicture, uploadProfilePicture } from './upload-profile-picture';

const tags = ['profiles'];

/** The signed-in person's own profile and picture, and everyone's picture (spec §3, §9). */
export const profilesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, services }) => {
  await app.register(multipart, {
    limits: { fileSize: PROFILE_LIMITS.pictureBytesMax, files: 2, fields: 0 },
  });
  const storageDeps = { db, storage: services.storage };

  app.get(
    '/profile',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Your own profile', response: { 200: ownProfileResponseSchema } },
    },
    async (request) => ({ profile: await getOwnProfile(db, viewerOf(request).id) }),
  );

  app.put(
    '/profile',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Save the fields of your profile you own',
        body: profileUpdateSchema,
        response: { 200: ownProfileResponseSchema },
      },
    },
    async (request) => ({
      profile: await updateProfile(db, viewerOf(request).id, request.body),
    }),
  );

  app.post(
    '/profile/picture',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Upload your picture: "file" the square, "avatar" its small version (≤ 5 MB)',
        response: { 201: z.object({ pictureUrl: z.string() }) },
      },
    },
    async (request, reply) => {
      const files = await readPictureUpload(request);
      const result = await uploadProfilePicture(storageDeps, viewerOf(request).id, files);
      return reply.status(201).send(result);
    },
  );

  app.delete(
    '/profile/picture',
    { config: { access: 'signed-in' }, schema: { tags, summary: 'Remove your picture' } },
    async (request, reply) => {
      await removeProfilePicture(storageDeps, viewerOf(request).id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/profiles/:id/picture',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A person's picture (public, cached an hour); ?size=avatar for the small one",
        params: z.object({ id: z.string().uuid() }),
        querystring: z.object({ size: z.enum(['full', 'avatar']).default('full') }),
      },
    },
    async (request, reply) => {
      const picture = await readProfilePicture(db, request.params.id, request.query.size);
      const bytes = await services.storage.read(picture.key);
      return reply
        .header('content-type', picture.contentType)
        .header('cache-control', 'public, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};
