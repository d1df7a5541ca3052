import {
  emailChangeRequestSchema,
  messageResponseSchema,
  passwordChangeRequestSchema,
  ACCOUNT_CHANGE_MESSAGES,
} from '@titletrust/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { viewerOf } from '../../http/access-control';
import type { RouteDeps } from '../../http/route-deps';
import type { Auth } from './auth';
import { authHeaders, forwardSetCookies } from './auth-http';
import { changePassword } from './change-password';
import { isDisposableDomain } from './disposable-domains';
import { requestEmailChange } from './request-email-change';

const context = (request: FastifyRequest) => ({ headers: authHeaders(request), ip: request.ip });
const tags = ['accounts'];

/** The password and the e-mail address: each hands the account over, so each asks a fresh check. */
export const accountChangesRoutes: FastifyPluginAsyncZod<RouteDeps<{ auth: Auth }>> = async (
  app,
  { env, db, services },
) => {
  const { auth, jobs } = services;

  app.post(
    '/accounts/password-changes',
    {
      config: { access: 'signed-in', freshCheck: true },
      schema: {
        tags,
        summary:
          'Change the password with the current one; signs out every other device and e-mails ' +
          'the owner (fresh check)',
        body: passwordChangeRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const { currentPassword, newPassword } = request.body;
      const { cookies } = await changePassword(
        { db, auth, jobs, publicUrl: env.PUBLIC_URL },
        viewerOf(request),
        { currentPassword, newPassword },
        context(request),
      );
      forwardSetCookies(reply, cookies);
      return { message: ACCOUNT_CHANGE_MESSAGES.passwordChanged };
    },
  );

  app.post(
    '/accounts/email-changes',
    {
      config: { access: 'signed-in', freshCheck: true },
      schema: {
        tags,
        summary:
          'Move the account to a new e-mail address: a link goes to it, and the address ' +
          'changes once it is opened (fresh check)',
        body: emailChangeRequestSchema(isDisposableDomain),
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => ({
      message: await requestEmailChange(
        { db, auth },
        viewerOf(request),
        request.body.newEmail,
        context(request),
      ),
    }),
  );
};
