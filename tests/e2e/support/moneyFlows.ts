import { randomUUID } from 'node:crypto';
import {
  expect,
  type APIRequestContext,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import { answer, signUp, visitorAddress } from './accounts';
import { titleFor, uniqueWord } from './gigs';

type Playwright = PlaywrightWorkerArgs['playwright'];

/** Whole USDC as the API's string of micro-USDC. */
export const minor = (usdc: number) => (BigInt(usdc) * 1_000_000n).toString();

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

/** The demo administrator verifies a professional, so they may bid. */
export async function verifyProfessional(admin: APIRequestContext, userId: string) {
  await answer(
    await admin.put(`/api/admin/profiles/${userId}/verification`, {
      data: { status: 'verified' },
    }),
    'verification',
  );
}

export async function faucet(api: APIRequestContext, usdc: number) {
  await answer(await moneyPost(api, '/api/wallet/faucet', { amountMinor: minor(usdc) }), 'faucet');
}

/** An administrator decides a dispute; a split names each side's part in whole USDC. */
export async function resolveDispute(
  admin: APIRequestContext,
  contractId: string,
  decision: { outcome: 'release' | 'refund' } | { outcome: 'split'; seller: number; buyer: number },
) {
  const parts =
    decision.outcome === 'split'
      ? { sellerMinor: minor(decision.seller), buyerMinor: minor(decision.buyer) }
      : {};
  await answer(
    await moneyPost(admin, `/api/admin/contracts/${contractId}/resolve`, {
      outcome: decision.outcome,
      ...parts,
      note: 'Half of the searches were done, so the escrow is split.',
    }),
    'resolving the dispute',
  );
}

/** The available balance in one currency (USDC unless told), as minor units. */
export async function availableMinor(
  api: APIRequestContext,
  currency: 'NGN' | 'USDC' = 'USDC',
): Promise<string> {
  const balances = await answer<{ currency: string; availableMinor: string }[]>(
    await api.get('/api/money/balances'),
    'balances',
  );
  return balances.find((row) => row.currency === currency)?.availableMinor ?? '0';
}

/**
 * A signed-in client asks for ₦5,000 on /wallet/funding: the form shows the provider's fee before
 * anything is paid, and the button leaves for the provider's checkout page.
 */
export async function askToAddFiveThousandNaira(page: Page) {
  await page.goto('/wallet/funding');
  const form = page.getByRole('form', { name: 'Add naira' });
  await form.getByLabel('Amount').fill('5,000');
  await expect(form.getByTestId('checkout-fee')).toHaveText(
    'Provider fee ₦177.67 · you pay ₦5,177.67',
  );
  await form.getByRole('button', { name: 'Add ₦5,000.00' }).click();
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

export interface PostedGig {
  id: string;
  path: string;
  title: string;
}

/**
 * A gig (land title unless another category is given) of the client signed in on `request`,
 * posted through the API, its title and description holding `word` (posting through the form is
 * gigs-flow's and gigs-post-gig's own subject). In USDC unless told, `budget` in whole units of
 * the currency.
 */
export async function postGig(
  request: APIRequestContext,
  {
    word = uniqueWord(),
    budget = 750,
    category = 'land_title_verification',
    currency = 'USDC',
  }: { word?: string; budget?: number; category?: string; currency?: 'NGN' | 'USDC' } = {},
): Promise<PostedGig> {
  const title = titleFor(word);
  const { gig } = await answer<{ gig: { id: string } }>(
    await request.post('/api/gigs', {
      data: {
        category,
        title,
        description: `I am buying plot ${word}, a 600 sqm plot in Lekki Phase 1. Please verify the Certificate of Occupancy at the Lagos Land Registry.`,
        propertyState: 'LA',
        propertyAddress: 'Lekki Phase 1, Eti-Osa LGA',
        currency,
        budgetMinMinor: currency === 'NGN' ? (BigInt(budget) * 100n).toString() : minor(budget),
        bidDeadline: new Date(Date.now() + 7 * 24 * 3_600_000).toISOString(),
        attachmentIds: [],
      },
    }),
    'posting the gig',
  );
  return { id: gig.id, path: `/gigs/${gig.id}`, title };
}

/**
 * A bid of `price` whole units of the gig's currency (USDC unless told) on the gig, five days,
 * by the verified professional signed in on `request`.
 */
export async function placeBid(
  request: APIRequestContext,
  gigId: string,
  price: number,
  currency: 'NGN' | 'USDC' = 'USDC',
) {
  const { bid } = await answer<{ bid: { id: string } }>(
    await request.post(`/api/gigs/${gigId}/bids`, {
      data: {
        amountMinor: currency === 'NGN' ? (BigInt(price) * 100n).toString() : minor(price),
        deliveryDays: 5,
        coverLetter:
          'I have verified over two hundred titles at the Alausa registry and will deliver a full search report.',
      },
    }),
    'bidding',
  );
  return bid;
}

/** A new professional, verified by the admin, bids `usdc` on the gig from a device of their own. */
export async function bidAsNewProfessional(
  {
    playwright,
    baseURL,
    admin,
  }: { playwright: Playwright; baseURL: string; admin: APIRequestContext },
  gigId: string,
  usdc: number,
) {
  const professional = await newApiClient(playwright, baseURL);
  try {
    const { id } = await signUp(professional, 'professional');
    await verifyProfessional(admin, id);
    return await placeBid(professional, gigId, usdc);
  } finally {
    await professional.dispose();
  }
}

export type DealStage = 'accepted' | 'funded' | 'delivered' | 'released' | 'disputed';

export interface DealOptions {
  stage: DealStage;
  price: number;
  deposit: number;
  /** The client, signed in (a page's `page.request`); made up when not given. */
  buyer?: APIRequestContext;
  /** The professional, signed in; made up when not given. */
  seller?: APIRequestContext;
  /** The gig's category; a land-title gig when not given. Delivered only with land title's. */
  category?: string;
  /**
   * The gig's currency, USDC unless told; `price` is in whole units of it. The faucet deposit is
   * USDC's, so a naira deal past 'accepted' needs naira paid in some other way.
   */
  currency?: 'NGN' | 'USDC';
}

export interface Deal {
  title: string;
  contractId: string;
  buyer: APIRequestContext;
  seller: APIRequestContext;
}

/**
 * A land-title gig taken from posting to `stage` through the API, as the escrow tests in
 * server/ do: the client is given `deposit` by the faucet, the professional verified by the demo
 * admin, the bid accepted and (past 'accepted') funded, and (by stage) the full checklist
 * delivered and approved, or disputed by the client and answered by the professional. Parties
 * not given are created.
 */
export async function setUpDeal(
  options: DealOptions & {
    /** The worker's signed-in demo administrator (the `adminApi` fixture). */
    admin: APIRequestContext;
    /** An API client of its own, for a party not given. */
    newClient: () => Promise<APIRequestContext>;
  },
): Promise<Deal> {
  const { stage, price } = options;
  const buyer = options.buyer ?? (await options.newClient());
  const seller = options.seller ?? (await options.newClient());
  if (!options.buyer) await signUp(buyer, 'client');
  const sellerUser = options.seller
    ? (await answer<{ user: { id: string } }>(await seller.get('/api/accounts/session'), 'session'))
        .user
    : await signUp(seller, 'professional');

  await verifyProfessional(options.admin, sellerUser.id);

  if (options.deposit > 0) await faucet(buyer, options.deposit);
  const { id: gigId, title } = await postGig(buyer, {
    budget: price,
    category: options.category,
    currency: options.currency,
  });
  const bid = await placeBid(seller, gigId, price, options.currency);
  const { contract } = await answer<{ contract: { id: string } }>(
    await buyer.post(`/api/bids/${bid.id}/accept`),
    'accepting the bid',
  );
  const contractUrl = `/api/contracts/${contract.id}`;
  const result = { title, contractId: contract.id, buyer, seller };
  if (stage === 'accepted') return result;
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
  return result;
}
