import {
  recoveryCodesRenewSchema,
  recoveryCodesResponseSchema,
  sessionResponseSchema,
  twoFactorConfirmSchema,
  twoFactorDisableSchema,
  twoFactorSetupRequestSchema,
  twoFactorSetupResponseSchema,
  twoFactorSignInSchema,
  twoFactorStatusSchema,
} from '@titletrust/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { viewerOf } from '../../../http/access-control';
import { perIpRateLimit } from '../../../http/per-ip-rate-limit';
import type { RouteDeps } from '../../../http/route-deps';
import type { Auth } from '../auth';
import { authHeaders, forwardSetCookies } from '../auth-http';
import { createDeviceCookies } from '../device-cookie';
import { confirmTwoFactorSetup } from './confirm-two-factor-setup';
import { finishTwoFactorSignIn } from './finish-two-factor-sign-in';
import { getTwoFactorStatus } from './get-two-factor-status';
import { renewRecoveryCodes } from './renew-recovery-codes';
import { startTwoFactorSetup } from './start-two-factor-setup';
import { turnOffTwoFactor } from './turn-off-two-factor';

const context = (request: FastifyRequest) => ({ headers: authHeaders(request), ip: request.ip });
const tags = ['two-factor sign-in'];
/** Better Auth counts wrong codes per challenge and per account; this bounds one address. */
const CODES_PER_IP = { limit: 60, windowSeconds: 15 * 60 };

export const twoFactorRoutes: FastifyPluginAsyncZod<RouteDeps<{ auth: Auth }>> = async (
  app,
  { env, db, services },
) => {
  const { auth } = services;
  const deps = { db, auth };
  const deviceCookies = createDeviceCookies((await auth.$context).secret, {
    secure: env.isProduction,
  });

  app.post(
    '/accounts/sign-in/two-factor',
    {
      config: { access: 'public' },
      onRequest: perIpRateLimit(db, 'two-factor-sign-in', CODES_PER_IP, 'two-factor codes'),
      schema: {
        tags,
        summary: "Finish a sign-in with the authenticator app's code or a recovery code",
        body: twoFactorSignInSchema,
        response: { 200: sessionResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, cookies } = await finishTwoFactorSignIn(
        { ...deps, deviceCookies },
        request.body,
        context(request),
      );
      forwardSetCookies(reply, cookies);
      return { user };
    },
  );

  app.get(
    '/accounts/two-factor',
    {
      config: { access: 'signed-in', allowedBeforeTwoFactor: true },
      schema: {
        tags,
        summary: 'Whether two-factor sign-in is on',
        response: { 200: twoFactorStatusSchema },
      },
    },
    async (request) => getTwoFactorStatus(deps, viewerOf(request).id),
  );

  app.post(
    '/accounts/two-factor/setup',
    {
      config: { access: 'signed-in', allowedBeforeTwoFactor: true },
      schema: {
        tags,
        summary: 'Start turning two-factor on: the key for the app and the recovery codes',
        body: twoFactorSetupRequestSchema,
        response: { 200: twoFactorSetupResponseSchema },
      },
    },
    async (request) => startTwoFactorSetup(auth, request.body.password, authHeaders(request)),
  );

  app.post(
    '/accounts/two-factor/confirm',
    {
      config: { access: 'signed-in', allowedBeforeTwoFactor: true },
      schema: {
        tags,
        summary: "Turn two-factor on with the app's first code",
        body: twoFactorConfirmSchema,
        response: { 200: sessionResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, cookies } = await confirmTwoFactorSetup(
        deps,
        viewerOf(request),
        request.body.code,
        context(request),
      );
      forwardSetCookies(reply, cookies);
      return { user };
    },
  );

  app.post(
    '/accounts/two-factor/disable',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Turn two-factor off (a code and the password)',
        body: twoFactorDisableSchema,
        response: { 200: sessionResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, cookies } = await turnOffTwoFactor(
        deps,
        viewerOf(request),
        request.body,
        context(request),
      );
      forwardSetCookies(reply, cookies);
      return { user };
    },
  );

  app.post(
    '/accounts/two-factor/recovery-codes',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Replace the recovery codes (a code and the password)',
        body: recoveryCodesRenewSchema,
        response: { 200: recoveryCodesResponseSchema },
      },
    },
    async (request) => ({
      recoveryCodes: await renewRecoveryCodes(
        deps,
        viewerOf(request).id,
        request.body,
        context(request),
      ),
    }),
  );
};
