import { Badge, Button, Group, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { IconCheck, IconPointFilled, IconSend } from '@tabler/icons-react';
import type { ContractDetail } from '@titletrust/shared';
import { SectionCard } from '../../ui/SectionCard';
import { WHOLE_BADGE } from '../../ui/GigBadges';
import { formatMinor } from '../../lib/moneyText';
import { ApproveAction } from './ApproveAction';
import { FundEscrowAction } from './FundEscrowAction';
import {
  dueText,
  MILESTONE_STATE_COLORS,
  milestoneBadgeLabel,
  milestoneButtons,
  milestoneName,
  milestoneStage,
  settlementText,
  STAGE_WORDS,
  type ContractMilestone,
  type MilestoneButton,
} from './milestoneView';
import { RequestChangesAction } from './RequestChangesAction';

/** The delivery form is below the milestones: the button takes the professional to it. */
function goToDeliveryForm() {
  const form = document.querySelector<HTMLFormElement>('form[aria-labelledby="deliver-title"]');
  form?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  form?.querySelector('textarea')?.focus({ preventScroll: true });
}

function ActionButton({
  contract,
  milestone,
  button,
}: {
  contract: ContractDetail;
  milestone: ContractMilestone;
  button: MilestoneButton;
}) {
  switch (button.kind) {
    case 'fund':
      return <FundEscrowAction contract={contract} milestone={milestone} label={button.label} />;
    case 'approve':
      return <ApproveAction contract={contract} milestone={milestone} label={button.label} />;
    case 'request_changes':
      return <RequestChangesAction contract={contract} milestone={milestone} />;
    case 'deliver':
      return (
        <Button leftSection={<IconSend size={18} aria-hidden />} onClick={goToDeliveryForm}>
          {button.label}
        </Button>
      );
  }
}

function MilestoneItemBody({
  contract,
  milestone,
  confirmed,
}: {
  contract: ContractDetail;
  milestone: ContractMilestone;
  confirmed: boolean;
}) {
  const stage = milestoneStage(milestone, contract.currentMilestoneId);
  const due = dueText(milestone.dueOn);
  const buttons = milestoneButtons(milestone, contract.currentMilestoneId);
  return (
    <Stack gap={6} mt={4}>
      <Text size="sm" c="dimmed">
        {STAGE_WORDS[stage]} · {formatMinor(milestone.amountMinor, contract.currency)}
        {due && ` · ${due}`}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {milestone.deliverable}
      </Text>
      {milestone.settlement && (
        <Text size="sm" fw={600}>
          {settlementText(milestone.settlement, contract.currency, contract.viewerRole)}
        </Text>
      )}
      {milestone.state === 'disputed' && (
        <Text size="sm" c="red">
          Milestone {milestone.position} is in dispute: an administrator decides it, and its escrow
          stays held until then.
        </Text>
      )}
      {buttons.length > 0 &&
        (confirmed ? (
          <Group gap="sm" wrap="wrap">
            {buttons.map((button) => (
              <ActionButton
                key={button.kind}
                contract={contract}
                milestone={milestone}
                button={button}
              />
            ))}
          </Group>
        ) : (
          <Skeleton h={36} w={200} radius="sm" aria-label="Checking where the milestone stands" />
        ))}
    </Stack>
  );
}

/**
 * A contract in stages, as a timeline: each milestone's amount, due day and state, done, in
 * progress or to come, what a finished one paid, and what the viewer can do to each now. The
 * buttons wait for the contract read since the page was shown, as the next step's do (decision
 * 048).
 */
export function MilestonesSection({
  contract,
  confirmed,
}: {
  contract: ContractDetail;
  confirmed: boolean;
}) {
  const { milestones, currentMilestoneId } = contract;
  const stages = milestones.map((milestone) => milestoneStage(milestone, currentMilestoneId));
  // The line is drawn solid up to the milestone in progress (or the last one done).
  const active = stages.findLastIndex((stage) => stage !== 'upcoming');
  return (
    <SectionCard
      titleId="milestones-title"
      title="Milestones"
      description={`${milestones.length} stages, each funded, delivered and released on its own.`}
    >
      <Timeline
        active={active}
        bulletSize={24}
        lineWidth={2}
        role="list"
        aria-labelledby="milestones-title"
      >
        {milestones.map((milestone, index) => (
          <Timeline.Item
            key={milestone.id}
            role="listitem"
            aria-label={milestoneName(milestone)}
            aria-current={stages[index] === 'current' ? 'step' : undefined}
            lineVariant={stages[index + 1] === 'upcoming' ? 'dashed' : 'solid'}
            bullet={
              stages[index] === 'done' ? (
                <IconCheck size={14} aria-hidden />
              ) : (
                <IconPointFilled size={14} aria-hidden />
              )
            }
            title={
              <Group gap="xs" wrap="wrap">
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {milestoneName(milestone)}
                </Text>
                <Badge
                  variant="light"
                  tt="none"
                  color={MILESTONE_STATE_COLORS[milestone.state]}
                  style={WHOLE_BADGE}
                >
                  {milestoneBadgeLabel(milestone, currentMilestoneId)}
                </Badge>
              </Group>
            }
          >
            <MilestoneItemBody contract={contract} milestone={milestone} confirmed={confirmed} />
          </Timeline.Item>
        ))}
      </Timeline>
    </SectionCard>
  );
}
