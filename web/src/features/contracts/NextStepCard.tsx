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
import { EndContractAction } from './EndContractAction';
import {
  currentMilestone,
  disputedMilestone,
  dueText,
  hasStages,
  milestoneName,
} from './milestoneView';
import { formatMinor } from '../../lib/moneyText';

/** Which milestone the contract is at: the one in dispute, or the one in progress. */
function StageLine({ contract }: { contract: ContractDetail }) {
  const disputed = disputedMilestone(contract);
  if (disputed)
    return (
      <Text size="sm" fw={600} c="red">
        Milestone {disputed.position} is in dispute.
      </Text>
    );
  const milestone = currentMilestone(contract);
  if (!milestone) return null;
  const due = dueText(milestone.dueOn);
  return (
    <Text size="sm" fw={600}>
      Now: {milestoneName(milestone)}, {formatMinor(milestone.amountMinor, contract.currency)}
      {due && `, ${due.charAt(0).toLowerCase()}${due.slice(1)}`} (milestone {milestone.position} of{' '}
      {contract.milestones.length}).
    </Text>
  );
}

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
  // In a contract in stages each milestone offers its own moves in the milestones below; the
  // moves on the contract as a whole stay here.
  const staged = hasStages(contract);
  const buttons = [
    !staged && can('fund') && <FundEscrowAction key="fund" contract={contract} />,
    !staged && can('approve') && <ApproveAction key="approve" contract={contract} />,
    !staged && can('request_changes') && <RequestChangesAction key="changes" contract={contract} />,
    can('dispute') && <OpenDisputeAction key="dispute" contract={contract} />,
    can('cancel') && <CancelContractAction key="cancel" contract={contract} />,
    can('end') && <EndContractAction key="end" contract={contract} />,
  ].filter(Boolean);
  const adminDecides = contract.viewerRole === 'admin' && contract.state === 'disputed';
  return (
    <SectionCard titleId="next-step-title" title="Next step">
      {staged && <StageLine contract={contract} />}
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
