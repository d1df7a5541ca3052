import { Button, Group, Stack, Text } from '@mantine/core';
import {
  bankAccountApprovalsSchema,
  bankAccountSchema,
  PAYMENTS_MESSAGES,
} from '@titletrust/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { useSingleMutation } from '../../lib/useSingleMutation';
import { apiRequest, errorMessageOf } from '../../lib/api';
import { formatLagosDeadline } from '../../lib/lagosDateTime';
import { notify } from '../../lib/notify';
import { QueryFailedAlert } from '../../ui/QueryFailedAlert';
import { ReasonModal } from '../../ui/ReasonModal';
import { SectionCard } from '../../ui/SectionCard';
import { paymentsKeys } from './paymentsKeys';

const approvedSchema = z.object({ account: bankAccountSchema });

/**
 * The admins' queue of bank accounts whose bank name did not match the verified name: each
 * shows both names, and an admin approves it by hand with a reason.
 */
export function BankAccountApprovalsSection() {
  const queryClient = useQueryClient();
  const [approving, setApproving] = useState<string>();
  const waiting = useQuery({
    queryKey: paymentsKeys.approvals,
    queryFn: () => apiRequest('/admin/bank-accounts', bankAccountApprovalsSchema),
  });
  const approve = useSingleMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiRequest(`/admin/bank-accounts/${id}/approval`, approvedSchema, { json: { reason } }),
    onSuccess: async ({ account }) => {
      notify.success(
        `${account.bankName} ${account.accountNumber} can now be paid.`,
        'Account approved',
      );
      setApproving(undefined);
      await queryClient.invalidateQueries({ queryKey: paymentsKeys.approvals });
    },
  });
  const accounts = waiting.data?.accounts ?? [];
  return (
    <SectionCard
      titleId="bank-approvals-title"
      title="Bank accounts to approve"
      description="The name the bank holds did not match the name the professional was verified under."
    >
      {waiting.isError && (
        <QueryFailedAlert query={waiting} title="The queue could not be loaded" />
      )}
      {waiting.data && accounts.length === 0 && (
        <Text size="sm" c="dimmed">
          No bank account is waiting.
        </Text>
      )}
      <Stack gap="sm">
        {accounts.map((account) => (
          <Group key={account.id} justify="space-between" align="flex-start">
            <div>
              <Text size="sm" fw={600}>
                {account.userName}: {account.bankName} · {account.accountNumber}
              </Text>
              <Text size="sm">
                Bank name “{account.resolvedName}” · verified as “{account.verifiedName}”
              </Text>
              <Text size="xs" c="dimmed">
                Added {formatLagosDeadline(account.createdAt)}
              </Text>
            </div>
            <Button size="xs" onClick={() => setApproving(account.id)}>
              Approve…
            </Button>
          </Group>
        ))}
      </Stack>
      <ReasonModal
        opened={approving !== undefined}
        title="Approve this bank account"
        intro="Payouts will go to this account although its name did not match. Say why, for the record."
        label="Reason"
        requiredMessage={PAYMENTS_MESSAGES.approvalReason}
        maxLength={500}
        submitLabel="Approve"
        loading={approve.isPending}
        error={approve.error ? errorMessageOf(approve.error) : undefined}
        onClose={() => setApproving(undefined)}
        onSubmit={(reason) => approving && approve.mutate({ id: approving, reason })}
      />
    </SectionCard>
  );
}
