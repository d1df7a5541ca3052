import { Badge, Group, Skeleton, Table, Text } from '@mantine/core';
import {
  ACCOUNT_TYPE_LABELS,
  type AdminProfile,
  type VerificationStatus,
} from '@titletrust/shared';
import {
  hasVerification,
  ROLE_LABELS,
  VERIFICATION_COLORS,
  VERIFICATION_LABELS,
} from '../accounts';
import { formatLagosDeadline } from '../../lib/lagosDateTime';
import { displayNameOf } from './displayName';
import { ProfileRowActions } from './ProfileRowActions';

export interface ProfileActions {
  onSetStatus: (profile: AdminProfile, status: Exclude<VerificationStatus, 'rejected'>) => void;
  onReject: (profile: AdminProfile) => void;
  onAdminRights: (profile: AdminProfile, grant: boolean) => void;
  onLiftPayoutFreeze: (profile: AdminProfile) => void;
  onOpenInQueue: (profile: AdminProfile) => void;
}

interface Props extends ProfileActions {
  profiles: AdminProfile[] | undefined;
  pageSize: number;
  currentUserId: string | undefined;
  /** The ids of the professionals whose submission waits in the verification queue. */
  queuedIds: ReadonlySet<string>;
}

const COLUMNS = ['Name', 'Email', 'Type', 'Role', 'Verification', 'Actions'];

/** An admin is an administrator first, whatever they registered as. */
function accountTypeOf(profile: AdminProfile): string {
  if (profile.isAdmin) return ROLE_LABELS.admin;
  return profile.userType ? ACCOUNT_TYPE_LABELS[profile.userType] : '—';
}

function LoadingRows({ count }: { count: number }) {
  return Array.from({ length: Math.min(count, 10) }, (_, index) => (
    <Table.Tr key={index}>
      {COLUMNS.map((column) => (
        <Table.Td key={column}>
          <Skeleton h={16} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

export function ProfilesTable({ profiles, pageSize, currentUserId, queuedIds, ...actions }: Props) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        aria-label="Profiles"
        aria-busy={!profiles}
      >
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!profiles && <LoadingRows count={pageSize} />}
          {profiles?.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS.length}>
                <Text c="dimmed" ta="center" py="lg">
                  No profiles match these filters.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {profiles?.map((profile) => (
            <Table.Tr key={profile.id}>
              <Table.Td>
                <Group gap={6}>
                  {displayNameOf(profile)}
                  {profile.payoutsFrozenAt && (
                    <Badge
                      color="red"
                      variant="light"
                      title={`Frozen on ${formatLagosDeadline(profile.payoutsFrozenAt)} from a "This wasn't me" link`}
                    >
                      Payouts frozen
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{profile.email}</Table.Td>
              <Table.Td>{accountTypeOf(profile)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={profile.isAdmin ? 'grape' : 'gray'}>
                  {profile.role}
                </Badge>
              </Table.Td>
              <Table.Td>
                {hasVerification(profile.role) ? (
                  <Badge
                    variant="light"
                    color={VERIFICATION_COLORS[profile.verificationStatus]}
                    title={profile.verificationRejectionReason ?? undefined}
                  >
                    {VERIFICATION_LABELS[profile.verificationStatus]}
                  </Badge>
                ) : (
                  <Text span size="sm" c="dimmed" title="Only legal professionals are verified">
                    —
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <ProfileRowActions
                  profile={profile}
                  isSelf={profile.id === currentUserId}
                  onSetStatus={(status) => actions.onSetStatus(profile, status)}
                  onReject={() => actions.onReject(profile)}
                  onAdminRights={(grant) => actions.onAdminRights(profile, grant)}
                  onLiftPayoutFreeze={() => actions.onLiftPayoutFreeze(profile)}
                  inQueue={queuedIds.has(profile.id)}
                  onOpenInQueue={() => actions.onOpenInQueue(profile)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
