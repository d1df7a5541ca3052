import { Stack } from '@mantine/core';
import type { ContractDetail } from '@titletrust/shared';
import { ContractReviewsSection } from '../reviews';
import { ContractAmountsCard } from './ContractAmountsCard';
import { ContractTimeline } from './ContractTimeline';
import { DeliveriesSection } from './DeliveriesSection';
import { DeliveryForm } from './DeliveryForm';
import { DisputeSection } from './DisputeSection';
import { hasStages } from './milestoneView';

interface Props {
  contract: ContractDetail;
}

/** Below the next step: the reviews, the delivery form, the dispute and the work delivered. */
export function ContractRecord({ contract }: Props) {
  return (
    <>
      <ContractReviewsSection contract={contract} />
      {contract.actions.includes('deliver') && <DeliveryForm contract={contract} />}
      {contract.dispute && <DisputeSection contract={contract} dispute={contract.dispute} />}
      <DeliveriesSection
        deliveries={contract.deliveries}
        milestones={hasStages(contract) ? contract.milestones : []}
      />
    </>
  );
}

/** Beside it: what the money is and where it went, and what happened when. */
export function ContractLedger({ contract }: Props) {
  return (
    <Stack gap="lg">
      <ContractAmountsCard contract={contract} />
      <ContractTimeline timeline={contract.timeline} staged={hasStages(contract)} />
    </Stack>
  );
}
