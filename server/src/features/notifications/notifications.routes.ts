import { markNotificationsReadSchema, notificationsResponseSchema } from '@titletrust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../http/route-deps';
import { viewerOf } from '../../http/access-control';
import { listNotifications, markNotificationsRead } from './list-notifications';

const tags = ['notifications'];

export const notificationsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/notifications',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Recent in-app notices and the unread count',
        response: { 200: notificationsResponseSchema },
      },
    },
    async (request) => listNotifications(db, viewerOf(request).id),
  );
  app.post(
    '/notifications/read',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Mark notices (or all) read',
        body: markNotificationsReadSchema,
        response: { 200: notificationsResponseSchema },
      },
    },
    async (request) => markNotificationsRead(db, viewerOf(request).id, request.body.ids),
  );
};
