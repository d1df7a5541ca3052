import { Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { BudgetType } from './gigFormValues';

interface Props {
  budgetType: BudgetType;
  min: string;
  max: string;
  onBudgetTypeChange: (type: BudgetType) => void;
  onMinChange: (text: string) => void;
  onMaxChange: (text: string) => void;
  onMinBlur: () => void;
  onMaxBlur: () => void;
  minError: string | undefined;
  maxError: string | undefined;
}

const amountProps = {
  inputMode: 'decimal' as const,
  autoComplete: 'off',
  rightSection: 'USDC',
  rightSectionWidth: 56,
};

/** A fixed price, or a range professionals bid within; amounts in USDC, kept as typed. */
export function BudgetFields(props: Props) {
  const range = props.budgetType === 'range';
  return (
    <Stack gap="sm">
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
        <TextInput
          {...amountProps}
          label={range ? 'Minimum budget (USDC)' : 'Budget (USDC)'}
          placeholder="e.g. 750"
          value={props.min}
          onChange={(event) => props.onMinChange(event.currentTarget.value)}
          onBlur={props.onMinBlur}
          error={props.minError}
        />
        {range && (
          <TextInput
            {...amountProps}
            label="Maximum budget (USDC)"
            placeholder="e.g. 1200"
            value={props.max}
            onChange={(event) => props.onMaxChange(event.currentTarget.value)}
            onBlur={props.onMaxBlur}
            error={props.maxError}
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}
