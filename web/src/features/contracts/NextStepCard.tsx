import { Button, Group, Text } from '@mantine/core';
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

/** Where the contract stands for the viewer, and the buttons the lifecycle allows them now. */
export function NextStepCard({ contract }: { contract: ContractDetail }) {
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
      {can('fund') && <FundingShortfallAlert contract={contract} />}
      {buttons.length > 0 && (
        <Group gap="sm" wrap="wrap">
          {buttons}
        </Group>
      )}
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
