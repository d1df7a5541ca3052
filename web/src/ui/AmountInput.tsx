import { Text, TextInput, VisuallyHidden, type TextInputProps } from '@mantine/core';
import { AMOUNT_WORDS, CURRENCIES, tidyAmountText, type CurrencyCode } from '@titletrust/shared';
import type { FocusEvent, ReactNode } from 'react';

export interface AmountInputProps extends Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'leftSection' | 'label'
> {
  /** The currency the amount is in: its mark shows beside the figure and is read out with the label. */
  currency: CurrencyCode;
  /** Says what the amount is ("Budget", "Your bid"); the currency need not be named in it. */
  label: ReactNode;
  /** Exactly what the person typed ("350000", "₦350,000.5"), read with `readAmountText`. */
  value?: string;
  /** For @mantine/form's uncontrolled mode. */
  defaultValue?: string;
  /** The text as typed, never reformatted while typing: @mantine/form's onChange takes it as is. */
  onChange?: (text: string) => void;
  /**
   * When the person leaves the field, a readable amount is shown grouped ("350000" → "350,000"),
   * through onChange; anything else stays exactly as typed. On unless false.
   */
  tidyOnBlur?: boolean;
}

/**
 * A money amount in one currency, typed as text (a NumberInput would reformat what people type
 * and loses precision past 2^53): works with `{...form.getInputProps('amount')}` in either mode
 * of @mantine/form, and with `validateAmountText` / `amountTextField` from `shared` for its
 * messages. Naira's "₦" shows before the figure; a currency written by its code ("USDC") shows
 * after it, or before it when the caller puts a button in the right section.
 */
export function AmountInput({
  currency,
  label,
  value,
  defaultValue,
  onChange,
  onBlur,
  tidyOnBlur = true,
  rightSection,
  placeholder,
  ...rest
}: AmountInputProps) {
  const { symbol } = CURRENCIES[currency];
  const mark = (
    <Text component="span" size="sm" c="dimmed" aria-hidden>
      {symbol ?? currency}
    </Text>
  );
  const markBefore = symbol !== null || rightSection !== undefined;
  const markWidth = symbol !== null ? undefined : 56;

  const blur = (event: FocusEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (tidyOnBlur) {
      const tidy = tidyAmountText(input.value, currency);
      if (tidy !== input.value) {
        // Uncontrolled: nothing re-renders the value, so the field shows the tidy text itself.
        if (value === undefined) input.value = tidy;
        onChange?.(tidy);
      }
    }
    onBlur?.(event);
  };

  return (
    <TextInput
      {...rest}
      label={
        <>
          {label}
          <VisuallyHidden component="span"> ({AMOUNT_WORDS[currency].inText})</VisuallyHidden>
        </>
      }
      type="text"
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      placeholder={placeholder ?? AMOUNT_WORDS[currency].example}
      value={value}
      defaultValue={defaultValue}
      onChange={(event) => onChange?.(event.currentTarget.value)}
      onBlur={blur}
      leftSection={markBefore ? mark : undefined}
      leftSectionWidth={markBefore ? markWidth : undefined}
      rightSection={markBefore ? rightSection : mark}
      rightSectionWidth={markBefore ? rest.rightSectionWidth : markWidth}
    />
  );
}
