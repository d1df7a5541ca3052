import { NIGERIAN_BANKS, type NigerianBank } from '@titletrust/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { PaystackClient } from './paystack-client';

/** Paystack's bank list changes a few times a year: asked once a day. */
export const BANK_LIST_MAX_AGE_MS = 24 * 3600_000;
/** After a failed refresh, Paystack is not asked again for this long (each try may take a timeout). */
const RETRY_AFTER_FAILURE_MS = 5 * 60_000;
const PAGE_SIZE = 100;
/** Nigeria has a few hundred banks and wallets: a cursor that never ends is Paystack's bug. */
const MAX_PAGES = 20;

interface PaystackBank {
  name?: unknown;
  code?: unknown;
  active?: unknown;
  is_deleted?: unknown;
}

/** Every page of `GET /bank?country=nigeria`, each bank once, active and not deleted. */
async function fetchBanks(client: PaystackClient): Promise<NigerianBank[]> {
  const banks = new Map<string, NigerianBank>();
  let next: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const { data, meta } = await client.call<PaystackBank[]>('GET', '/bank', {
      query: {
        country: 'nigeria',
        use_cursor: 'true',
        perPage: String(PAGE_SIZE),
        ...(next ? { next } : {}),
      },
    });
    for (const bank of Array.isArray(data) ? data : []) {
      if (typeof bank.code !== 'string' || typeof bank.name !== 'string') continue;
      if (bank.active === false || bank.is_deleted === true || banks.has(bank.code)) continue;
      banks.set(bank.code, { code: bank.code, name: bank.name });
    }
    next = typeof meta?.next === 'string' && meta.next ? meta.next : undefined;
    if (!next) break;
  }
  if (banks.size === 0) throw new Error('Paystack answered an empty bank list');
  return [...banks.values()];
}

/**
 * Paystack's Nigerian banks, kept in memory and refreshed daily. When Paystack cannot be asked,
 * the last list stays in use; and if none was ever fetched (Paystack down since the start), the
 * built-in NIGERIAN_BANKS — the codes Paystack itself uses — so the bank-account form still
 * works; a look-up then asks Paystack with that code as usual.
 */
export function cachedBankList(
  client: PaystackClient,
  options: { logger?: FastifyBaseLogger | false; now?: () => number } = {},
) {
  const now = options.now ?? Date.now;
  let cached: { banks: readonly NigerianBank[]; fetchedAt: number } | undefined;
  let failedAt: number | undefined;
  let refreshing: Promise<readonly NigerianBank[]> | undefined;

  return async function listBanks(): Promise<readonly NigerianBank[]> {
    const fallback = cached?.banks ?? NIGERIAN_BANKS;
    if (cached && now() - cached.fetchedAt < BANK_LIST_MAX_AGE_MS) return cached.banks;
    if (failedAt !== undefined && now() - failedAt < RETRY_AFTER_FAILURE_MS) return fallback;
    refreshing ??= fetchBanks(client)
      .then((banks) => {
        cached = { banks, fetchedAt: now() };
        failedAt = undefined;
        return banks;
      })
      .catch((error: unknown) => {
        failedAt = now();
        if (options.logger)
          options.logger.warn(
            { paymentsProvider: 'paystack', err: error },
            cached ? 'Paystack bank list not refreshed' : 'Paystack bank list unavailable',
          );
        return cached?.banks ?? NIGERIAN_BANKS;
      })
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  };
}
