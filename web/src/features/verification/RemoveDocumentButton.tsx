import { Button, Text } from '@mantine/core';
import { DOCUMENT_MESSAGES, type ProfileDocument } from '@titletrust/shared';
import { useState } from 'react';
import { errorMessageOf } from '../../lib/api';
import { ConfirmActionModal } from '../../ui/ConfirmActionModal';
import { notify } from '../../lib/notify';
import { removeDocument, useRefreshVerification } from './useVerification';

/** Removes a document after asking: the file is deleted for good. */
export function RemoveDocumentButton({ document }: { document: ProfileDocument }) {
  const refresh = useRefreshVerification();
  const [asking, setAsking] = useState(false);
  const [removing, setRemoving] = useState(false);

  const remove = async () => {
    setRemoving(true);
    try {
      await removeDocument(document.id);
      await refresh();
      setAsking(false);
      notify.success(DOCUMENT_MESSAGES.removed);
    } catch (error) {
      notify.error(errorMessageOf(error));
    } finally {
      setRemoving(false);
    }
  };

  return (
    <>
      <Button size="xs" variant="default" color="red" onClick={() => setAsking(true)}>
        Remove
      </Button>
      <ConfirmActionModal
        opened={asking}
        title="Remove this document?"
        confirmLabel="Remove document"
        danger
        loading={removing}
        onConfirm={() => void remove()}
        onClose={() => setAsking(false)}
      >
        <Text size="sm">
          {document.fileName} will be deleted. You can upload another file afterwards.
        </Text>
      </ConfirmActionModal>
    </>
  );
}
