import { Button, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ContractDetail } from '@titletrust/shared';
import { useState } from 'react';
import { ConfirmActionModal } from '../../ui/ConfirmActionModal';
import { formatMinor } from '../../lib/moneyText';
import { PaymentBreakdown } from './PaymentBreakdown';
import { useContractPayment } from './useContractPayment';
import { closeAfterMove } from './contractMoves';
import { milestoneName, milestoneToasts, type ContractMilestone } from './milestoneView';

interface Props {
  contract: ContractDetail;
  /** A milestone of a contract in stages, released on its own. */
  milestone?: ContractMilestone;
  label?: string;
}

/** The client accepts the delivery: the escrow goes to the professional, less the fee. */
export function ApproveAction({ contract, milestone, label = 'Approve and release' }: Props) {
  const [opened, setOpened] = useState(false);
  const approve = useContractPayment(contract.id, 'approve', {
    milestoneId: milestone?.id ?? contract.currentMilestoneId,
    toasts: milestone && milestoneToasts('approve', milestone),
  });
  const amounts = milestone ? { ...contract, ...milestone } : contract;
  return (
    <>
      <Button
        leftSection={<IconCircleCheck size={18} aria-hidden />}
        onClick={() => {
          approve.reset();
          setOpened(true);
        }}
      >
        {label}
      </Button>
      <ConfirmActionModal
        opened={opened}
        title={
          milestone
            ? `Approve ${milestoneName(milestone)} and release its escrow?`
            : 'Approve the work and release the escrow?'
        }
        confirmLabel={`Release ${formatMinor(amounts.heldMinor, contract.currency)}`}
        loading={approve.isPending}
        onConfirm={() =>
          approve.mutate(
            undefined,
            closeAfterMove(() => setOpened(false)),
          )
        }
        onClose={() => setOpened(false)}
      >
        <Text size="sm">
          Approve only if the delivered report is the work you agreed. {contract.seller.name}{' '}
          receives {formatMinor(amounts.payoutMinor, contract.currency)}; the platform fee of{' '}
          {formatMinor(amounts.feeMinor, contract.currency)} goes to TitleTrust. A release cannot be
          undone.
        </Text>
        <PaymentBreakdown
          contract={amounts}
          priceLabel={milestone ? 'Milestone amount' : undefined}
        />
      </ConfirmActionModal>
    </>
  );
}
