import { Container, Grid, Skeleton, Stack } from '@mantine/core';
import { PAGES, type ContractDetail } from '@titletrust/shared';
import { useDeferredValue } from 'react';
import { useParams } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { ContractReviewsSection } from '../reviews';
import { ChangeRequestNotice } from './ChangeRequestNotice';
import { ContractAmountsCard } from './ContractAmountsCard';
import { ContractHeader } from './ContractHeader';
import { ContractLoadProblem } from './ContractLoadProblem';
import { ContractTimeline } from './ContractTimeline';
import { DeliveriesSection } from './DeliveriesSection';
import { DeliveryForm } from './DeliveryForm';
import { DisputeSection } from './DisputeSection';
import { NextStepCard } from './NextStepCard';
import { useContract } from './useContract';

function ContractView({ contract }: { contract: ContractDetail }) {
  return (
    <>
      <ContractHeader contract={contract} />
      <ChangeRequestNotice contract={contract} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="lg">
            <NextStepCard contract={contract} />
            <ContractReviewsSection contract={contract} />
            {contract.actions.includes('deliver') && <DeliveryForm contract={contract} />}
            {contract.dispute && <DisputeSection contract={contract} dispute={contract.dispute} />}
            <DeliveriesSection deliveries={contract.deliveries} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Stack gap="lg">
            <ContractAmountsCard contract={contract} />
            <ContractTimeline timeline={contract.timeline} />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}

/** /contracts/:id: one contract from funding to release, and what the viewer can do next. */
export function ContractPage() {
  const { id = '' } = useParams();
  const contract = useContract(id);
  usePageTitle(contract.data ? `Contract: ${contract.data.gigTitle}` : PAGES.contract.title);

  // The contract is drawn in a background render React can pause: its answer comes as an urgent
  // update, and the whole view drawn in it held a slow phone's main thread (decision 040).
  const shown = useDeferredValue(contract.data);

  let content;
  if (contract.isError) {
    content = (
      <ContractLoadProblem
        error={contract.error}
        onRetry={contract.refetch}
        retrying={contract.isRefetching}
      />
    );
  } else if (shown) {
    content = <ContractView contract={shown} />;
  } else {
    content = <Skeleton h={420} radius="lg" aria-label="Loading the contract" />;
  }

  return (
    <Container size="lg" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">{content}</Stack>
    </Container>
  );
}
