import {
  attachmentResponseSchema,
  gigDetailSchema,
  gigInputSchema,
  gigPageSchema,
  gigSearchQuerySchema,
  myGigsResponseSchema,
} from '@titletrust/shared';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../http/route-deps';
import { viewerOf } from '../../http/access-control';
import { readUploadedFile } from '../../http/read-upload';
import { cancelGig } from './cancel-gig';
import { editGig } from './edit-gig';
import { getGig } from './get-gig';
import { listMyGigs } from './list-my-gigs';
import { postGig } from './post-gig';
import { searchGigs } from './search-gigs';
import { uploadAttachment } from '../files';

const tags = ['gigs'];
const gigParams = z.object({ id: z.string().uuid('Gig ids are UUIDs') });
const gigResponse = z.object({ gig: gigDetailSchema });

export const gigsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, env, services }) => {
  const detailDeps = { db, fileLinks: services.fileLinks, feeBps: env.PLATFORM_FEE_BPS };
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 0 } });

  app.post(
    '/gig-attachments',
    {
      config: { access: 'buyer' },
      schema: {
        tags,
        summary: 'Upload a PDF, JPEG or PNG for a gig (multipart field "file")',
        response: { 201: attachmentResponseSchema },
      },
    },
    async (request, reply) => {
      const attachment = await uploadAttachment(
        { db, storage: services.storage, fileLinks: services.fileLinks },
        viewerOf(request).id,
        await readUploadedFile(request),
      );
      return reply.status(201).send({ attachment });
    },
  );

  app.post(
    '/gigs',
    {
      config: { access: 'buyer' },
      schema: {
        tags,
        summary: 'Publish a gig',
        body: gigInputSchema,
        response: { 201: gigResponse },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const id = await postGig(db, viewer.id, request.body);
      return reply.status(201).send({ gig: await getGig(detailDeps, viewer.id, id) });
    },
  );

  app.get(
    '/gigs',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Search open gigs (full text, filters, keyset pages)',
        querystring: gigSearchQuerySchema,
        response: { 200: gigPageSchema },
      },
    },
    async (request) => searchGigs(db, request.query, viewerOf(request).id),
  );

  app.get(
    '/gigs/mine',
    {
      config: { access: 'buyer' },
      schema: {
        tags,
        summary: "The client's own gigs, every state",
        response: { 200: myGigsResponseSchema },
      },
    },
    async (request) => ({ gigs: await listMyGigs(db, viewerOf(request).id) }),
  );

  app.get(
    '/gigs/:id',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'A gig', params: gigParams, response: { 200: gigResponse } },
    },
    async (request) => ({ gig: await getGig(detailDeps, viewerOf(request).id, request.params.id) }),
  );

  app.put(
    '/gigs/:id',
    {
      config: { access: 'buyer' },
      schema: {
        tags,
        summary: 'Edit an open gig (its client only); pending bidders are told',
        params: gigParams,
        body: gigInputSchema,
        response: { 200: gigResponse },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      await editGig({ db, storage: services.storage }, viewer.id, request.params.id, request.body);
      return { gig: await getGig(detailDeps, viewer.id, request.params.id) };
    },
  );

  app.post(
    '/gigs/:id/cancel',
    {
      config: { access: 'buyer' },
      schema: {
        tags,
        summary: 'Cancel an open gig (its client only)',
        params: gigParams,
        response: { 200: gigResponse },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      await cancelGig(db, viewer.id, request.params.id);
      return { gig: await getGig(detailDeps, viewer.id, request.params.id) };
    },
  );
};
