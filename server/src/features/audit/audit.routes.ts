import {
  auditEventPageSchema,
  auditEventsQuerySchema,
  auditFiltersSchema,
  securityEventsSchema,
} from '@titletrust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { viewerOf } from '../../http/access-control';
import type { RouteDeps } from '../../http/route-deps';
import { exportAuditEvents } from './export-audit-events';
import { listAuditEvents } from './list-audit-events';
import { listSecurityEvents } from './list-security-events';

const tags = ['audit'];
const admin = { access: 'admin' } as const;

export const auditRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/admin/audit-events',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The audit trail, newest first, filtered by action, actor, user, record and days',
        querystring: auditEventsQuerySchema,
        response: { 200: auditEventPageSchema },
      },
    },
    async (request) => listAuditEvents(db, request.query),
  );

  app.get(
    '/admin/audit-events.csv',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The same audit trail as a CSV file (the newest 10,000 rows the filters match)',
        querystring: auditFiltersSchema,
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="titletrust-audit-trail.csv"')
        .send(await exportAuditEvents(db, request.query)),
  );

  app.get(
    '/accounts/security-events',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "The signed-in account's own security events, newest first",
        response: { 200: securityEventsSchema },
      },
    },
    async (request) => ({ items: await listSecurityEvents(db, viewerOf(request).id) }),
  );
};
