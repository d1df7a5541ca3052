import { Button, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ContractDetail } from '@titletrust/shared';
import { useState } from 'react';
import { ConfirmActionModal } from '../../ui/ConfirmActionModal';
import { formatMinor } from '../../lib/moneyText';
import { PaymentBreakdown } from './PaymentBreakdown';
import { useContractPayment } from './useContractPayment';
import { closeAfterMove } from './contractMoves';

/** The client accepts the delivery: the escrow goes to the professional, less the fee. */
export function ApproveAction({ contract }: { contract: ContractDetail }) {
  const [opened, setOpened] = useState(false);
  const approve = useContractPayment(contract.id, 'approve');
  return (
    <>
      <Button
        leftSection={<IconCircleCheck size={18} aria-hidden />}
        onClick={() => {
          approve.reset();
          setOpened(true);
        }}
      >
        Approve and release
      </Button>
      <ConfirmActionModal
        opened={opened}
        title="Approve the work and release the escrow?"
        confirmLabel={`Release ${formatMinor(contract.heldMinor)}`}
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
          receives {formatMinor(contract.payoutMinor)}; the platform fee of{' '}
          {formatMinor(contract.feeMinor)} goes to TitleTrust. A release cannot be undone.
        </Text>
        <PaymentBreakdown contract={contract} />
      </ConfirmActionModal>
    </>
  );
}
