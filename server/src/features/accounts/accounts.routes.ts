import {
  deviceSessionsResponseSchema,
  emailVerificationSchema,
  messageResponseSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  registerRequestSchema,
  sessionResponseSchema,
  signInRequestSchema,
  signInResponseSchema,
  signOutRequestSchema,
} from '@titletrust/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../http/route-deps';
import type { Auth } from './auth';
import { viewerOf } from '../../http/access-control';
import { authHeaders, forwardSetCookies } from './auth-http';
import { createDeviceCookies } from './device-cookie';
import { isDisposableDomain } from './disposable-domains';
import { listDeviceSessions } from './list-device-sessions';
import { registerAccount } from './register-account';
import { requestEmailVerification } from './request-email-verification';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';
import { signIn } from './sign-in';
import { signOut } from './sign-out';
import { verifyEmail } from './verify-email';

const context = (request: FastifyRequest) => ({ headers: authHeaders(request), ip: request.ip });
const tags = ['accounts'];

export const accountsRoutes: FastifyPluginAsyncZod<RouteDeps<{ auth: Auth }>> = async (
  app,
  { env, db, services },
) => {
  const { auth, jobs } = services;
  const mailDeps = { db, auth, jobs, publicUrl: env.PUBLIC_URL };
  const deviceCookies = createDeviceCookies((await auth.$context).secret, {
    secure: env.isProduction,
  });

  app.get(
    '/accounts/session',
    {
      config: { access: 'public', readsViewer: true },
      schema: {
        tags,
        summary: 'The signed-in user, or null',
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => ({ user: request.viewer }),
  );

  app.post(
    '/accounts/register',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Create an account (client or legal professional) and sign in',
        body: registerRequestSchema(isDisposableDomain),
        response: { 201: sessionResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, cookies } = await registerAccount(mailDeps, request.body, context(request));
      forwardSetCookies(reply, cookies);
      return reply.status(201).send({ user });
    },
  );

  app.post(
    '/accounts/sign-in',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password (then the two-factor code, when it is on)',
        body: signInRequestSchema,
        response: { 200: signInResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, cookies } = await signIn(
        { db, auth, deviceCookies },
        request.body,
        context(request),
      );
      forwardSetCookies(reply, cookies);
      return user ? { user } : { user, twoFactorRequired: true };
    },
  );

  app.post(
    '/accounts/sign-out',
    {
      config: { access: 'signed-in', allowedBeforeTwoFactor: true },
      schema: {
        tags,
        summary: 'Sign out this device (local), every device (global) or the others (others)',
        body: signOutRequestSchema,
        response: { 200: sessionResponseSchema },
      },
    },
    async (request, reply) => {
      const { scope } = request.body;
      forwardSetCookies(reply, await signOut(auth, scope, authHeaders(request)));
      return { user: scope === 'others' ? viewerOf(request) : null };
    },
  );

  app.get(
    '/accounts/sessions',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The devices signed in to this account',
        response: { 200: deviceSessionsResponseSchema },
      },
    },
    async (request) => ({ sessions: await listDeviceSessions(auth, authHeaders(request)) }),
  );

  app.post(
    '/accounts/password-reset-requests',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'E-mail a single-use password reset link (same answer whether or not the account exists)',
        body: passwordResetRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => ({
      message: await requestPasswordReset({ db, auth }, request.body.email, context(request)),
    }),
  );

  app.post(
    '/accounts/password-resets',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Set a new password with a reset link; ends every session of the account',
        body: passwordResetSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => ({
      message: await resetPassword({ db, auth }, request.body, context(request)),
    }),
  );

  app.post(
    '/accounts/email-verifications',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Verify the e-mail address with the token of an e-mailed link',
        body: emailVerificationSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => ({ message: await verifyEmail(auth, request.body.token, request.ip) }),
  );

  app.post(
    '/accounts/email-verification-requests',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "E-mail a new verification link to the signed-in user's address",
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => ({
      message: await requestEmailVerification(mailDeps, viewerOf(request), context(request)),
    }),
  );
};
