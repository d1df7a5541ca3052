import { totpCode } from '../src/platform/totp';
import { registrationBody } from '../test/support/personas';
import { cookieHeader, cookiesSet, jsonOf, type HttpClient, type Outcome } from './http-client';
import type { IdPool } from './id-pool';
import { FUZZ_PASSWORD } from './schema-values';

/**
 * The four callers every route is driven as: nobody, a client (buyer), a verified professional
 * (seller) and an admin. The buyer and seller register through the API as the tests' personas
 * do; the admin is demo mode's seeded admin (its password from /api/demo/accounts), who then
 * verifies the seller through the admin route, so no database access is needed.
 *
 * The fuzz itself signs these people out (the sign-out route with scope "global" is fair game),
 * so a signed-in role that meets a 401 signs in again, keeping the device cookie its sign-ins
 * earned so the per-account sign-in limit does not lock it out.
 */
export const ROLES = ['anonymous', 'buyer', 'seller', 'admin'] as const;
export type RoleName = (typeof ROLES)[number];

interface Account {
  id: string;
  email: string;
  password: string;
  jar: Map<string, string>;
  recovering?: Promise<void>;
  /** No new sign-in attempt before this time (after a failed one). */
  retryAfter: number;
  /** The demo admin's: admins sign in with the code their authenticator key gives. */
  authenticatorKey?: string | null;
}

/**
 * Set-up calls and sign-ins are the fuzz's own work, not what it judges: on a machine busy with
 * other things they may take their time (an argon2 hash each).
 */
export const SETUP_TIMEOUT_MS = 30_000;

export class Roles {
  private constructor(
    private readonly client: HttpClient,
    private readonly accounts: Record<Exclude<RoleName, 'anonymous'>, Account>,
  ) {}

  static async create(client: HttpClient, pool: IdPool): Promise<Roles> {
    const call = setupCaller(client, pool);
    const demo = (await call('GET', '/api/demo/accounts', 200)) as {
      accounts: {
        role: string;
        email: string;
        password: string;
        authenticatorKey: string | null;
      }[];
    };
    const demoAdmin = demo.accounts.find((account) => account.role === 'admin');
    if (!demoAdmin) throw new Error('no demo admin in /api/demo/accounts (is DEMO_MODE on?)');
    const admin = await signIn(client, { ...demoAdmin, id: '', jar: new Map(), retryAfter: 0 });
    const register = async (accountType: 'client' | 'professional'): Promise<Account> => {
      const body = registrationBody({
        accountType,
        email: `fuzz.${accountType}.${Date.now()}@example.com`,
        password: FUZZ_PASSWORD,
        confirmPassword: FUZZ_PASSWORD,
      });
      const outcome = await client.send(
        jsonRequest('POST', '/api/accounts/register', body),
        SETUP_TIMEOUT_MS,
      );
      const answer = expectStatus(outcome, 201, 'registering a fuzz account') as {
        user: { id: string };
      };
      pool.add('user', answer.user.id);
      const jar =
        outcome.kind === 'answer' ? cookiesSet(outcome.headers) : new Map<string, string>();
      return {
        id: answer.user.id,
        email: body.email,
        password: body.password,
        jar,
        retryAfter: 0,
      };
    };
    const buyer = await register('client');
    const seller = await register('professional');
    await call(
      'PUT',
      `/api/admin/profiles/${seller.id}/verification`,
      200,
      { status: 'verified' },
      admin,
    );
    return new Roles(client, { buyer, seller, admin });
  }

  /** The Cookie header a request as this role carries ('' for anonymous). */
  cookie(role: RoleName): string {
    return role === 'anonymous' ? '' : cookieHeader(this.accounts[role].jar);
  }

  /** The Cookie header once any sign-in under way for this role is done. */
  async ready(role: RoleName): Promise<string> {
    if (role !== 'anonymous') await this.accounts[role].recovering?.catch(() => undefined);
    return this.cookie(role);
  }

  /**
   * After a 401 as a signed-in role: signs in again if the session is really gone (a forged
   * cookie also earns a 401), one sign-in at a time; after a failed one, waits 2 s before the
   * next try rather than hammering the sign-in limits.
   */
  async recover(role: RoleName): Promise<void> {
    if (role === 'anonymous') return;
    const account = this.accounts[role];
    if (account.recovering) return account.recovering;
    if (Date.now() < account.retryAfter) return;
    account.recovering = (async () => {
      const session = jsonOf(
        await this.client.send(
          { method: 'GET', path: '/api/accounts/session', headers: { cookie: this.cookie(role) } },
          SETUP_TIMEOUT_MS,
        ),
      ) as { user?: unknown } | undefined;
      if (!session?.user) await signIn(this.client, account);
    })();
    try {
      await account.recovering;
    } catch (error) {
      account.retryAfter = Date.now() + 2_000;
      throw error;
    } finally {
      account.recovering = undefined;
    }
  }
}

/** A JSON request from a fresh client address (TRUST_PROXY is on), as set-up calls make them. */
export function jsonRequest(method: string, path: string, body?: unknown, cookie = '') {
  const address = `10.${(Math.random() * 250) | 0}.${(Math.random() * 250) | 0}.${1 + ((Math.random() * 250) | 0)}`;
  return {
    method,
    path,
    headers: {
      'x-forwarded-for': address,
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : Buffer.from(JSON.stringify(body)),
  };
}

export function expectStatus(outcome: Outcome, status: number, what: string): unknown {
  if (outcome.kind !== 'answer') throw new Error(`${what}: ${outcome.kind} after ${outcome.ms} ms`);
  if (outcome.status !== status)
    throw new Error(
      `${what}: expected ${status}, got ${outcome.status} ${outcome.body.toString().slice(0, 500)}`,
    );
  return jsonOf(outcome);
}

/** A set-up call that must succeed; its answer feeds the id pool. */
export function setupCaller(client: HttpClient, pool: IdPool) {
  return async (
    method: string,
    path: string,
    status: number,
    body?: unknown,
    as?: Account | string,
  ) => {
    const cookie = typeof as === 'string' ? as : as ? cookieHeader(as.jar) : '';
    const answer = expectStatus(
      await client.send(jsonRequest(method, path, body, cookie), SETUP_TIMEOUT_MS),
      status,
      `${method} ${path}`,
    );
    pool.harvest(answer);
    return answer;
  };
}

/**
 * Signs in with the account's password, or else with the one the fuzz sets: its password-reset
 * requests and the tokens it reads from the dev mailbox may well have reset this very account.
 */
async function signIn(client: HttpClient, account: Account): Promise<Account> {
  let outcome: Outcome | undefined;
  for (const password of [account.password, FUZZ_PASSWORD]) {
    outcome = await client.send(
      jsonRequest(
        'POST',
        '/api/accounts/sign-in',
        { email: account.email, password, rememberMe: true },
        cookieHeader(account.jar),
      ),
      SETUP_TIMEOUT_MS,
    );
    if (outcome.kind === 'answer' && outcome.status === 200) break;
  }
  let answer = expectStatus(outcome!, 200, `signing in ${account.email}`) as {
    user: { id: string } | null;
  };
  if (outcome!.kind === 'answer') cookiesSet(outcome!.headers, account.jar);
  if (!answer.user && account.authenticatorKey) {
    // Admins use two-factor sign-in: the second step, trusting this jar from then on.
    outcome = await client.send(
      jsonRequest(
        'POST',
        '/api/accounts/sign-in/two-factor',
        { code: totpCode(account.authenticatorKey), trustDevice: true },
        cookieHeader(account.jar),
      ),
      SETUP_TIMEOUT_MS,
    );
    answer = expectStatus(outcome, 200, `two-factor sign-in of ${account.email}`) as {
      user: { id: string };
    };
    if (outcome.kind === 'answer') cookiesSet(outcome.headers, account.jar);
  }
  if (!answer.user) throw new Error(`signing in ${account.email} gave no session`);
  account.id = answer.user.id;
  return account;
}
