import { DataList, Text } from '@mantine/core';
import { stateName, type GigState } from '@titletrust/shared';
import { formatDateTime } from '../../../lib/timeLeft';
import { useNow } from '../../../lib/useNow';
import { bidsTimeLeft } from '../../../lib/bidsTimeLeft';
import { countLabel } from '../../../lib/gigLabels';
import { formatBudget } from '../../../lib/moneyText';

export interface GigFactsData {
  state: GigState;
  propertyState: string;
  propertyAddress: string;
  budgetMinMinor: string;
  budgetMaxMinor: string | null;
  bidDeadline: string;
  buyerFirstName: string;
  bidCount: number;
}

/** Where, how much, until when and by whom: what a professional weighs before bidding. */
export function GigFacts({ gig }: { gig: GigFactsData }) {
  const now = useNow(60_000);
  const fixed = !gig.budgetMaxMinor || gig.budgetMaxMinor === gig.budgetMinMinor;
  return (
    <DataList labelWidth={112} gap="xs">
      <DataList.Item>
        <DataList.ItemLabel>Location</DataList.ItemLabel>
        <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>
          {gig.propertyAddress}, {stateName(gig.propertyState)}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{fixed ? 'Budget (fixed)' : 'Budget (range)'}</DataList.ItemLabel>
        <DataList.ItemValue fw={600}>
          {formatBudget(gig.budgetMinMinor, gig.budgetMaxMinor)}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Bids close</DataList.ItemLabel>
        <DataList.ItemValue>
          {formatDateTime(gig.bidDeadline)}{' '}
          <Text span size="sm" c="dimmed">
            ({bidsTimeLeft(gig, now)})
          </Text>
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Posted by</DataList.ItemLabel>
        <DataList.ItemValue>{gig.buyerFirstName}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Bids so far</DataList.ItemLabel>
        <DataList.ItemValue>{countLabel(gig.bidCount, 'bid')}</DataList.ItemValue>
      </DataList.Item>
    </DataList>
  );
}
