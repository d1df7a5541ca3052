import {
  ADMIN_MESSAGES,
  SECURITY_MESSAGES,
  type PageAccess,
  type SessionUser,
} from '@titletrust/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../platform/app-error';

/** Who may call an API route. Every /api route must declare one (checked when it registers). */
export type RouteAccess = PageAccess;

export interface RouteRule {
  method: string;
  url: string;
  access: RouteAccess;
  /** The route asks for a fresh factor from the last few minutes (money out, destinations). */
  freshCheck?: true;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** A public route that still wants to know who is asking (e.g. the session route). */
    readsViewer?: boolean;
    /** What an anonymous caller is told, where the spec words it (e.g. document uploads). */
    signInMessage?: string;
    /**
     * Money leaving or a payout destination changing: refused with FRESH_CHECK_REQUIRED unless
     * this session gave a fresh factor (password, or the two-factor code when it is on) in the
     * last FRESH_CHECK_SECONDS. Checked with the access rule, before the body is read.
     */
    freshCheck?: boolean;
    /**
     * Open to an admin who has not turned on two-factor yet: only what setting it up needs.
     * Every other signed-in route refuses them until they have.
     */
    allowedBeforeTwoFactor?: boolean;
  }
  interface FastifyRequest {
    /**
     * The signed-in user, resolved from the session cookie for every API route but public ones
     * that do not read it (so a public route costs no session lookup).
     */
    viewer: SessionUser | null;
    /** The id of the viewer's session (sessions.id), set with the viewer; null when none. */
    sessionId: string | null;
  }
  interface FastifyInstance {
    /** Every API route with its declared access rule (tests walk them all). */
    routeRules: RouteRule[];
  }
}

/** Resolves the viewer from the session cookie, and sets request.sessionId to its session. */
export type ViewerResolver = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<SessionUser | null>;

/** Throws FRESH_CHECK_REQUIRED unless the request's session has a fresh factor. */
export type FreshCheckGuard = (request: FastifyRequest) => Promise<void>;

const FORBIDDEN_MESSAGES: Record<'buyer' | 'seller' | 'admin', string> = {
  admin: ADMIN_MESSAGES.accessDenied,
  buyer: 'Access denied. This is only for clients.',
  seller: 'Access denied. This is only for legal professionals.',
};

/** Routes that document the API rather than expose data; public by nature. */
const isDocsRoute = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

export function assertAllowed(
  access: RouteAccess,
  viewer: SessionUser | null,
  signInMessage = 'Please sign in to continue.',
): void {
  if (access === 'public') return;
  if (!viewer) throw new AppError('UNAUTHENTICATED', signInMessage);
  if (access === 'signed-in' || viewer.role === access) return;
  throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGES[access]);
}

/**
 * Admins must use two-factor sign-in: one who has not turned it on can only set it up, so a
 * stolen admin password alone never reaches the admin's powers.
 */
function assertTwoFactorIfAdmin(viewer: SessionUser | null): void {
  if (viewer?.role === 'admin' && !viewer.twoFactorEnabled) {
    throw new AppError('TWO_FACTOR_REQUIRED', SECURITY_MESSAGES.twoFactorRequiredForAdmins);
  }
}

/**
 * Authorization on the server, from server-side records only: the session cookie names the
 * account, the account's records give its role, and each route's declared access decides. It
 * runs before the body is parsed, so an outsider learns nothing from validation messages.
 */
export function registerAccessControl(
  app: FastifyInstance,
  resolveViewer: ViewerResolver,
  assertFreshCheck: FreshCheckGuard,
) {
  const rules: RouteRule[] = [];
  app.decorate('routeRules', rules);
  app.decorateRequest('viewer', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!url.startsWith('/api') || isDocsRoute(url)) return;
    const access = route.config?.access;
    if (!access) {
      throw new Error(
        `Route ${String(route.method)} ${url} declares no access rule (config.access)`,
      );
    }
    if (route.config?.freshCheck && access === 'public') {
      throw new Error(`Route ${String(route.method)} ${url} asks a fresh check of no one`);
    }
    const freshCheck = route.config?.freshCheck === true ? ({ freshCheck: true } as const) : {};
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') rules.push({ method, url, access, ...freshCheck });
    }
  });
  app.addHook('onRequest', async (request, reply) => {
    const { access, readsViewer, signInMessage, allowedBeforeTwoFactor, freshCheck } =
      request.routeOptions.config;
    if (!access || (access === 'public' && !readsViewer)) return;
    request.viewer = await resolveViewer(request, reply);
    if (access !== 'public' && !allowedBeforeTwoFactor) assertTwoFactorIfAdmin(request.viewer);
    assertAllowed(access, request.viewer, signInMessage);
    if (freshCheck) await assertFreshCheck(request);
  });
}

/** The signed-in viewer of a route whose access rule already guarantees one. */
export function viewerOf(request: FastifyRequest): SessionUser {
  if (!request.viewer) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return request.viewer;
}
