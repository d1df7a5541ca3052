import { Container, Grid, Skeleton, Stack } from '@mantine/core';
import { PAGES, type ContractDetail } from '@titletrust/shared';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useParams } from 'react-router';
import { balancesQuery } from '../../lib/useBalances';
import { useAfterFirstPaint } from '../../lib/useAfterFirstPaint';
import { useConfirmedQuery } from '../../lib/useConfirmedQuery';
import { usePageTitle } from '../../lib/usePageTitle';
import { ChangeRequestNotice } from './ChangeRequestNotice';
import { ContractHeader } from './ContractHeader';
import { ContractLoadProblem } from './ContractLoadProblem';
import { hasStages } from './milestoneView';
import { MilestonesSection } from './MilestonesSection';
import { NextStepCard } from './NextStepCard';
import { useContract } from './useContract';

// The first screen is the contract's title, where it stands and what to do next; the record
// below and the money beside it load once that is on screen (decision 042).
const ContractRecord = lazy(() =>
  import('./ContractDetails').then((module) => ({ default: module.ContractRecord })),
);
const ContractLedger = lazy(() =>
  import('./ContractDetails').then((module) => ({ default: module.ContractLedger })),
);

function ContractView({ contract, confirmed }: { contract: ContractDetail; confirmed: boolean }) {
  const painted = useAfterFirstPaint();
  return (
    <>
      <ContractHeader contract={contract} />
      <ChangeRequestNotice contract={contract} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="lg">
            <NextStepCard contract={contract} confirmed={confirmed} />
            {hasStages(contract) && <MilestonesSection contract={contract} confirmed={confirmed} />}
            {painted && (
              <Suspense fallback={null}>
                <ContractRecord contract={contract} />
              </Suspense>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          {painted && (
            <Suspense fallback={null}>
              <ContractLedger contract={contract} />
            </Suspense>
          )}
        </Grid.Col>
      </Grid>
    </>
  );
}

/** /contracts/:id: one contract from funding to release, and what the viewer can do next. */
export function ContractPage() {
  const { id = '' } = useParams();
  const contract = useContract(id);
  // The header's balance, when held from before the page was shown, is read again with the
  // contract (the money may have moved meanwhile). Not held, the header asks for it itself after
  // the first paint (decision 042).
  const queryClient = useQueryClient();
  const [balanceHeld] = useState(
    () => queryClient.getQueryData(balancesQuery.queryKey) !== undefined,
  );
  useConfirmedQuery({ ...balancesQuery, enabled: balanceHeld });
  usePageTitle(contract.data ? `Contract: ${contract.data.gigTitle}` : PAGES.contract.title);

  // The contract is drawn in a background render React can pause: its answer comes as an urgent
  // update, and the whole view drawn in it held a slow phone's main thread (decision 040).
  const shown = useDeferredValue(contract.data);
  // Money is offered only on the contract as read since the page was shown, and only once that
  // contract is the one drawn (decision 048).
  const confirmed = contract.confirmed && shown === contract.data;

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
    content = <ContractView contract={shown} confirmed={confirmed} />;
  } else {
    content = <Skeleton h={420} radius="lg" aria-label="Loading the contract" />;
  }

  return (
    <Container size="lg" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">{content}</Stack>
    </Container>
  );
}
