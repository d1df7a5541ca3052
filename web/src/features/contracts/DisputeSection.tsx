import { Text } from '@mantine/core';
import {
  disputeResponseSchema,
  type ContractDetail,
  type Dispute,
  type DisputeResponseInput,
} from '@titletrust/shared';
import { useMemo } from 'react';
import { SectionCard } from '../../ui/SectionCard';
import { PARTY_NAMES } from './contractLabels';
import { canRespondToDispute } from './contractView';
import { DisputeDecision } from './DisputeDecision';
import { disputeEvidenceUploads } from './disputeEvidence';
import { DisputeStatement } from './DisputeStatement';
import { hasStages } from './milestoneView';
import { NoteForm } from './NoteForm';
import { useContractChange } from './useContractChange';

function ResponseForm({ contractId }: { contractId: string }) {
  const respond = useContractChange<DisputeResponseInput>(contractId, 'dispute-response');
  const evidence = useMemo(() => disputeEvidenceUploads(contractId), [contractId]);
  return (
    <NoteForm
      field="statement"
      schema={disputeResponseSchema}
      label="Your side of the story"
      description="The administrator reads both sides, their files and your messages to each other before deciding. You can send it once."
      submitLabel="Send your statement"
      pending={respond.isPending}
      error={respond.error}
      evidence={evidence}
      onSubmit={(statement, fileIds) => respond.mutate({ statement, fileIds })}
    />
  );
}

/** Both sides' statements and the decision; the other party answers here, once. */
export function DisputeSection({
  contract,
  dispute,
}: {
  contract: ContractDetail;
  dispute: Dispute;
}) {
  const responderRole = dispute.openerRole === 'buyer' ? 'seller' : 'buyer';
  const responder = contract[responderRole];
  // In a contract in stages a dispute is about one milestone: its escrow alone is decided.
  const about = hasStages(contract)
    ? `About milestone ${dispute.milestonePosition}: ${dispute.milestoneTitle}. `
    : '';
  return (
    <SectionCard
      titleId="dispute-title"
      title="Dispute"
      description={
        about +
        (dispute.outcome
          ? 'An administrator decided it.'
          : 'An administrator decides: release, refund or split. The escrow stays held until then.')
      }
    >
      <DisputeStatement
        heading={`${dispute.openerName} (${PARTY_NAMES[dispute.openerRole]}) opened it`}
        at={dispute.createdAt}
        text={dispute.reason}
        files={dispute.reasonFiles}
      />
      {dispute.response !== null ? (
        <DisputeStatement
          heading={`${responder.name} (${PARTY_NAMES[responderRole]}) answered`}
          at={dispute.respondedAt}
          text={dispute.response}
          files={dispute.responseFiles}
        />
      ) : canRespondToDispute(contract) ? (
        <ResponseForm contractId={contract.id} />
      ) : (
        <Text size="sm" c="dimmed">
          {responder.name} ({PARTY_NAMES[responderRole]}) has not given their side.
        </Text>
      )}
      <DisputeDecision dispute={dispute} currency={contract.currency} />
    </SectionCard>
  );
}
