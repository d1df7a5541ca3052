import { Card, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  ADMIN_PAGE_SIZES,
  PAYOUT_HOLD_MESSAGES,
  type AdminProfile,
  type VerificationStatus,
} from '@titletrust/shared';
import { useMemo, useState } from 'react';
import { ApiError, errorMessageOf } from '../../lib/api';
import { LoadFailedAlert } from '../../ui/LoadFailedAlert';
import { ReasonModal } from '../../ui/ReasonModal';
import { useSession } from '../accounts';
import { AdminRightsModal } from './AdminRightsModal';
import { displayNameOf } from './displayName';
import { ProfileFilterBar } from './ProfileFilterBar';
import { ProfilesTable } from './ProfilesTable';
import { RejectVerificationModal } from './RejectVerificationModal';
import { useLiftPayoutFreeze, useSetAdminRights, useSetVerification } from './useAdminMutations';
import { useAdminProfiles } from './useAdminQueries';
import { useVerificationQueue } from './verification-queue/useVerificationQueue';
import { submissionElementId } from './verification-queue/VerificationCard';

const PAGINATION_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/** Brings a submission's card into view and moves the focus there, for keyboard users too. */
function openInQueue(profile: AdminProfile) {
  const card = document.getElementById(submissionElementId(profile.id));
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  card?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  // A frame later, once the menu has closed: it gives the focus back to its button unless
  // something else holds it by then.
  requestAnimationFrame(() => card?.focus({ preventScroll: true }));
}

/** Every profile, searchable and filterable, with the verification and admin-rights actions. */
export function ProfilesSection() {
  const currentUserId = useSession().data?.id;
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [verificationStatus, setVerificationStatus] = useState<VerificationStatus | ''>('');
  const [pageSize, setPageSize] = useState<number>(ADMIN_PAGE_SIZES[0]);
  const [page, setPage] = useState(1);
  const profiles = useAdminProfiles({
    search: debouncedSearch,
    verificationStatus,
    page,
    pageSize,
  });

  const queue = useVerificationQueue();
  const queuedIds = useMemo(
    () => new Set(queue.data?.items.map((submission) => submission.userId)),
    [queue.data],
  );

  const setVerification = useSetVerification();
  const setAdminRights = useSetAdminRights();
  const [rejecting, setRejecting] = useState<AdminProfile>();
  const [changingRights, setChangingRights] = useState<{ profile: AdminProfile; grant: boolean }>();
  const liftFreeze = useLiftPayoutFreeze();
  const [lifting, setLifting] = useState<AdminProfile>();

  const totalPages = profiles.data ? Math.max(1, Math.ceil(profiles.data.total / pageSize)) : 1;

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="profiles-title">
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h3" id="profiles-title">
            Profiles
          </Title>
          {profiles.data && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {profiles.data.total} {profiles.data.total === 1 ? 'profile' : 'profiles'}
            </Text>
          )}
        </Group>
        <ProfileFilterBar
          search={search}
          onSearchChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          verificationStatus={verificationStatus}
          onVerificationStatusChange={(value) => {
            setVerificationStatus(value);
            setPage(1);
          }}
          pageSize={pageSize}
          onPageSizeChange={(value) => {
            setPageSize(value);
            setPage(1);
          }}
        />
        {profiles.isError ? (
          <LoadFailedAlert title="Profiles could not be loaded" onRetry={profiles.refetch}>
            {errorMessageOf(profiles.error)}
          </LoadFailedAlert>
        ) : (
          <ProfilesTable
            profiles={profiles.data?.items}
            pageSize={pageSize}
            currentUserId={currentUserId}
            queuedIds={queuedIds}
            onOpenInQueue={openInQueue}
            onSetStatus={(profile, status) => setVerification.mutate({ id: profile.id, status })}
            onReject={setRejecting}
            onAdminRights={(profile, grant) => setChangingRights({ profile, grant })}
            onLiftPayoutFreeze={setLifting}
          />
        )}
        {totalPages > 1 && (
          <Group justify="center">
            <Pagination
              total={totalPages}
              value={page}
              onChange={setPage}
              withEdges
              getControlProps={(control) => ({ 'aria-label': PAGINATION_LABELS[control] })}
              getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            />
          </Group>
        )}
      </Stack>
      <RejectVerificationModal
        key={rejecting?.id}
        name={rejecting && displayNameOf(rejecting)}
        onClose={() => setRejecting(undefined)}
        loading={setVerification.isPending}
        onReject={(reason) =>
          rejecting &&
          setVerification.mutate(
            { id: rejecting.id, status: 'rejected', reason },
            { onSuccess: () => setRejecting(undefined) },
          )
        }
      />
      <ReasonModal
        key={lifting?.id}
        opened={lifting !== undefined}
        title="Lift the payout freeze"
        intro={
          lifting &&
          `${displayNameOf(lifting)} reported a payout account they did not add. Lift the freeze only once you know the account is theirs again; they will be told.`
        }
        label="Why the freeze can be lifted"
        requiredMessage={PAYOUT_HOLD_MESSAGES.unfreezeReason}
        maxLength={500}
        submitLabel="Lift payout freeze"
        loading={liftFreeze.isPending}
        error={
          liftFreeze.error instanceof ApiError
            ? liftFreeze.error.fields.find((field) => field.path === 'reason')?.message
            : undefined
        }
        onClose={() => setLifting(undefined)}
        onSubmit={(reason) =>
          lifting &&
          liftFreeze.mutate({ id: lifting.id, reason }, { onSuccess: () => setLifting(undefined) })
        }
      />
      <AdminRightsModal
        target={
          changingRights && {
            name: displayNameOf(changingRights.profile),
            grant: changingRights.grant,
          }
        }
        onClose={() => setChangingRights(undefined)}
        loading={setAdminRights.isPending}
        onConfirm={() =>
          changingRights &&
          setAdminRights.mutate(
            { id: changingRights.profile.id, isAdmin: changingRights.grant },
            { onSettled: () => setChangingRights(undefined) },
          )
        }
      />
    </Card>
  );
}
