import { Button } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { openDisputeSchema, type ContractDetail, type OpenDisputeInput } from '@titletrust/shared';
import { useMemo, useState } from 'react';
import { disputeEvidenceUploads } from './disputeEvidence';
import { NoteModal } from './NoteModal';
import { useContractChange } from './useContractChange';
import { closeAfterMove } from './contractMoves';
import { currentMilestone, hasStages, milestoneName } from './milestoneView';

/**
 * Either party stops the contract for an administrator to decide. The dispute is about the
 * milestone in progress: its escrow alone is ruled on.
 */
export function OpenDisputeAction({ contract }: { contract: ContractDetail }) {
  const [opened, setOpened] = useState(false);
  const dispute = useContractChange<OpenDisputeInput>(contract.id, 'dispute');
  const evidence = useMemo(() => disputeEvidenceUploads(contract.id), [contract.id]);
  const other = contract.viewerRole === 'buyer' ? contract.seller.name : contract.buyer.name;
  const milestone = hasStages(contract) ? currentMilestone(contract) : null;
  const about = milestone
    ? ` The dispute is about ${milestoneName(milestone)}: only its escrow is decided, and milestones already released stay released.`
    : '';
  return (
    <>
      <Button
        variant="light"
        color="red"
        leftSection={<IconScale size={18} aria-hidden />}
        onClick={() => {
          dispute.reset();
          setOpened(true);
        }}
      >
        Open dispute
      </Button>
      <NoteModal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Open a dispute"
        explanation={`An administrator reads your reason, your files and ${other}'s side, with your messages to each other, looks at the deliverables, and decides: release to the professional, refund to the client, or a split. The escrow stays held until then.${about}`}
        field="reason"
        schema={openDisputeSchema}
        label="Why are you disputing?"
        description="What was agreed, what happened, and what you think is fair."
        submitLabel="Open the dispute"
        danger
        pending={dispute.isPending}
        error={dispute.error}
        evidence={evidence}
        onSubmit={(reason, fileIds) =>
          dispute.mutate(
            { reason, fileIds, milestoneId: contract.currentMilestoneId ?? undefined },
            closeAfterMove(() => setOpened(false)),
          )
        }
      />
    </>
  );
}
