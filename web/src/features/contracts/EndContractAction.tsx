import { Button, List, Text } from '@mantine/core';
import type { ContractDetail } from '@titletrust/shared';
import { useState } from 'react';
import { ConfirmActionModal } from '../../ui/ConfirmActionModal';
import { formatMinor } from '../../lib/moneyText';
import { useContractChange } from './useContractChange';
import { closeAfterMove } from './contractMoves';
import { milestoneName } from './milestoneView';

/**
 * Either party ends a contract in stages between milestones: those not yet funded are dropped,
 * nothing already paid is taken back, and the other side is told.
 */
export function EndContractAction({ contract }: { contract: ContractDetail }) {
  const [opened, setOpened] = useState(false);
  const end = useContractChange(contract.id, 'end');
  const other = contract.viewerRole === 'buyer' ? contract.seller.name : contract.buyer.name;
  const dropped = contract.milestones.filter((m) => m.state === 'awaiting_funding');
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        onClick={() => {
          end.reset();
          setOpened(true);
        }}
      >
        End the contract
      </Button>
      <ConfirmActionModal
        opened={opened}
        title="End this contract?"
        confirmLabel="Yes, end it"
        danger
        loading={end.isPending}
        onConfirm={() =>
          end.mutate(
            undefined,
            closeAfterMove(() => setOpened(false)),
          )
        }
        onClose={() => setOpened(false)}
      >
        <Text size="sm">
          The milestones not yet funded are dropped: nobody pays or delivers them. Nothing already
          paid is taken back. {other} is told, and the contract is complete. This cannot be undone.
        </Text>
        {dropped.length > 0 && (
          <div>
            <Text size="sm" fw={600}>
              Dropped:
            </Text>
            <List size="sm">
              {dropped.map((milestone) => (
                <List.Item key={milestone.id}>
                  {milestoneName(milestone)} (
                  {formatMinor(milestone.amountMinor, contract.currency)})
                </List.Item>
              ))}
            </List>
          </div>
        )}
      </ConfirmActionModal>
    </>
  );
}
