import { Button } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { requestChangesSchema, type ContractDetail } from '@titletrust/shared';
import { useState } from 'react';
import { NoteModal } from './NoteModal';
import { useContractChange } from './useContractChange';
import { closeAfterMove } from './contractMoves';
import { milestoneToasts, type ContractMilestone } from './milestoneView';

/** The client sends the delivery (of one milestone, in a contract in stages) back with a note. */
export function RequestChangesAction({
  contract,
  milestone,
}: {
  contract: ContractDetail;
  milestone?: ContractMilestone;
}) {
  const [opened, setOpened] = useState(false);
  const change = useContractChange<{ note: string; milestoneId?: string }>(
    contract.id,
    'request-changes',
    milestone && milestoneToasts('request-changes', milestone),
  );
  const milestoneId = milestone?.id ?? contract.currentMilestoneId ?? undefined;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconArrowBackUp size={18} aria-hidden />}
        onClick={() => {
          change.reset();
          setOpened(true);
        }}
      >
        Request changes
      </Button>
      <NoteModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={milestone ? `Request changes to milestone ${milestone.position}` : 'Request changes'}
        explanation={`${contract.seller.name} sees your note and delivers again. The escrow stays held meanwhile, and the automatic release waits for the next delivery.`}
        field="note"
        schema={requestChangesSchema}
        label="What should change?"
        description="Be specific: which checklist items, documents or searches are missing."
        submitLabel="Send back for changes"
        pending={change.isPending}
        error={change.error}
        onSubmit={(note) =>
          change.mutate(
            { note, milestoneId },
            closeAfterMove(() => setOpened(false)),
          )
        }
      />
    </>
  );
}
