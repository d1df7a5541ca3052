import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmActionModal } from '../../ui/ConfirmActionModal';
import { useBidDecision } from './useBidDecision';

/** Withdraw, after a confirmation: the client stops seeing the bid. */
export function WithdrawBidButton({ bidId, gigTitle }: { bidId: string; gigTitle: string }) {
  const [confirming, setConfirming] = useState(false);
  const withdraw = useBidDecision('withdraw');
  return (
    <>
      <Button
        variant="light"
        color="red"
        size="xs"
        onClick={() => setConfirming(true)}
        aria-label={`Withdraw your bid on ${gigTitle}`}
      >
        Withdraw
      </Button>
      <ConfirmActionModal
        opened={confirming}
        title="Withdraw your bid?"
        confirmLabel="Withdraw bid"
        danger
        loading={withdraw.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => withdraw.mutate(bidId, { onSuccess: () => setConfirming(false) })}
      >
        <Text size="sm">
          The client will no longer see your bid on <strong>{gigTitle}</strong>. While the gig is
          open you can bid again.
        </Text>
      </ConfirmActionModal>
    </>
  );
}
