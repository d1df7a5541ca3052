import { Text } from '@mantine/core';
import { ADMIN_MESSAGES } from '@titletrust/shared';
import { ReasonModal } from '../../ui/ReasonModal';

interface Props {
  name: string | undefined;
  onClose: () => void;
  onReject: (reason: string) => void;
  loading: boolean;
  /** The server's message about the reason, when it refused it. */
  error?: string;
}

/** Rejecting needs a reason: the professional reads it and can fix what was wrong. */
export function RejectVerificationModal({ name, onClose, onReject, loading, error }: Props) {
  return (
    <ReasonModal
      key={name ?? 'closed'}
      opened={!!name}
      title="Reject verification"
      intro={
        <Text>
          Reject the verification of <strong>{name}</strong>? They will see your reason.
        </Text>
      }
      label="Reason"
      requiredMessage={ADMIN_MESSAGES.rejectionReasonRequired}
      maxLength={500}
      submitLabel="Reject verification"
      cancelLabel="Cancel"
      loading={loading}
      error={error}
      onClose={onClose}
      onSubmit={onReject}
    />
  );
}
