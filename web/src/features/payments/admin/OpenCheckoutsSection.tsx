import { Badge, Table, Text } from '@mantine/core';
import { formatMoney, type OpenCheckout } from '@titletrust/shared';
import { QueryFailedAlert } from '../../../ui/QueryFailedAlert';
import { SectionCard } from '../../../ui/SectionCard';
import { AdminTable } from './AdminTable';
import { formatLagosMoment } from '../../../lib/lagosDateTime';
import { useOpenCheckouts } from './useAdminPayments';

const COLUMNS = ['Reference', 'Client', 'Amount', 'State', 'Why', 'Opened'];
const STATES: Record<OpenCheckout['state'], { label: string; color: string }> = {
  open: { label: 'Open', color: 'blue' },
  abandoned: { label: 'Abandoned', color: 'gray' },
  needs_review: { label: 'Needs review', color: 'orange' },
};

/** Checkouts the provider has not settled after five minutes, and every one to review. */
export function OpenCheckoutsSection() {
  const checkouts = useOpenCheckouts();
  return (
    <SectionCard
      titleId="open-payments-title"
      title="Open payments"
      description="Checkouts still open after five minutes (asked about every minute for a day), and charges that differed from what we asked, which credited nothing."
    >
      {checkouts.isError ? (
        <QueryFailedAlert query={checkouts} title="Open payments could not be loaded" />
      ) : (
        <AdminTable
          label="Open payments"
          columns={COLUMNS}
          empty="No payment is open or waiting for review."
          rows={checkouts.data?.checkouts.map((checkout) => (
            <Table.Tr key={checkout.reference} data-testid="open-payment">
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {checkout.reference}
                </Text>
              </Table.Td>
              <Table.Td>{checkout.userName}</Table.Td>
              <Table.Td>{formatMoney(BigInt(checkout.amountMinor), 'NGN')}</Table.Td>
              <Table.Td>
                <Badge color={STATES[checkout.state].color} variant="light">
                  {STATES[checkout.state].label}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{checkout.reviewReason ?? checkout.providerMessage ?? '—'}</Text>
              </Table.Td>
              <Table.Td>{formatLagosMoment(checkout.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        />
      )}
    </SectionCard>
  );
}
