import { Badge, Stack, Table, Text } from '@mantine/core';
import { formatMoney, type OpenPayout } from '@titletrust/shared';
import { QueryFailedAlert } from '../../../ui/QueryFailedAlert';
import { SectionCard } from '../../../ui/SectionCard';
import { AdminTable } from './AdminTable';
import { formatLagosMoment } from '../../../lib/lagosDateTime';
import { TransferOtpForm } from './TransferOtpForm';
import { useOpenPayouts } from './useAdminPayments';

const COLUMNS = ['Professional', 'Amount', 'To', 'State', 'Paystack says', 'Requested'];

function ProviderStatus({ payout }: { payout: OpenPayout }) {
  if (payout.providerStatus === 'otp')
    return (
      <Stack gap={6}>
        <Badge color="orange" variant="filled">
          Waiting for an OTP
        </Badge>
        <TransferOtpForm payoutId={payout.id} />
      </Stack>
    );
  return (
    <Text size="sm" ff="monospace">
      {payout.providerStatus ?? (payout.provider === 'paystack' ? 'not sent yet' : '—')}
    </Text>
  );
}

/** Payouts not settled yet; one Paystack holds for an OTP is finalised here by an administrator. */
export function OpenPayoutsSection() {
  const payouts = useOpenPayouts();
  return (
    <SectionCard
      titleId="open-payouts-title"
      title="Open payouts"
      description="Payouts requested or processing, oldest first. Paystack's status of each transfer is asked again every five minutes, except one waiting for an OTP: only you can give it."
    >
      {payouts.isError ? (
        <QueryFailedAlert query={payouts} title="Open payouts could not be loaded" />
      ) : (
        <AdminTable
          label="Open payouts"
          columns={COLUMNS}
          empty="No payout is waiting."
          minWidth={900}
          rows={payouts.data?.payouts.map((payout) => (
            <Table.Tr key={payout.id} data-testid="open-payout">
              <Table.Td>{payout.userName}</Table.Td>
              <Table.Td>{formatMoney(BigInt(payout.amountMinor), 'NGN')}</Table.Td>
              <Table.Td>
                <Text size="sm">
                  {payout.bankName} · {payout.accountNumber}
                </Text>
                <Text size="xs" c="dimmed">
                  {payout.accountName}
                </Text>
              </Table.Td>
              <Table.Td>{payout.state === 'requested' ? 'Requested' : 'Processing'}</Table.Td>
              <Table.Td>
                <ProviderStatus payout={payout} />
              </Table.Td>
              <Table.Td>{formatLagosMoment(payout.requestedAt)}</Table.Td>
            </Table.Tr>
          ))}
        />
      )}
    </SectionCard>
  );
}
