import { MantineProvider } from '@mantine/core';
import { useForm } from '@mantine/form';
import { validateAmountText } from '@titletrust/shared';
import type { FocusEvent, ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { AmountInput, type AmountInputProps } from './AmountInput';

const html = (element: ReactElement) =>
  renderToStaticMarkup(<MantineProvider>{element}</MantineProvider>);

/** The TextInput the field draws, with the handlers it was given (AmountInput uses no hooks). */
const drawn = (props: AmountInputProps) =>
  AmountInput(props) as ReactElement<{
    onChange: (event: { currentTarget: { value: string } }) => void;
    onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  }>;
const blurWith = (text: string) =>
  ({ currentTarget: { value: text } }) as unknown as FocusEvent<HTMLInputElement>;

describe('AmountInput', () => {
  it('shows what was typed as typed, with the naira sign before it and a decimal keypad', () => {
    const markup = html(<AmountInput currency="NGN" label="Budget" value="350000.5" />);
    expect(markup).toContain('value="350000.5"');
    expect(markup).toContain('inputMode="decimal"');
    expect(markup).toMatch(/aria-hidden="true"[^>]*>₦</);
    // The label names the currency for screen readers, since the sign is hidden from them.
    expect(markup).toMatch(/<label[^>]*>Budget<span[^>]*> \(naira\)<\/span>/);
  });

  it('writes USDC after the figure, or before it when a button takes the right side', () => {
    const after = html(<AmountInput currency="USDC" label="Amount" value="" />);
    expect(after.indexOf('<input')).toBeLessThan(after.indexOf('>USDC<'));
    const before = html(
      <AmountInput currency="USDC" label="Amount" value="" rightSection={<button>All</button>} />,
    );
    expect(before.indexOf('>USDC<')).toBeLessThan(before.indexOf('<input'));
    expect(before).toContain('<button>All</button>');
  });

  it('shows the message it is given', () => {
    expect(
      html(
        <AmountInput
          currency="NGN"
          label="Budget"
          value="-1"
          error="An amount can't be negative"
        />,
      ),
    ).toContain('An amount can&#x27;t be negative');
  });

  it('passes every keystroke on untouched and tidies a readable amount only on blur', () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    const field = drawn({ currency: 'NGN', label: 'Budget', value: '350000', onChange, onBlur });
    field.props.onChange({ currentTarget: { value: '350000.' } });
    expect(onChange).toHaveBeenLastCalledWith('350000.');
    field.props.onBlur(blurWith('350000.5'));
    expect(onChange).toHaveBeenLastCalledWith('350,000.50');
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('leaves text that does not read exactly as typed, and a tidy one alone', () => {
    const onChange = vi.fn();
    const field = drawn({ currency: 'NGN', label: 'Budget', value: '', onChange });
    for (const text of ['350,50', '350.505', '-350', '350k', '350,000'])
      field.props.onBlur(blurWith(text));
    expect(onChange).not.toHaveBeenCalled();
    drawn({ currency: 'NGN', label: 'B', value: '', onChange, tidyOnBlur: false }).props.onBlur(
      blurWith('350000'),
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('tidies the field itself when @mantine/form leaves it uncontrolled', () => {
    const onChange = vi.fn();
    const input = { value: '1250.5' };
    drawn({ currency: 'USDC', label: 'Amount', defaultValue: '1250.5', onChange }).props.onBlur({
      currentTarget: input,
    } as unknown as FocusEvent<HTMLInputElement>);
    expect(input.value).toBe('1,250.50');
    expect(onChange).toHaveBeenCalledWith('1,250.50');
  });

  it('takes @mantine/form input props, with the message of the validate function from shared', () => {
    const validate = validateAmountText('NGN');
    function Form() {
      const form = useForm({
        mode: 'controlled',
        initialValues: { amount: '0.001' },
        initialErrors: { amount: validate('0.001') },
        validate: { amount: validate },
      });
      return <AmountInput currency="NGN" label="Bid" {...form.getInputProps('amount')} />;
    }
    const markup = html(<Form />);
    expect(markup).toContain('value="0.001"');
    expect(markup).toContain('Naira amounts have at most 2 decimals (kobo)');
    expect(markup).toContain('aria-invalid="true"');
  });
});
