import type { Balances, ContractDetail, Earnings } from '@titletrust/shared';
import { hashKey, partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { contractDetailsKey, contractQueryKey } from './contractQueryKeys';
import { moneyKeys } from './moneyQueryKeys';

/** What a contract action, the faucet or a withdrawal answers with, besides its receipt. */
interface MoneyAnswer {
  /** The contract as it is now (contract actions only). */
  contract?: ContractDetail;
  /** The viewer's balances after the action. */
  balances: Balances;
}

/**
 * Puts what an answer carries into the queries that show it: the contract into the contract
 * page's query, the balances into the balances query and into the earnings page's query (which
 * shows them beside the earnings, whose freshness is left to `stale`). Then marks stale the
 * queries `stale` selects, except the two just written whole: reading those again would only ask
 * the server for what it has just said.
 */
export async function applyAnswer(
  queryClient: QueryClient,
  { contract, balances }: MoneyAnswer,
  stale: (queryKey: QueryKey) => boolean,
): Promise<void> {
  const written: QueryKey[] = [moneyKeys.balances];
  if (contract) written.push(contractQueryKey(contract.id));
  // A read already under way (say, after a failed try) would overwrite the answer when it lands.
  await Promise.all(
    written.map((queryKey) => queryClient.cancelQueries({ queryKey, exact: true })),
  );

  if (contract) queryClient.setQueryData<ContractDetail>(contractQueryKey(contract.id), contract);
  queryClient.setQueryData<Balances>(moneyKeys.balances, balances);
  queryClient.setQueryData<Earnings>(
    moneyKeys.earnings,
    (earnings) => earnings && { ...earnings, balances },
  );

  const writtenHashes = new Set(written.map((queryKey) => hashKey(queryKey)));
  await queryClient.invalidateQueries({
    predicate: (query) => stale(query.queryKey) && !writtenHashes.has(hashKey(query.queryKey)),
  });
}

/** What a deposit or withdrawal changes besides the balances its answer carries. */
const STALE_AFTER_TRANSFER: QueryKey[] = [
  moneyKeys.allMovements,
  moneyKeys.transfers,
  // What a contract awaiting funding says is missing follows the available balance.
  contractDetailsKey,
];

/**
 * After the faucet or a withdrawal: the balances come from the answer; the lists of movements
 * and transfers are read again. Earnings stay: moving money in or out earns nothing.
 */
export function applyTransferAnswer(queryClient: QueryClient, answer: { balances: Balances }) {
  return applyAnswer(queryClient, answer, (queryKey) =>
    STALE_AFTER_TRANSFER.some((prefix) => partialMatchKey(queryKey, prefix)),
  );
}
