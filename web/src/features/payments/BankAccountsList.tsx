import { Badge, Group, Stack, Text } from '@mantine/core';
import { BANK_ACCOUNT_STATE_LABELS, PAYOUT_HOLD_HOURS, type BankAccount } from '@titletrust/shared';
import { formatLagosHoldEnd } from '../../lib/lagosDateTime';
import { SectionCard } from '../../ui/SectionCard';
import { isHeld } from './payableAccounts';

/** The saved accounts, each with its state and, while new, when it may first receive a payout. */
export function BankAccountsList({ accounts, now }: { accounts: BankAccount[]; now: Date }) {
  if (accounts.length === 0) return null;
  return (
    <SectionCard
      titleId="bank-accounts-title"
      title="Your bank accounts"
      description={`A new account receives payouts ${PAYOUT_HOLD_HOURS} hours after it was added, so that you have time to stop a change you did not make.`}
    >
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
            {isHeld(account, now) && account.state !== 'needs_approval' ? (
              <Badge color="yellow" variant="light" style={{ flexShrink: 0 }}>
                Held until {formatLagosHoldEnd(account.receivesPayoutsFrom)}
              </Badge>
            ) : (
              <Badge
                color={account.state === 'needs_approval' ? 'yellow' : 'green'}
                variant="light"
              >
                {BANK_ACCOUNT_STATE_LABELS[account.state]}
              </Badge>
            )}
          </Group>
        ))}
      </Stack>
    </SectionCard>
  );
}
