import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { MILESTONE_LIMITS, type CurrencyCode } from '@titletrust/shared';
import { AmountInput } from '../../../ui/AmountInput';
import { formatMinor } from '../../../lib/moneyText';
import {
  canAddRow,
  differenceText,
  emptyRow,
  fieldKey,
  PLAN_KEY,
  rowsTotal,
  type MilestoneErrors,
  type MilestoneField,
  type MilestoneRow,
} from './milestoneRows';

interface Props {
  rows: MilestoneRow[];
  onChange: (rows: MilestoneRow[]) => void;
  errors: MilestoneErrors;
  /** A field left: check it alone, as the form does with its other fields. */
  onBlurField?: (index: number, field: MilestoneField) => void;
  currency: CurrencyCode;
  /** The price the milestones divide; null while the price does not read. */
  price: bigint | null;
  disabled?: boolean;
}

/**
 * The milestones a price is paid in, row by row (up to ten), with the running total against the
 * price. The bid form and the counter-proposal dialog both use it; what is typed stays as typed.
 */
export function MilestoneEditor({
  rows,
  onChange,
  errors,
  onBlurField,
  currency,
  price,
  disabled,
}: Props) {
  const total = rowsTotal(rows, currency);
  const update = (index: number, change: Partial<MilestoneRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const blur = (index: number, field: MilestoneField) => () => onBlurField?.(index, field);
  const planError = errors[PLAN_KEY];

  return (
    <Stack gap="sm">
      {rows.map((row, index) => (
        <Fieldset key={row.key} legend={`Milestone ${index + 1}`} disabled={disabled} radius="md">
          <Stack gap="xs">
            <TextInput
              label="Milestone title"
              placeholder="e.g. Search at the land registry"
              maxLength={MILESTONE_LIMITS.titleMax + 20}
              value={row.title}
              onChange={(event) => update(index, { title: event.currentTarget.value })}
              onBlur={blur(index, 'title')}
              error={errors[fieldKey(index, 'title')]}
            />
            <Textarea
              label="What will be delivered"
              placeholder="e.g. A search report with certified true copies of the registry's records"
              autosize
              minRows={2}
              maxRows={6}
              value={row.deliverable}
              onChange={(event) => update(index, { deliverable: event.currentTarget.value })}
              onBlur={blur(index, 'deliverable')}
              error={errors[fieldKey(index, 'deliverable')]}
            />
            <Group grow align="flex-start" gap="sm">
              <AmountInput
                currency={currency}
                label="Amount"
                value={row.amount}
                onChange={(text) => update(index, { amount: text })}
                onBlur={blur(index, 'amountMinor')}
                error={errors[fieldKey(index, 'amountMinor')]}
              />
              <TextInput
                type="date"
                label="Due date"
                value={row.dueOn}
                onChange={(event) => update(index, { dueOn: event.currentTarget.value })}
                onBlur={blur(index, 'dueOn')}
                error={errors[fieldKey(index, 'dueOn')]}
              />
            </Group>
            {rows.length > 1 && (
              <Group justify="flex-end">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove milestone ${index + 1}`}
                  onClick={() => onChange(rows.filter((_, at) => at !== index))}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            )}
          </Stack>
        </Fieldset>
      ))}
      <Group justify="space-between" align="flex-start" gap="sm">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={disabled || !canAddRow(rows)}
          onClick={() => onChange([...rows, emptyRow()])}
        >
          Add a milestone
        </Button>
        <Stack
          gap={2}
          align="flex-end"
          aria-live="polite"
          role="status"
          aria-label="Milestone total"
        >
          <Text size="sm">
            Total {formatTotal(total, currency)}
            {price !== null && <> of {formatTotal(price, currency)}</>}
          </Text>
          {price !== null && (
            <Text size="sm" fw={600} c={total === price ? 'teal' : 'orange'}>
              {differenceText(total, price, currency)}
            </Text>
          )}
        </Stack>
      </Group>
      {!canAddRow(rows) && (
        <Text size="xs" c="dimmed">
          A contract has at most {MILESTONE_LIMITS.max} milestones.
        </Text>
      )}
      {planError && (
        <Text size="sm" c="red" role="alert">
          {planError}
        </Text>
      )}
    </Stack>
  );
}

function formatTotal(minor: bigint, currency: CurrencyCode) {
  return formatMinor(minor.toString(), currency);
}
