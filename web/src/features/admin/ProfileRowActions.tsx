import { ActionIcon, Menu } from '@mantine/core';
import {
  IconCircleCheck,
  IconCircleX,
  IconClockHour4,
  IconDots,
  IconListCheck,
  IconLockOpen,
  IconShield,
  IconShieldOff,
} from '@tabler/icons-react';
import {
  ADMIN_MESSAGES,
  PAYOUT_HOLD_MESSAGES,
  type AdminProfile,
  type VerificationStatus,
} from '@titletrust/shared';
import { hasVerification } from '../accounts';
import { displayNameOf } from './displayName';

const NOT_A_PROFESSIONAL = 'Only legal professionals are verified';

interface Props {
  profile: AdminProfile;
  isSelf: boolean;
  onSetStatus: (status: Exclude<VerificationStatus, 'rejected'>) => void;
  onReject: () => void;
  onAdminRights: (grant: boolean) => void;
  onLiftPayoutFreeze: () => void;
  /** The professional has a submission in the verification queue: verify it there. */
  inQueue: boolean;
  onOpenInQueue: () => void;
}

export function ProfileRowActions({
  profile,
  isSelf,
  onSetStatus,
  onReject,
  onAdminRights,
  onLiftPayoutFreeze,
  inQueue,
  onOpenInQueue,
}: Props) {
  const status = profile.verificationStatus;
  // Nobody decides their own verification, and only legal professionals have one to decide.
  const cannotDecide = isSelf
    ? ADMIN_MESSAGES.cannotDecideOwnVerification
    : hasVerification(profile.role)
      ? undefined
      : NOT_A_PROFESSIONAL;
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Actions for ${displayNameOf(profile)}`}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Verification</Menu.Label>
        {inQueue ? (
          // Their documents and the checklist are in the queue; verifying blind skips both.
          <Menu.Item
            leftSection={<IconListCheck size={16} aria-hidden />}
            disabled={!!cannotDecide}
            title={cannotDecide}
            onClick={onOpenInQueue}
          >
            Review in the queue
          </Menu.Item>
        ) : (
          <Menu.Item
            leftSection={<IconCircleCheck size={16} aria-hidden />}
            disabled={!!cannotDecide || status === 'verified'}
            title={cannotDecide}
            onClick={() => onSetStatus('verified')}
          >
            Verify
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={<IconCircleX size={16} aria-hidden />}
          color="red"
          disabled={!!cannotDecide || status === 'rejected'}
          title={cannotDecide}
          onClick={onReject}
        >
          Reject…
        </Menu.Item>
        <Menu.Item
          leftSection={<IconClockHour4 size={16} aria-hidden />}
          disabled={!!cannotDecide || status === 'pending'}
          title={cannotDecide}
          onClick={() => onSetStatus('pending')}
        >
          Back to pending
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>Admin rights</Menu.Label>
        {profile.isAdmin ? (
          <Menu.Item
            leftSection={<IconShieldOff size={16} aria-hidden />}
            color="red"
            disabled={isSelf}
            title={isSelf ? ADMIN_MESSAGES.cannotRevokeOwnAdmin : undefined}
            onClick={() => onAdminRights(false)}
          >
            Revoke admin…
          </Menu.Item>
        ) : (
          <Menu.Item
            leftSection={<IconShield size={16} aria-hidden />}
            disabled={isSelf}
            title={isSelf ? ADMIN_MESSAGES.cannotChangeOwnAdmin : undefined}
            onClick={() => onAdminRights(true)}
          >
            Grant admin…
          </Menu.Item>
        )}
        {profile.payoutsFrozenAt && (
          <>
            <Menu.Divider />
            <Menu.Label>Payouts</Menu.Label>
            <Menu.Item
              leftSection={<IconLockOpen size={16} aria-hidden />}
              disabled={isSelf}
              title={isSelf ? PAYOUT_HOLD_MESSAGES.cannotLiftOwnFreeze : undefined}
              onClick={onLiftPayoutFreeze}
            >
              Lift payout freeze…
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
