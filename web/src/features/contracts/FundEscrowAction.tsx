import { Alert, Anchor, Button, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { ESCROW_LIMITS, type ContractDetail } from '@titletrust/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError, errorMessageOf } from '../../lib/api';
import { ConfirmActionModal } from '../../ui/ConfirmActionModal';
import { formatMinor } from '../../lib/moneyText';
import { PaymentBreakdown } from './PaymentBreakdown';
import { useContractPayment } from './useContractPayment';
import { closeAfterMove, isStateChanged } from './contractMoves';
import { shortfallFundingPath } from './contractView';
import { milestoneName, milestoneToasts, type ContractMilestone } from './milestoneView';

interface Props {
  contract: ContractDetail;
  /** A milestone of a contract in stages, funded on its own (its button says which). */
  milestone?: ContractMilestone;
  label?: string;
}

/**
 * The client pays the price (or, in a contract in stages, one milestone's amount) into escrow,
 * after seeing where it goes and the fee.
 */
export function FundEscrowAction({ contract, milestone, label = 'Fund escrow' }: Props) {
  const [opened, setOpened] = useState(false);
  const fund = useContractPayment(contract.id, 'fund', {
    milestoneId: milestone?.id ?? contract.currentMilestoneId,
    toasts: milestone && milestoneToasts('fund', milestone),
  });
  const short = fund.error instanceof ApiError && fund.error.code === 'INSUFFICIENT_FUNDS';
  const amounts = milestone ? { ...contract, ...milestone } : contract;
  const price = formatMinor(amounts.amountMinor, contract.currency);
  return (
    <>
      <Button
        leftSection={<IconLock size={18} aria-hidden />}
        variant={milestone && label.endsWith('early') ? 'light' : 'filled'}
        onClick={() => {
          fund.reset();
          setOpened(true);
        }}
      >
        {label}
      </Button>
      <ConfirmActionModal
        opened={opened}
        title={milestone ? `Fund ${milestoneName(milestone)}?` : 'Fund the escrow?'}
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
          {price} moves from your available balance into{' '}
          {milestone ? 'the escrow of this milestone' : "this contract's escrow"}. It is released to{' '}
          {contract.seller.name} only when you approve the work, or by itself{' '}
          {ESCROW_LIMITS.autoReleaseDays} days after delivery if you neither approve nor dispute.
        </Text>
        <PaymentBreakdown
          contract={amounts}
          priceLabel={milestone ? 'Milestone amount' : undefined}
        />
        {fund.error && !isStateChanged(fund.error) && (
          <Alert color="red" variant="light" title="The escrow was not funded">
            {errorMessageOf(fund.error)}{' '}
            {short && contract.funding && (
              <Anchor
                component={Link}
                to={shortfallFundingPath(contract, contract.funding.shortfallMinor)}
                size="sm"
              >
                {contract.currency === 'NGN' ? 'Add naira' : 'Add funds'}
              </Anchor>
            )}
          </Alert>
        )}
      </ConfirmActionModal>
    </>
  );
}
