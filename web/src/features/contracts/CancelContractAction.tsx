import { Button, Text } from '@mantine/core';
import type { ContractDetail } from '@titletrust/shared';
import { useState } from 'react';
import { ConfirmActionModal } from '../../ui/ConfirmActionModal';
import { useContractChange } from './useContractChange';
import { closeAfterMove } from './contractMoves';

/** Either party calls the contract off before any money moved. */
export function CancelContractAction({ contract }: { contract: ContractDetail }) {
  const [opened, setOpened] = useState(false);
  const cancel = useContractChange(contract.id, 'cancel');
  const other = contract.viewerRole === 'buyer' ? contract.seller.name : contract.buyer.name;
  return (
    <>
      <Button variant="subtle" color="red" onClick={() => setOpened(true)}>
        Cancel contract
      </Button>
      <ConfirmActionModal
        opened={opened}
        title="Cancel this contract?"
        confirmLabel="Yes, cancel it"
        danger
        loading={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(
            undefined,
            closeAfterMove(() => setOpened(false)),
          )
        }
        onClose={() => setOpened(false)}
      >
        <Text size="sm">
          No money has moved yet. {other} is told, and the gig takes bids again until its deadline.
          This cannot be undone.
        </Text>
      </ConfirmActionModal>
    </>
  );
}
