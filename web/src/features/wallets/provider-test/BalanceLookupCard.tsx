import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { balanceLookupSchema } from '@titletrust/shared';
import { useState } from 'react';
import { ApiError, errorMessageOf } from '../../../lib/api';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from '../../../lib/fieldErrors';
import { SectionCard } from '../../../ui/SectionCard';
import { DetailList } from '../../../ui/DetailList';
import { formatNativeBalance, formatUsdcBalance } from '../walletAmounts';
import { useBalanceLookup, type BalanceLookup } from './useBalanceLookup';

const REQUIRED: Record<keyof BalanceLookup, string> = {
  walletId: 'Enter the wallet ID',
  address: 'Enter the wallet address',
};

/** Empty fields say what is missing; anything else gets the shared schema's own message. */
function validate(values: BalanceLookup) {
  const trimmed = { walletId: values.walletId.trim(), address: values.address.trim() };
  const parsed = balanceLookupSchema.safeParse(trimmed);
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsFromZod(parsed.error);
  for (const field of Object.keys(REQUIRED) as Array<keyof BalanceLookup>) {
    if (!trimmed[field]) errors[field] = REQUIRED[field];
  }
  return { errors, lookup: parsed.success ? parsed.data : undefined };
}

/** Reads a provider wallet's USDC and native balances; prefilled from a created test wallet. */
export function BalanceLookupCard({ initial }: { initial: BalanceLookup }) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const lookup = useBalanceLookup();
  const apiFieldErrors =
    lookup.error instanceof ApiError ? fieldErrorsFromApi(lookup.error.fields) : {};

  const change = (field: keyof BalanceLookup) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const submit = () => {
    const result = validate(values);
    setErrors(result.errors);
    if (result.lookup) lookup.mutate(result.lookup);
  };

  return (
    <SectionCard
      titleId="lookup-title"
      title="Read a balance"
      description="Asks the provider for the balances of any wallet it holds."
    >
      <form
        noValidate
        aria-label="Read a balance"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="Wallet ID"
            value={values.walletId}
            onChange={(event) => change('walletId')(event.currentTarget.value)}
            error={errors.walletId ?? apiFieldErrors.walletId}
            autoComplete="off"
            maxLength={200}
          />
          <TextInput
            label="Address"
            placeholder="0x…"
            value={values.address}
            onChange={(event) => change('address')(event.currentTarget.value)}
            error={errors.address ?? apiFieldErrors.address}
            autoComplete="off"
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <div>
            <Button type="submit" loading={lookup.isPending}>
              Read balance
            </Button>
          </div>
        </Stack>
      </form>
      {lookup.isError && (
        <Alert color="red" title="The balance could not be read">
          {errorMessageOf(lookup.error)}
        </Alert>
      )}
      {lookup.data && (
        <Stack gap={4} role="group" aria-label="Balance read">
          <DetailList
            termWidth={150}
            details={[
              { term: 'USDC', value: formatUsdcBalance(lookup.data.usdc) },
              {
                term: lookup.data.nativeSymbol,
                value: formatNativeBalance(lookup.data.native, lookup.data.nativeSymbol),
              },
            ]}
          />
        </Stack>
      )}
    </SectionCard>
  );
}
