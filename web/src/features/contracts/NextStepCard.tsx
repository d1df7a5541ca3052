import { Button, Group, Skeleton, Text } from '@mantine/core';
import { PAGES, type ContractDetail } from '@titletrust/shared';
import { Link } from 'react-router';
import { SectionCard } from '../../ui/SectionCard';
import { ApproveAction } from './ApproveAction';
import { AutoReleaseNote } from './AutoReleaseNote';
import { CancelContractAction } from './CancelContractAction';
import { nextStepText } from './contractLabels';
import { FundEscrowAction } from './FundEscrowAction';
import { FundingShortfallAlert } from './FundingShortfallAlert';
import { OpenDisputeAction } from './OpenDisputeAction';
import { RequestChangesAction } from './RequestChangesAction';

/**
 * Where the contract stands for the viewer, and the buttons the lifecycle allows them now. The
 * buttons wait while the contract drawn is one held from before the page was shown and is being
 * read again (`confirmed` false): none is offered on a state that may be past (decision 048).
 */
export function NextStepCard({
  contract,
  confirmed,
}: {
  contract: ContractDetail;
  confirmed: boolean;
}) {
  const can = (action: string) => contract.actions.includes(action);
  const buttons = [
    can('fund') && <FundEscrowAction key="fund" contract={contract} />,
    can('approve') && <ApproveAction key="approve" contract={contract} />,
    can('request_changes') && <RequestChangesAction key="changes" contract={contract} />,
    can('dispute') && <OpenDisputeAction key="dispute" contract={contract} />,
    can('cancel') && <CancelContractAction key="cancel" contract={contract} />,
  ].filter(Boolean);
  const adminDecides = contract.viewerRole === 'admin' && contract.state === 'disputed';
  return (
    <SectionCard titleId="next-step-title" title="Next step">
      <Text size="sm">{nextStepText(contract)}</Text>
      <AutoReleaseNote contract={contract} />
      {confirmed && can('fund') && <FundingShortfallAlert contract={contract} />}
      {buttons.length > 0 &&
        (confirmed ? (
          <Group gap="sm" wrap="wrap">
            {buttons}
          </Group>
        ) : (
          <Skeleton h={36} w={220} radius="sm" aria-label="Checking where the contract stands" />
        ))}
      {adminDecides && (
        <Group>
          <Button component={Link} to={PAGES.adminDashboard.path} variant="light">
            Open the disputes queue
          </Button>
        </Group>
      )}
    </SectionCard>
  );
}
