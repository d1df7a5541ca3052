import { demoAccountsResponseSchema, mailboxResponseSchema, type Role } from '@titletrust/shared';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../http/route-deps';
import { totpCode } from '../../platform/totp';
import { demoAccounts, emailMessages, users } from '../../db/schema';

const ROLE_ORDER: Role[] = ['buyer', 'seller', 'admin'];
const MAILBOX_SIZE = 50;
const tags = ['demo'];

/** Demo mode only (the routes do not exist otherwise): the demo accounts and the dev mailbox. */
export const demoRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/demo/accounts',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "Demo accounts, their passwords and the admin's two-factor code (demo mode only)",
        response: { 200: demoAccountsResponseSchema },
      },
    },
    async () => {
      const rows = await db
        .select({
          role: demoAccounts.role,
          email: demoAccounts.email,
          password: demoAccounts.password,
          name: users.name,
          authenticatorKey: demoAccounts.authenticatorKey,
        })
        .from(demoAccounts)
        .innerJoin(users, eq(users.id, demoAccounts.userId));
      const accounts = rows.map((row) => ({
        ...row,
        currentCode: row.authenticatorKey ? totpCode(row.authenticatorKey) : null,
      }));
      return {
        accounts: accounts.sort((a, b) => ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role)),
      };
    },
  );

  app.get(
    '/demo/mailbox',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'E-mails the platform sent, newest first (demo mode only)',
        response: { 200: mailboxResponseSchema },
      },
    },
    async () => {
      const rows = await db
        .select()
        .from(emailMessages)
        .orderBy(desc(emailMessages.createdAt))
        .limit(MAILBOX_SIZE);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
};
