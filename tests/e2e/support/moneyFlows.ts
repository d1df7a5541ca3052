import { randomUUID } from 'node:crypto';
import {
  expect,
  type APIRequestContext,
  type APIResponse,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import { demoAccount, STRONG_PASSWORD, uniqueEmail } from './accounts';
import { titleFor, uniqueWord } from './gigs';

type Playwright = PlaywrightWorkerArgs['playwright'];

/** Whole USDC as the API's string of micro-USDC. */
export const micros = (usdc: number) => (BigInt(usdc) * 1_000_000n).toString();

/** A made-up client address, so each API persona meets the per-address limits on its own. */
const visitorAddress = () =>
  `100.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

async function answer<T = unknown>(response: APIResponse, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A money-moving call: every one carries a fresh Idempotency-Key. */
function moneyPost(api: APIRequestContext, url: string, data?: unknown) {
  return api.post(url, { headers: { 'idempotency-key': randomUUID() }, data });
}

/** A cookie-keeping API client of its own (another person, on another device). */
export function newApiClient(playwright: Playwright, baseURL: string) {
  return playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
  });
}

/** Registers through the API; the session cookie lands in `api` (a page's request shares it). */
export async function registerThroughApi(
  api: APIRequestContext,
  accountType: 'client' | 'professional',
  firstName: string,
): Promise<{ id: string }> {
  const { user } = await answer<{ user: { id: string } }>(
    await api.post('/api/accounts/register', {
      data: {
        accountType,
        firstName,
        lastName: 'Adeyemi',
        email: uniqueEmail(`money-${accountType}`),
        phone: '0803 123 4567',
        password: STRONG_PASSWORD,
        confirmPassword: STRONG_PASSWORD,
        agreeToTerms: true,
      },
    }),
    'registration',
  );
  return user;
}

/** The demo administrator verifies a professional, so they may bid. */
export async function verifyProfessional(playwright: Playwright, baseURL: string, userId: string) {
  const admin = await newApiClient(playwright, baseURL);
  await signInAsDemoAdmin(admin);
  await answer(
    await admin.put(`/api/admin/profiles/${userId}/verification`, {
      data: { status: 'verified' },
    }),
    'verification',
  );
  await admin.dispose();
}

/** Signs `api` in as the demo administrator. */
export async function signInAsDemoAdmin(api: APIRequestContext) {
  const admin = await demoAccount(api, 'admin');
  await answer(
    await api.post('/api/accounts/sign-in', {
      data: { email: admin.email, password: admin.password },
    }),
    'admin sign-in',
  );
}

export async function faucet(api: APIRequestContext, usdc: number) {
  await answer(
    await moneyPost(api, '/api/wallet/faucet', { amountMicros: micros(usdc) }),
    'faucet',
  );
}

export async function availableMicros(api: APIRequestContext): Promise<string> {
  const balances = await answer<{ availableMicros: string }>(
    await api.get('/api/money/balances'),
    'balances',
  );
  return balances.availableMicros;
}

const REPORT =
  'I searched the Lagos Land Registry: the Certificate of Occupancy is genuine and registered to the seller. Each checklist item is answered below.';
const CHECKLIST = [
  'title_document',
  'governors_consent',
  'deed_of_assignment',
  'land_registry_search',
  'survey_plan_charting',
  'encumbrances',
  'litigation_search',
  'excision_gazette',
].map((key) => ({ key, outcome: 'confirmed', note: '' }));

export type DealStage = 'funded' | 'delivered' | 'released' | 'disputed';

export interface Deal {
  title: string;
  contractId: string;
  buyer: APIRequestContext;
  seller: APIRequestContext;
}

/**
 * A land-title gig taken from posting to `stage` through the API, as the escrow tests in
 * server/ do: the client is funded by the faucet, the professional verified by the demo admin,
 * the bid accepted and funded, and (by stage) the full checklist delivered and approved, or
 * disputed by the client and answered by the professional. Parties not given are created.
 */
export async function setUpDeal(options: {
  playwright: Playwright;
  baseURL: string;
  stage: DealStage;
  price: number;
  deposit: number;
  buyer?: APIRequestContext;
  seller?: APIRequestContext;
}): Promise<Deal> {
  const { playwright, baseURL, stage, price } = options;
  const buyer = options.buyer ?? (await newApiClient(playwright, baseURL));
  const seller = options.seller ?? (await newApiClient(playwright, baseURL));
  if (!options.buyer) await registerThroughApi(buyer, 'client', 'Ngozi');
  const sellerUser = options.seller
    ? (await answer<{ user: { id: string } }>(await seller.get('/api/accounts/session'), 'session'))
        .user
    : await registerThroughApi(seller, 'professional', 'Tunde');

  await verifyProfessional(playwright, baseURL, sellerUser.id);

  await faucet(buyer, options.deposit);
  const title = titleFor(uniqueWord());
  const { gig } = await answer<{ gig: { id: string } }>(
    await buyer.post('/api/gigs', {
      data: {
        category: 'land_title_verification',
        title,
        description:
          'I am buying a 600 sqm plot in Lekki Phase 1 and need the Certificate of Occupancy verified at the Lagos Land Registry.',
        propertyState: 'LA',
        propertyAddress: 'Plot 14, Admiralty Way, Lekki Phase 1, Eti-Osa LGA',
        budgetMinMicros: micros(price),
        bidDeadline: new Date(Date.now() + 7 * 24 * 3_600_000).toISOString(),
        attachmentIds: [],
      },
    }),
    'posting the gig',
  );
  const { bid } = await answer<{ bid: { id: string } }>(
    await seller.post(`/api/gigs/${gig.id}/bids`, {
      data: {
        amountMicros: micros(price),
        deliveryDays: 5,
        coverLetter:
          'I have verified over two hundred titles at the Alausa registry and will deliver a full search report.',
      },
    }),
    'bidding',
  );
  const { contract } = await answer<{ contract: { id: string } }>(
    await buyer.post(`/api/bids/${bid.id}/accept`),
    'accepting the bid',
  );
  const contractUrl = `/api/contracts/${contract.id}`;
  await answer(await moneyPost(buyer, `${contractUrl}/fund`), 'funding the escrow');
  if (stage !== 'funded') {
    await answer(
      await seller.post(`${contractUrl}/deliveries`, {
        data: { report: REPORT, checklist: CHECKLIST, fileIds: [] },
      }),
      'delivering',
    );
  }
  if (stage === 'released') {
    await answer(await moneyPost(buyer, `${contractUrl}/approve`), 'approving');
  }
  if (stage === 'disputed') {
    await answer(
      await buyer.post(`${contractUrl}/dispute`, {
        data: { reason: 'The survey plan was never charted, although the report says it was.' },
      }),
      'opening a dispute',
    );
    await answer(
      await seller.post(`${contractUrl}/dispute-response`, {
        data: { statement: 'The registry was closed for a week; everything else is complete.' },
      }),
      'answering the dispute',
    );
  }
  return { title, contractId: contract.id, buyer, seller };
}

/**
 * A deal taken to `stage` whose professional is the person signed in through `seller` (a page's
 * request context): registered here, the client made up and let go once the deal is set.
 */
export async function setUpDealAsProfessional(
  options: Omit<Parameters<typeof setUpDeal>[0], 'buyer' | 'seller'> & {
    seller: APIRequestContext;
  },
): Promise<Deal> {
  await registerThroughApi(options.seller, 'professional', 'Tunde');
  const deal = await setUpDeal(options);
  await deal.buyer.dispose();
  return deal;
}
