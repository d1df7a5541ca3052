import {
  contractMoveResponseSchema,
  contractsResponseSchema,
  movementsPageSchema,
  walletTransfersSchema,
  type Balances,
  type ContractDetail,
  type Earnings,
} from '@titletrust/shared';
import {
  QueryClient,
  QueryObserver,
  type QueryFunction,
  type QueryKey,
} from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyContractMove, stepPath } from './contractMoves';
import { contractQuery } from './useContract';
import { earningsQuery } from '../money';
import { marketplaceKeys } from '../../lib/marketplaceQueryKeys';
import { applyTransferAnswer } from '../../lib/answerCache';
import { apiRequest } from '../../lib/api';
import { moneyKeys } from '../../lib/moneyQueryKeys';
import { balancesQuery } from '../../lib/useBalances';

const CONTRACT_ID = '6d0c1c1e-8f3a-4b7e-9a51-3f7f0e2b9c01';

const contract = (over: Partial<ContractDetail>): ContractDetail => ({
  id: CONTRACT_ID,
  gigId: '0b3e7a52-4c1d-4f6e-8a2b-9d5c3e1f7a60',
  gigTitle: 'Title search for a plot in Lekki',
  state: 'delivered',
  currency: 'USDC',
  amountMinor: '500000000',
  feeBps: 1000,
  feeMinor: '50000000',
  payoutMinor: '450000000',
  buyer: { id: '1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a10', name: 'Ngozi Okafor', pictureUrl: null },
  seller: { id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d', name: 'Tunde Bakare', pictureUrl: null },
  createdAt: '2025-03-01T10:00:00.000Z',
  heldMinor: '500000000',
  fundedAt: '2025-03-02T10:00:00.000Z',
  deliveredAt: '2025-03-05T10:00:00.000Z',
  autoReleaseAt: '2025-03-19T10:00:00.000Z',
  closedAt: null,
  viewerRole: 'buyer',
  actions: ['approve', 'request_changes', 'dispute'],
  checklist: [],
  funding: null,
  deliveries: [],
  dispute: null,
  settlement: null,
  timeline: [],
  milestones: [],
  currentMilestoneId: null,
  ...over,
});

const balances = (availableMinor: string): Balances => [
  {
    currency: 'USDC',
    availableMinor,
    withdrawalPendingMinor: '0',
    inEscrowMinor: '500000000',
    incomingEscrowMinor: '0',
  },
];

const earnings: Earnings = {
  byCurrency: [
    {
      currency: 'USDC',
      byMonth: [{ month: '2025-03', earnedMinor: '450000000', feesMinor: '50000000' }],
      totalEarnedMinor: '450000000',
      totalFeesMinor: '50000000',
    },
  ],
  balances: balances('450000000'),
};

/** The server's GET answers by path, and the calls it received. */
let server: Record<string, unknown>;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  server = {
    [`/api/contracts/${CONTRACT_ID}`]: { contract: contract({}) },
    '/api/money/balances': balances('1000000000'),
    '/api/earnings': earnings,
    '/api/money/movements': { items: [], nextCursor: null },
    '/api/wallet/transfers': { transfers: [] },
    '/api/contracts/mine': { contracts: [] },
  };
  fetchMock = vi.fn<typeof fetch>(async (url, init) => {
    const path = url as string; // apiRequest asks by path
    const body = init?.method === 'POST' ? server[`POST ${path}`] : server[path];
    return Promise.resolve(
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

const gets = (path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url === `/api${path}` && init?.method === 'GET')
    .length;

/** A client as the app configures it. */
const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });

/** Reads a query once and keeps it on screen, as a mounted page does: invalidated, it reads again. */
async function show<Data, Key extends QueryKey>(
  queryClient: QueryClient,
  query: { queryKey: Key; queryFn?: QueryFunction<Data, Key, never> },
) {
  await queryClient.fetchQuery(query);
  new QueryObserver(queryClient, query).subscribe(() => undefined);
}

/** The lists no answer carries: the viewer's contracts, movements and wallet transfers. */
async function showLists(queryClient: QueryClient) {
  await show(queryClient, {
    queryKey: marketplaceKeys.myContracts,
    queryFn: () => apiRequest('/contracts/mine', contractsResponseSchema),
  });
  await show(queryClient, {
    queryKey: moneyKeys.movements({}),
    queryFn: () => apiRequest('/money/movements', movementsPageSchema),
  });
  await show(queryClient, {
    queryKey: moneyKeys.transfers,
    queryFn: () => apiRequest('/wallet/transfers', walletTransfersSchema),
  });
}

describe('a contract move', () => {
  it('shows the approval’s contract and balances without reading them again', async () => {
    const queryClient = newQueryClient();
    await show(queryClient, contractQuery(CONTRACT_ID));
    await show(queryClient, balancesQuery);
    await showLists(queryClient);
    const released = contract({ state: 'completed', heldMinor: '0', actions: [] });
    server[`POST /api${stepPath(CONTRACT_ID, 'approve')}`] = {
      contract: released,
      balances: balances('500000000'),
      movement: { entryId: '7e6d5c4b-3a29-4817-8f6e-5d4c3b2a1908' },
    };
    server[`/api/contracts/${CONTRACT_ID}`] = { contract: released };
    server['/api/money/balances'] = balances('500000000');

    const moved = await apiRequest(stepPath(CONTRACT_ID, 'approve'), contractMoveResponseSchema, {
      method: 'POST',
    });
    await applyContractMove(queryClient, moved);

    // The same shapes the page's own reads hold: the contract itself, the balances as sent.
    expect(queryClient.getQueryData(contractQuery(CONTRACT_ID).queryKey)).toEqual(released);
    expect(queryClient.getQueryData(balancesQuery.queryKey)).toEqual(balances('500000000'));
    expect(gets(`/contracts/${CONTRACT_ID}`)).toBe(1);
    expect(gets('/money/balances')).toBe(1);
    // What the answer does not carry is read again; transfers did not change.
    expect(gets('/contracts/mine')).toBe(2);
    expect(gets('/money/movements')).toBe(2);
    expect(gets('/wallet/transfers')).toBe(1);
  });

  it('leaves the movements alone when no money moved', async () => {
    const queryClient = newQueryClient();
    await show(queryClient, contractQuery(CONTRACT_ID));
    await show(queryClient, balancesQuery);
    await showLists(queryClient);
    const changed = contract({ state: 'active', actions: ['deliver', 'dispute'] });

    await applyContractMove(queryClient, { contract: changed, balances: balances('1000000000') });

    expect(queryClient.getQueryData(contractQuery(CONTRACT_ID).queryKey)).toEqual(changed);
    expect(gets(`/contracts/${CONTRACT_ID}`)).toBe(1);
    expect(gets('/money/balances')).toBe(1);
    expect(gets('/contracts/mine')).toBe(2);
    expect(gets('/money/movements')).toBe(1);
  });
});

describe('a withdrawal or test deposit', () => {
  it('puts the answer’s balances on the balances and earnings pages without reading them again', async () => {
    const queryClient = newQueryClient();
    await show(queryClient, balancesQuery);
    await show(queryClient, earningsQuery);
    await showLists(queryClient);

    await applyTransferAnswer(queryClient, { balances: balances('200000000') });

    expect(queryClient.getQueryData(balancesQuery.queryKey)).toEqual(balances('200000000'));
    expect(queryClient.getQueryData(earningsQuery.queryKey)).toEqual({
      ...earnings,
      balances: balances('200000000'),
    });
    expect(gets('/money/balances')).toBe(1);
    expect(gets('/earnings')).toBe(1);
    expect(gets('/money/movements')).toBe(2);
    expect(gets('/wallet/transfers')).toBe(2);
    expect(gets('/contracts/mine')).toBe(1);
  });

  it('marks a cached contract stale: its funding shortfall follows the available balance', async () => {
    const queryClient = newQueryClient();
    queryClient.setQueryData(contractQuery(CONTRACT_ID).queryKey, contract({}));

    await applyTransferAnswer(queryClient, { balances: balances('200000000') });

    expect(queryClient.getQueryState(contractQuery(CONTRACT_ID).queryKey)?.isInvalidated).toBe(
      true,
    );
  });
});
