import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ContractDetail } from '@titletrust/shared';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ContractMilestone } from './milestoneView';
import { MilestonesSection } from './MilestonesSection';

const html = (element: ReactElement) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>{element}</MantineProvider>
    </QueryClientProvider>,
  );

const ids = [
  '11111111-1111-4111-8111-111111111111',
  '22222222-2222-4222-8222-222222222222',
  '33333333-3333-4333-8333-333333333333',
] as const;

const milestone = (index: 0 | 1 | 2, over: Partial<ContractMilestone>): ContractMilestone => ({
  id: ids[index],
  position: index + 1,
  title: ['Registry search', 'Survey charting', 'Deed of assignment'][index]!,
  deliverable: 'A search report from the Lagos Land Registry with certified copies.',
  amountMinor: ['20000000', '40000000', '40000000'][index]!,
  feeMinor: '0',
  payoutMinor: '0',
  dueOn: ['2026-12-10', '2026-12-20', '2027-01-15'][index]!,
  state: 'awaiting_funding',
  heldMinor: '0',
  fundedAt: null,
  deliveredAt: null,
  autoReleaseAt: null,
  closedAt: null,
  actions: [],
  settlement: null,
  ...over,
});

const contract = (milestones: ContractMilestone[]) =>
  ({
    id: '6d0c1c1e-8f3a-4b7e-9a51-3f7f0e2b9c01',
    currency: 'NGN',
    viewerRole: 'buyer',
    seller: { id: ids[0], name: 'Tunde Bakare', pictureUrl: null },
    buyer: { id: ids[1], name: 'Ngozi Okafor', pictureUrl: null },
    funding: null,
    milestones,
    currentMilestoneId: ids[1],
  }) as unknown as ContractDetail;

describe('the milestones of a contract in stages', () => {
  const staged = contract([
    milestone(0, {
      state: 'released',
      settlement: {
        kind: 'release',
        sellerReceivedMinor: '18000000',
        buyerRefundedMinor: '0',
        feeMinor: '2000000',
        at: '2026-12-08T10:00:00.000Z',
      },
    }),
    milestone(1, { state: 'delivered', actions: ['approve', 'request_changes', 'dispute'] }),
    milestone(2, { actions: ['fund'] }),
  ]);

  it('lists each milestone in order, marked done, in progress or to come, with its state', () => {
    const markup = html(<MilestonesSection contract={staged} confirmed />);
    expect(markup).toContain('aria-labelledby="milestones-title"');
    const items = [...markup.matchAll(/role="listitem" aria-label="([^"]+)"/g)].map((m) => m[1]);
    expect(items).toEqual([
      'Milestone 1: Registry search',
      'Milestone 2: Survey charting',
      'Milestone 3: Deed of assignment',
    ]);
    expect(markup).toMatch(/aria-label="Milestone 2: Survey charting"[^>]*aria-current="step"/);
    expect(markup).toContain('Done · ₦200,000.00 · Due 10 Dec 2026');
    expect(markup).toContain('Paid ₦180,000.00 to the professional (fee ₦20,000.00).');
    expect(markup).toContain('In progress now · ₦400,000.00 · Due 20 Dec 2026');
    expect(markup).toContain('To come · ₦400,000.00 · Due 15 Jan 2027');
    for (const badge of ['Released', 'Delivered', 'Awaiting funding'])
      expect(markup).toContain(`>${badge}<`);
  });

  it('offers each milestone’s own buttons once the contract is confirmed, and none before', () => {
    const markup = html(<MilestonesSection contract={staged} confirmed />);
    for (const label of ['Approve milestone 2', 'Request changes', 'Fund milestone 3 early'])
      expect(markup).toContain(label);
    expect(markup).not.toContain('Open dispute');
    const unconfirmed = html(<MilestonesSection contract={staged} confirmed={false} />);
    expect(unconfirmed).not.toContain('Approve milestone 2');
    expect(unconfirmed).toContain('Checking where the milestone stands');
  });

  it('says which milestone is in dispute', () => {
    const disputed = contract([
      milestone(0, { state: 'released' }),
      milestone(1, { state: 'disputed' }),
      milestone(2, {}),
    ]);
    expect(html(<MilestonesSection contract={disputed} confirmed />)).toContain(
      'Milestone 2 is in dispute',
    );
  });
});
