import { Button } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { requestChangesSchema, type ContractDetail } from '@titletrust/shared';
import { useState } from 'react';
import { NoteModal } from './NoteModal';
import { useContractChange } from './useContractChange';
import { closeAfterMove } from './contractMoves';

/** The client sends the delivery back with a note; the escrow stays held. */
export function RequestChangesAction({ contract }: { contract: ContractDetail }) {
  const [opened, setOpened] = useState(false);
  const change = useContractChange<{ note: string }>(contract.id, 'request-changes');
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
        title="Request changes"
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
            { note },
            closeAfterMove(() => setOpened(false)),
          )
        }
      />
    </>
  );
}
