import { Input, SegmentedControl, Stack, Text } from '@mantine/core';
import { CURRENCIES, CURRENCY_CODES, GIG_MESSAGES, type CurrencyCode } from '@titletrust/shared';
import { useId } from 'react';

interface Props {
  value: CurrencyCode;
  onChange: (currency: CurrencyCode) => void;
  /** Professionals have bid in this currency: it shows, but can no longer change. */
  fixed: boolean;
  error: string | undefined;
}

const label = (code: CurrencyCode) => {
  const { name, symbol } = CURRENCIES[code];
  return symbol ? `${name} (${symbol})` : name;
};

/** The currency the gig is priced in: naira unless the client picks USDC. */
export function CurrencyField({ value, onChange, fixed, error }: Props) {
  const id = useId();
  const hint = fixed
    ? GIG_MESSAGES.currencyFixed
    : 'The budget, the bids and the escrow are all in this currency.';
  return (
    <Stack gap={4}>
      <Input.Label id={`${id}-label`} component="span">
        Currency
      </Input.Label>
      <SegmentedControl
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        value={value}
        disabled={fixed}
        onChange={onChange}
        data={CURRENCY_CODES.map((code) => ({ value: code, label: label(code) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <Text id={`${id}-hint`} size="xs" c="dimmed">
        {hint}
      </Text>
      {error && (
        <Input.Error role="alert" id={`${id}-error`}>
          {error}
        </Input.Error>
      )}
    </Stack>
  );
}
