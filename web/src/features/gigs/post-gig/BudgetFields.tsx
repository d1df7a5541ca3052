import { Group, Radio, SimpleGrid, Stack } from '@mantine/core';
import type { CurrencyCode } from '@titletrust/shared';
import { AmountInput } from '../../../ui/AmountInput';
import { CurrencyField } from './CurrencyField';
import type { BudgetType } from './gigFormValues';

interface Props {
  currency: CurrencyCode;
  /** Professionals have bid in the gig's currency: it can no longer change. */
  currencyFixed: boolean;
  budgetType: BudgetType;
  min: string;
  max: string;
  onCurrencyChange: (currency: CurrencyCode) => void;
  onBudgetTypeChange: (type: BudgetType) => void;
  onMinChange: (text: string) => void;
  onMaxChange: (text: string) => void;
  onMinBlur: () => void;
  onMaxBlur: () => void;
  currencyError: string | undefined;
  minError: string | undefined;
  maxError: string | undefined;
}

/**
 * The currency, then a fixed price or a range professionals bid within: amounts kept as typed,
 * read in the chosen currency (AmountInput names it beside each label).
 */
export function BudgetFields(props: Props) {
  const range = props.budgetType === 'range';
  return (
    <Stack gap="sm">
      <CurrencyField
        value={props.currency}
        onChange={props.onCurrencyChange}
        fixed={props.currencyFixed}
        error={props.currencyError}
      />
      <Radio.Group
        label="Budget type"
        value={props.budgetType}
        onChange={(value) => props.onBudgetTypeChange(value === 'range' ? 'range' : 'fixed')}
      >
        <Group gap="lg" mt={6}>
          <Radio value="fixed" label="Fixed price" />
          <Radio value="range" label="Range" />
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <AmountInput
          currency={props.currency}
          label={range ? 'Minimum budget' : 'Budget'}
          value={props.min}
          onChange={props.onMinChange}
          onBlur={props.onMinBlur}
          error={props.minError}
        />
        {range && (
          <AmountInput
            currency={props.currency}
            label="Maximum budget"
            value={props.max}
            onChange={props.onMaxChange}
            onBlur={props.onMaxBlur}
            error={props.maxError}
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}
