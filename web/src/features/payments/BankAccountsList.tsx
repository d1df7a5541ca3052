import { Badge, Group, Stack, Text } from '@mantine/core';
import { BANK_ACCOUNT_STATE_LABELS, type BankAccount } from '@titletrust/shared';
import { SectionCard } from '../../ui/SectionCard';

export function BankAccountsList({ accounts }: { accounts: BankAccount[] }) {
  if (accounts.length === 0) return null;
  return (
    <SectionCard titleId="bank-accounts-title" title="Your bank accounts">
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {accounts.map((account) => (
          <Group key={account.id} component="li" justify="space-between" wrap="nowrap">
            <div>
              <Text size="sm" fw={600}>
                {account.bankName} · {account.accountNumber}
              </Text>
              <Text size="sm">{account.resolvedName}</Text>
              {account.approvalReason && (
                <Text size="xs" c="dimmed">
                  Approved: {account.approvalReason}
                </Text>
              )}
            </div>
            <Badge color={account.state === 'needs_approval' ? 'yellow' : 'green'} variant="light">
              {BANK_ACCOUNT_STATE_LABELS[account.state]}
            </Badge>
          </Group>
        ))}
      </Stack>
    </SectionCard>
  );
}
