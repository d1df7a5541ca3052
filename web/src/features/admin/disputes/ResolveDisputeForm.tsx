import { Button, Group, Paper, Radio, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { ESCROW_LIMITS, type ContractDetail } from '@titletrust/shared';
import { useState, type FormEvent } from 'react';
import type { FieldErrors } from '../../../lib/fieldErrors';
import { AmountInput } from '../../../ui/AmountInput';
import { ConfirmActionModal } from '../../../ui/ConfirmActionModal';
import {
  checkDecision,
  decisionPreview,
  describePreview,
  remainderHint,
  splitRemainder,
  type DecisionRequest,
  type DecisionValues,
  type DisputeOutcome,
} from './disputeDecision';
import { useResolveDispute } from './useResolveDispute';

const OUTCOMES: { value: DisputeOutcome; label: string }[] = [
  { value: 'release', label: 'Release to the professional' },
  { value: 'refund', label: 'Refund the client' },
  { value: 'split', label: 'Split between them' },
];

const FIELD_OF: Record<keyof DecisionValues, string> = {
  outcome: 'outcome',
  sellerAmount: 'sellerMinor',
  buyerAmount: 'buyerMinor',
  note: 'note',
};

type Contract = Pick<
  ContractDetail,
  'id' | 'gigTitle' | 'heldMinor' | 'amountMinor' | 'feeBps' | 'currency'
>;

/**
 * Release, refund or split the held escrow, with a note to both sides; confirmed first. Every
 * amount is in the contract's currency: the split's parts are typed in it.
 */
export function ResolveDisputeForm({ contract }: { contract: Contract }) {
  const [values, setValues] = useState<DecisionValues>({
    outcome: 'release',
    sellerAmount: '',
    buyerAmount: '',
    note: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [toConfirm, setToConfirm] = useState<DecisionRequest>();
  const resolve = useResolveDispute({
    contractId: contract.id,
    onFieldErrors: (fieldErrors) => {
      setErrors(fieldErrors);
      setToConfirm(undefined);
    },
    onDone: () => setToConfirm(undefined),
  });

  const held = contract.heldMinor;
  // The contract's own rate: the setting may have changed since the bid was accepted.
  const { feeBps, currency } = contract;
  const preview = decisionPreview(values, held, feeBps, currency);

  const change = (name: keyof DecisionValues, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // Either amount fixes (or breaks) the sum, so both split messages go together.
    setErrors((current) =>
      name === 'sellerAmount' || name === 'buyerAmount'
        ? { ...current, sellerMinor: undefined, buyerMinor: undefined }
        : { ...current, [FIELD_OF[name]]: undefined },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkDecision(values, held, currency);
    if ('errors' in check) setErrors(check.errors);
    else setToConfirm(check.request);
  };

  return (
    <>
      <form aria-label={`Decide the dispute on ${contract.gigTitle}`} onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Radio.Group
            label="Decision"
            name={`outcome-${contract.id}`}
            value={values.outcome}
            onChange={(value) => change('outcome', value)}
          >
            <Group gap="lg" mt={6}>
              {OUTCOMES.map((outcome) => (
                <Radio key={outcome.value} value={outcome.value} label={outcome.label} />
              ))}
            </Group>
          </Radio.Group>
          {values.outcome === 'split' && (
            <Stack gap={4}>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <AmountInput
                  currency={currency}
                  label="To the professional"
                  description="Before the platform fee"
                  value={values.sellerAmount}
                  onChange={(text) => change('sellerAmount', text)}
                  error={errors.sellerMinor}
                />
                <AmountInput
                  currency={currency}
                  label="To the client"
                  description="Refunded in full"
                  value={values.buyerAmount}
                  onChange={(text) => change('buyerAmount', text)}
                  error={errors.buyerMinor}
                />
              </SimpleGrid>
              <Text size="sm" c="dimmed" aria-live="polite">
                {remainderHint(splitRemainder(values, held, currency), held, currency)}
              </Text>
            </Stack>
          )}
          {preview && (
            <Paper bg="brand.0" radius="md" p="sm" aria-live="polite">
              <Text size="sm" fw={600}>
                {describePreview(preview, currency)}
              </Text>
            </Paper>
          )}
          <Textarea
            label="Note to both parties"
            description="Why you decided this way; both parties receive it."
            autosize
            minRows={2}
            maxLength={ESCROW_LIMITS.noteMax}
            value={values.note}
            onChange={(event) => change('note', event.currentTarget.value)}
            error={errors.note}
          />
          <Group>
            <Button type="submit">Resolve dispute</Button>
          </Group>
        </Stack>
      </form>
      <ConfirmActionModal
        opened={toConfirm !== undefined}
        title="Resolve this dispute?"
        confirmLabel="Resolve and move the escrow"
        loading={resolve.isPending}
        onConfirm={() => toConfirm && resolve.mutate(toConfirm)}
        onClose={() => setToConfirm(undefined)}
      >
        <Text>“{contract.gigTitle}”</Text>
        {preview && <Text fw={600}>{describePreview(preview, currency)}</Text>}
        <Text size="sm" c="dimmed">
          The money moves at once and the decision cannot be undone.
        </Text>
      </ConfirmActionModal>
    </>
  );
}
