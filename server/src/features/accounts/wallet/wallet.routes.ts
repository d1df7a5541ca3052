import {
  linkedWalletsResponseSchema,
  profileCompletionSchema,
  sessionResponseSchema,
  signInResponseSchema,
  walletNonceResponseSchema,
  walletSignatureSchema,
} from '@titletrust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../../http/route-deps';
import type { Auth } from '../auth';
import { viewerOf } from '../../../http/access-control';
import { perIpRateLimit } from '../../../http/per-ip-rate-limit';
import { authHeaders, forwardSetCookies } from '../auth-http';
import { isDisposableDomain } from '../disposable-domains';
import { completeProfile } from './complete-profile';
import { linkWallet, listWallets } from './link-wallet';
import { signInWithWallet } from './sign-in-with-wallet';

const tags = ['wallet sign-in'];
const WINDOW = 15 * 60;
/** Each nonce is a stored row; a person signing in needs one or two, retries included. */
const NONCES_PER_IP = { limit: 60, windowSeconds: WINDOW };
/**
 * Each attempt verifies a signature and a new address makes an account (and a custodial wallet),
 * so this is tighter than the e-mail sign-in's attempts; still room for an office behind one
 * address.
 */
const SIGN_INS_PER_IP = { limit: 30, windowSeconds: WINDOW };

export const walletRoutes: FastifyPluginAsyncZod<RouteDeps<{ auth: Auth }>> = async (
  app,
  { db, env, services },
) => {
  const { auth } = services;

  app.post(
    '/accounts/wallet/nonce',
    {
      config: { access: 'public' },
      onRequest: perIpRateLimit(db, 'wallet-nonce', NONCES_PER_IP, 'wallet sign-in requests'),
      schema: {
        tags,
        summary: 'A single-use nonce for a Sign-In with Ethereum message (15 minutes)',
        response: { 200: walletNonceResponseSchema },
      },
    },
    async () => ({ nonce: (await auth.api.getSiweNonce({})).nonce }),
  );

  app.post(
    '/accounts/wallet/sign-in',
    {
      config: { access: 'public' },
      onRequest: perIpRateLimit(db, 'wallet-sign-in', SIGN_INS_PER_IP, 'wallet sign-in attempts'),
      schema: {
        tags,
        summary:
          'Sign in with a signed EIP-4361 message (then the two-factor code, when it is on); a new wallet gets a placeholder account',
        body: walletSignatureSchema,
        response: { 200: signInResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, cookies } = await signInWithWallet(
        { db, auth, env },
        request.body,
        authHeaders(request),
      );
      forwardSetCookies(reply, cookies);
      return user ? { user } : { user, twoFactorRequired: true };
    },
  );

  app.post(
    '/accounts/wallet/link',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Bind a wallet to the signed-in account',
        body: walletSignatureSchema,
        response: { 200: linkedWalletsResponseSchema },
      },
    },
    async (request) => ({
      wallets: await linkWallet({ db, auth, env }, viewerOf(request).id, request.body),
    }),
  );

  app.get(
    '/accounts/wallets',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Wallets bound to the signed-in account',
        response: { 200: linkedWalletsResponseSchema },
      },
    },
    async (request) => ({ wallets: await listWallets(db, viewerOf(request).id) }),
  );

  app.post(
    '/accounts/profile-completion',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Complete the profile of a new wallet account',
        body: profileCompletionSchema(isDisposableDomain),
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => ({ user: await completeProfile(db, viewerOf(request).id, request.body) }),
  );
};
