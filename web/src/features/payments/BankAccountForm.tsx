import { Alert, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  bankAccountRequestSchema,
  LOCAL_BANK_OUTCOME_LABELS,
  type ResolvedAccount,
} from '@titletrust/shared';
import { useMemo, useState } from 'react';
import { ApiError, errorMessageOf } from '../../lib/api';
import { fieldErrorsFromApi } from '../../lib/fieldErrors';
import { notify } from '../../lib/notify';
import { SectionCard } from '../../ui/SectionCard';
import {
  useAddBankAccount,
  useBanks,
  useResolveAccount,
  useTestBankAccounts,
} from './useBankAccounts';

/** The local test bank's accounts in the viewer's name, to try each payout outcome. */
function TestAccounts({ onUse }: { onUse: (bankCode: string, accountNumber: string) => void }) {
  const test = useTestBankAccounts();
  const accounts = test.data?.accounts ?? [];
  if (accounts.length === 0) return null;
  return (
    <Alert color="blue" title="Test bank accounts (demo)">
      <Text size="sm" mb="xs">
        No real bank is connected. These accounts in your name choose how a payout ends:
      </Text>
      <Table aria-label="Test bank accounts" fz="sm">
        <Table.Tbody>
          {accounts.map((account) => (
            <Table.Tr key={account.accountNumber}>
              <Table.Td>{account.bankName}</Table.Td>
              <Table.Td ff="monospace">{account.accountNumber}</Table.Td>
              <Table.Td>{LOCAL_BANK_OUTCOME_LABELS[account.outcome]}</Table.Td>
              <Table.Td>
                <Button
                  size="compact-xs"
                  variant="light"
                  aria-label={`Use ${account.accountNumber} (${LOCAL_BANK_OUTCOME_LABELS[account.outcome]})`}
                  onClick={() => onUse(account.bankCode, account.accountNumber)}
                >
                  Use
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Alert>
  );
}

/**
 * A Nigerian bank account for payouts: the bank (the provider's list, searchable), the 10-digit
 * number, then the name the bank holds for it, shown before saving.
 */
export function BankAccountForm() {
  const resolve = useResolveAccount();
  const add = useAddBankAccount();
  const banks = useBanks();
  const bankOptions = useMemo(
    () => banks.map((bank) => ({ value: bank.code, label: bank.name })),
    [banks],
  );
  const [resolved, setResolved] = useState<ResolvedAccount>();
  const form = useForm({
    mode: 'controlled',
    initialValues: { bankCode: '', accountNumber: '' },
    validate: schemaResolver(bankAccountRequestSchema),
    onValuesChange: () => setResolved(undefined),
  });

  const onApiError = (error: Error) => {
    if (error instanceof ApiError && error.fields.length > 0)
      form.setErrors(fieldErrorsFromApi(error.fields));
    else notify.error(errorMessageOf(error));
  };

  const lookUp = form.onSubmit((values) =>
    resolve.mutate(values, { onSuccess: setResolved, onError: onApiError }),
  );
  const save = () =>
    add.mutate(form.getValues(), {
      onSuccess: () => {
        form.reset();
        setResolved(undefined);
      },
      onError: onApiError,
    });

  return (
    <SectionCard
      titleId="bank-account-title"
      title="Add a bank account"
      description="Payouts go to a Nigerian account in the name you were verified under."
    >
      <TestAccounts
        onUse={(bankCode, accountNumber) => form.setValues({ bankCode, accountNumber })}
      />
      <form aria-labelledby="bank-account-title" onSubmit={lookUp} noValidate>
        <Stack gap="sm">
          <Select
            label="Bank"
            placeholder="Search your bank"
            data={bankOptions}
            searchable
            nothingFoundMessage="No bank by that name"
            {...form.getInputProps('bankCode')}
          />
          <TextInput
            label="Account number"
            description="The 10-digit NUBAN"
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            {...form.getInputProps('accountNumber')}
          />
          {resolved && (
            <Alert
              color={resolved.matches ? 'green' : 'yellow'}
              title={`Account name: ${resolved.accountName}`}
              data-testid="resolved-account"
            >
              {resolved.matches
                ? 'This is the name you were verified under.'
                : `This is not the name you were verified under (${resolved.verifiedName}). You can save it, and an administrator will check it before payouts go there.`}
            </Alert>
          )}
          <Group justify="flex-end">
            {resolved ? (
              <Button onClick={save} loading={add.isPending}>
                Save account
              </Button>
            ) : (
              <Button type="submit" loading={resolve.isPending}>
                Look up the account name
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
