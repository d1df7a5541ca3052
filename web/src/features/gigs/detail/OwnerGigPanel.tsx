import { Button, Card, Stack, Text, Title } from '@mantine/core';
import {
  availableActions,
  GIG_LIFECYCLE,
  type ContractSummary,
  type GigDetail,
} from '@titletrust/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmActionModal } from '../../../ui/ConfirmActionModal';
import { ContractNotice } from '../../contracts';
import { editGigPath } from '../../../lib/gigPath';
import { useCancelGig } from './useCancelGig';

const STATE_EXPLANATIONS: Record<GigDetail['state'], string> = {
  open: 'Your gig is open: professionals can bid until the deadline. Compare the bids below.',
  in_progress: 'You accepted a bid: the work goes ahead under the contract.',
  completed: 'The work is done and the escrow released.',
  cancelled: 'You cancelled this gig. It takes no more bids.',
  expired: 'The bid deadline passed without a bid being accepted.',
};

/** The client's side panel on their own gig: where it stands; Edit and Cancel while open. */
export function OwnerGigPanel({
  gig,
  justAccepted,
}: {
  gig: GigDetail;
  justAccepted: ContractSummary | undefined;
}) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelGig(gig.id);
  const ownerActions = gig.contractId ? [] : availableActions(GIG_LIFECYCLE, gig.state, ['owner']);
  const canCancel = ownerActions.includes('cancel');
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby="owner-panel-title"
    >
      <Stack gap="md">
        <Title order={2} size="h4" id="owner-panel-title">
          Your gig
        </Title>
        <Text size="sm">{STATE_EXPLANATIONS[gig.state]}</Text>
        {gig.contractId && (
          <ContractNotice contractId={gig.contractId} party="buyer" justAccepted={justAccepted} />
        )}
        {ownerActions.includes('edit') && (
          <Button variant="default" component={Link} to={editGigPath(gig.id)}>
            Edit gig
          </Button>
        )}
        {canCancel && (
          <Button variant="light" color="red" onClick={() => setConfirming(true)}>
            Cancel gig
          </Button>
        )}
      </Stack>
      <ConfirmActionModal
        opened={confirming}
        title="Cancel this gig?"
        confirmLabel="Cancel gig"
        danger
        loading={cancel.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => cancel.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      >
        <Text size="sm">
          <strong>{gig.title}</strong> will stop taking bids, and every professional who bid is
          told. This cannot be undone; you can post a new gig at any time.
        </Text>
      </ConfirmActionModal>
    </Card>
  );
}
