import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { totpCode } from '../../../server/src/platform/totp';

/** Meets every rule with a score of 4 (spec §5). */
export const STRONG_PASSWORD = 'Harmattan#Lagos2024';

/** A made-up client address: each visitor is a different person to the per-address limits. */
export function visitorAddress(): string {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  return `100.${octet()}.${octet()}.${octet()}`;
}

/** A fresh address per test, so tests never share an account. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export interface NewAccount {
  type: 'Client' | 'Legal Professional';
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  password?: string;
  confirmPassword?: string;
  agreeToTerms?: boolean;
}

/** Fills the registration form at /register (already open) without submitting it. */
export async function fillRegistrationForm(page: Page, account: NewAccount) {
  const password = account.password ?? STRONG_PASSWORD;
  await page.getByRole('radio', { name: account.type }).check();
  await page.getByLabel('First name', { exact: true }).fill(account.firstName ?? 'Adaeze');
  await page.getByLabel('Last name', { exact: true }).fill(account.lastName ?? 'Okafor');
  await page.getByLabel('Email', { exact: true }).fill(account.email ?? uniqueEmail());
  await page.getByLabel('Phone number', { exact: true }).fill(account.phone ?? '0803 123 4567');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page
    .getByLabel('Confirm password', { exact: true })
    .fill(account.confirmPassword ?? password);
  if (account.agreeToTerms ?? true) {
    await page.getByLabel('I agree to the Terms of Service').check();
  }
}

/**
 * Registers through the page and waits for the dashboard it leads to. Only for tests about
 * registration itself: anywhere else `signUp` makes the account in a few milliseconds.
 */
export async function registerThroughPage(page: Page, account: NewAccount & { email: string }) {
  await page.goto('/register');
  await fillRegistrationForm(page, account);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(
    account.type === 'Client' ? '/buyer-dashboard' : '/seller-dashboard',
  );
}

export type AccountType = 'client' | 'professional';

export interface SignedUpAccount {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Checks an API answer and reads its JSON, saying what failed and why when it did. */
export async function answer<T = unknown>(response: APIResponse, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * Registers a new account through the API, with the form's own request. The session cookie lands
 * in `request`: given a page's `page.request`, that page is signed in as the new person. The
 * browser is for what a test is about; arranging an account through the form costs seconds of
 * a busy machine, the API a few milliseconds.
 */
export async function signUp(
  request: APIRequestContext,
  accountType: AccountType,
  details: Partial<Omit<SignedUpAccount, 'id'>> & { phone?: string } = {},
): Promise<SignedUpAccount> {
  const account = {
    firstName: details.firstName ?? (accountType === 'client' ? 'Ngozi' : 'Tunde'),
    lastName: details.lastName ?? 'Adeyemi',
    email: details.email ?? uniqueEmail(accountType),
  };
  const { user } = await answer<{ user: { id: string } }>(
    await request.post('/api/accounts/register', {
      data: {
        accountType,
        ...account,
        phone: details.phone ?? '0803 123 4567',
        password: STRONG_PASSWORD,
        confirmPassword: STRONG_PASSWORD,
        agreeToTerms: true,
      },
    }),
    'registration',
  );
  return { id: user.id, ...account };
}

/** Signs `request` in through the API (a page's `page.request`: that page is signed in). */
export async function signIn(request: APIRequestContext, email: string, password: string) {
  await answer(
    await request.post('/api/accounts/sign-in', { data: { email, password } }),
    'sign-in',
  );
}

/** Signs `request` in as one of the demo accounts, through the API (the admin with its code). */
export async function signInAsDemo(request: APIRequestContext, role: 'buyer' | 'seller' | 'admin') {
  const account = await demoAccount(request, role);
  await signIn(request, account.email, account.password);
  if (account.authenticatorKey) {
    await answer(
      await request.post('/api/accounts/sign-in/two-factor', {
        data: { code: totpCode(account.authenticatorKey) },
      }),
      'two-factor sign-in',
    );
  }
  return account;
}

/** Signs in through the sign-in form (already open). */
export async function signInThroughForm(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** The demo accounts' credentials, as /test-accounts shows them (demo mode only). */
export async function demoAccount(request: APIRequestContext, role: 'buyer' | 'seller' | 'admin') {
  const response = await request.get('/api/demo/accounts');
  expect(response.ok(), 'demo mode is on in e2e runs').toBe(true);
  const { accounts } = (await response.json()) as {
    accounts: Array<{
      role: string;
      email: string;
      password: string;
      authenticatorKey: string | null;
    }>;
  };
  const account = accounts.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`no demo ${role} account`);
  return account;
}

/** The second step of a sign-in through the pages: the code the authenticator app shows now. */
export async function enterTwoFactorCode(page: Page, authenticatorKey: string, trust = false) {
  await expect(page).toHaveURL(/\/sign-in\/two-factor/);
  const form = page.getByRole('form', { name: 'Two-factor sign-in' });
  await form.getByLabel('Authentication code').fill(totpCode(authenticatorKey));
  if (trust) await form.getByLabel(/Trust this device/).check();
  await form.getByRole('button', { name: 'Verify' }).click();
}
