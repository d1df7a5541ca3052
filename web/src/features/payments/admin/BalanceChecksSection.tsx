import { Badge, Table } from '@mantine/core';
import { formatMoney } from '@titletrust/shared';
import { QueryFailedAlert } from '../../../ui/QueryFailedAlert';
import { SectionCard } from '../../../ui/SectionCard';
import { AdminTable } from './AdminTable';
import { formatLagosMoment } from '../../../lib/lagosDateTime';
import { useBalanceChecks } from './useAdminPayments';

const COLUMNS = ['Checked', 'The ledger says', 'Paystack says', 'Difference'];

function Difference({ minor }: { minor: bigint }) {
  if (minor === 0n)
    return (
      <Badge color="green" variant="light">
        None
      </Badge>
    );
  const sign = minor > 0n ? '+' : '−';
  return (
    <Badge color="red" variant="filled">
      {sign}
      {formatMoney(minor > 0n ? minor : -minor, 'NGN')}
    </Badge>
  );
}

/** The daily comparisons of Paystack's naira balance with what the ledger says it holds. */
export function BalanceChecksSection() {
  const checks = useBalanceChecks();
  return (
    <SectionCard
      titleId="balance-checks-title"
      title="Balance checks"
      description="Every morning: the naira paid in through Paystack, less what was paid out and not returned, less transfers on their way, against Paystack's balance. Money you added or settled yourself and Paystack's transfer fees make a difference that stays the same; a new one needs a look."
    >
      {checks.isError ? (
        <QueryFailedAlert query={checks} title="Balance checks could not be loaded" />
      ) : (
        <AdminTable
          label="Balance checks"
          columns={COLUMNS}
          empty="No balance check yet: the first runs at 06:00 Lagos time once Paystack is configured."
          minWidth={560}
          rows={checks.data?.checks.map((check) => (
            <Table.Tr key={check.id} data-testid="balance-check">
              <Table.Td>{formatLagosMoment(check.checkedAt)}</Table.Td>
              <Table.Td>{formatMoney(BigInt(check.ledgerMinor), 'NGN')}</Table.Td>
              <Table.Td>{formatMoney(BigInt(check.providerMinor), 'NGN')}</Table.Td>
              <Table.Td>
                <Difference minor={BigInt(check.differenceMinor)} />
              </Table.Td>
            </Table.Tr>
          ))}
        />
      )}
    </SectionCard>
  );
}
