import { Alert, Anchor, Button, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { ESCROW_LIMITS, type ContractDetail } from '@titletrust/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError, errorMessageOf } from '../../lib/api';
import { ConfirmActionModal } from '../../ui/ConfirmActionModal';
import { formatMinor } from '../../lib/moneyText';
import { fundingPath } from '../money';
import { PaymentBreakdown } from './PaymentBreakdown';
import { useContractPayment } from './useContractPayment';
import { closeAfterMove, isStateChanged } from './contractMoves';

/** The client pays the price into escrow, after seeing where it goes and the fee. */
export function FundEscrowAction({ contract }: { contract: ContractDetail }) {
  const [opened, setOpened] = useState(false);
  const fund = useContractPayment(contract.id, 'fund');
  const short = fund.error instanceof ApiError && fund.error.code === 'INSUFFICIENT_FUNDS';
  const price = formatMinor(contract.amountMinor);
  return (
    <>
      <Button
        leftSection={<IconLock size={18} aria-hidden />}
        onClick={() => {
          fund.reset();
          setOpened(true);
        }}
      >
        Fund escrow
      </Button>
      <ConfirmActionModal
        opened={opened}
        title="Fund the escrow?"
        confirmLabel={`Pay ${price} into escrow`}
        loading={fund.isPending}
        onConfirm={() =>
          fund.mutate(
            undefined,
            closeAfterMove(() => setOpened(false)),
          )
        }
        onClose={() => setOpened(false)}
      >
        <Text size="sm">
          {price} moves from your available balance into this contract&apos;s escrow. It is released
          to {contract.seller.name} only when you approve the work, or by itself{' '}
          {ESCROW_LIMITS.autoReleaseDays} days after delivery if you neither approve nor dispute.
        </Text>
        <PaymentBreakdown contract={contract} />
        {fund.error && !isStateChanged(fund.error) && (
          <Alert color="red" variant="light" title="The escrow was not funded">
            {errorMessageOf(fund.error)}{' '}
            {short && contract.funding && (
              <Anchor
                component={Link}
                to={fundingPath({
                  contractId: contract.id,
                  shortfallMinor: contract.funding.shortfallMinor,
                  currency: contract.currency,
                })}
                size="sm"
              >
                Add funds
              </Anchor>
            )}
          </Alert>
        )}
      </ConfirmActionModal>
    </>
  );
}
