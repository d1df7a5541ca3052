import { randomUUID } from 'node:crypto';
import { BUDGET_LIMITS, type CurrencyCode } from '@titletrust/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/db/client';
import { bidAs, createVerifiedSeller, postGigAs, usdc } from './marketplace';
import { createPersona, type Persona } from './personas';

/** A call that moves money: with a fresh Idempotency-Key unless one is given. */
export function moneyCall(
  app: FastifyInstance,
  persona: Persona,
  url: string,
  payload?: Record<string, unknown>,
  key: string = randomUUID(),
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { cookie: persona.cookie, 'idempotency-key': key },
    ...(payload ? { payload } : {}),
  });
}

export function postAs(
  app: FastifyInstance,
  persona: Persona,
  url: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { cookie: persona.cookie },
    ...(payload ? { payload } : {}),
  });
}

export function getAs(app: FastifyInstance, persona: Persona, url: string) {
  return app.inject({ method: 'GET', url, headers: { cookie: persona.cookie } });
}

/** Test USDC from the faucet (the app must run in demo mode). */
export async function faucet(app: FastifyInstance, persona: Persona, amount: number) {
  const response = await moneyCall(app, persona, '/api/wallet/faucet', {
    amountMinor: usdc(amount),
  });
  if (response.statusCode !== 200) throw new Error(`faucet failed: ${response.body}`);
  return response;
}

type CurrencyRow = {
  currency: CurrencyCode;
  availableMinor: string;
  withdrawalPendingMinor: string;
  inEscrowMinor: string;
  incomingEscrowMinor: string;
};

/** One currency's row of a balances answer; zeros when the answer has none for it. */
export function inCurrency(balances: CurrencyRow[], currency: CurrencyCode = 'USDC'): CurrencyRow {
  return (
    balances.find((row) => row.currency === currency) ?? {
      currency,
      availableMinor: '0',
      withdrawalPendingMinor: '0',
      inEscrowMinor: '0',
      incomingEscrowMinor: '0',
    }
  );
}

/** A persona's balances in one currency (the suites' amounts are USDC unless they say). */
export async function balancesOf(
  app: FastifyInstance,
  persona: Persona,
  currency: CurrencyCode = 'USDC',
) {
  return inCurrency(
    (await getAs(app, persona, '/api/money/balances')).json<CurrencyRow[]>(),
    currency,
  );
}

/**
 * A client, a verified professional and a contract between them: for `amount` USDC, or for
 * `amountMinor` of `currency` (a naira gig asks the lowest budget naira allows).
 */
export async function contractBetween(
  app: FastifyInstance,
  db: Database,
  options: {
    amount?: number;
    amountMinor?: bigint;
    currency?: CurrencyCode;
    category?: string;
    buyer?: Persona;
    seller?: Persona;
    /** The stages the bid proposes (amounts in minor units adding up to the price). */
    milestones?: { title: string; deliverable: string; amountMinor: string; dueOn: string }[];
  } = {},
) {
  const buyer = options.buyer ?? (await createPersona(app, db, 'buyer'));
  const seller = options.seller ?? (await createVerifiedSeller(app, db));
  const currency = options.currency ?? 'USDC';
  const gig = await postGigAs(app, buyer, {
    ...(options.category ? { category: options.category } : {}),
    ...(currency === 'USDC'
      ? {}
      : {
          currency,
          budgetMinMinor: BUDGET_LIMITS[currency].min.toString(),
          budgetMaxMinor: undefined,
        }),
  });
  const amountMinor = options.amountMinor?.toString() ?? usdc(options.amount ?? 500);
  const bid = await bidAs(app, seller, gig.id, {
    amountMinor,
    ...(options.milestones ? { milestones: options.milestones } : {}),
  });
  if (bid.statusCode !== 201) throw new Error(`bid failed: ${bid.body}`);
  const accepted = await postAs(app, buyer, `/api/bids/${bid.json().bid.id}/accept`);
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  const contractId = accepted.json<{ contract: { id: string } }>().contract.id;
  return { buyer, seller, gigId: gig.id, contractId, currency };
}

/** A delivery report that answers the land-title checklist in full. */
export function fullDelivery(fileIds: string[] = []) {
  return {
    report:
      'I searched the Lagos Land Registry and the Certificate of Occupancy is genuine and registered to the seller. Details per item below.',
    checklist: [
      'title_document',
      'governors_consent',
      'deed_of_assignment',
      'land_registry_search',
      'survey_plan_charting',
      'encumbrances',
      'litigation_search',
      'excision_gazette',
    ].map((key) => ({ key, outcome: 'confirmed', note: '' })),
    fileIds,
  };
}
