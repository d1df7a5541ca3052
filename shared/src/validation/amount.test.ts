import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AMOUNT_TEXT_MESSAGES as M } from '../amount-text';
import { amountTextField, refineAmountText, validateAmountText } from './amount';

describe('amount fields in forms', () => {
  it('validateAmountText answers as @mantine/form expects: null or the message', () => {
    const validate = validateAmountText('NGN');
    expect(validate('₦350,000')).toBeNull();
    expect(validate('350.505')).toBe(M.tooPrecise('NGN'));
    expect(validate('')).toBe(M.empty);
    expect(validate(undefined)).toBe(M.empty);
    expect(validateAmountText('NGN', { optional: true })('  ')).toBeNull();
    expect(validateAmountText('NGN', { min: 100_000n })('500')).toBe('Enter at least ₦1,000.00');
  });

  it('amountTextField parses to minor units or fails with the reader’s message', () => {
    const schema = z.object({ amount: amountTextField('USDC') });
    expect(schema.parse({ amount: '$1,250.50' })).toEqual({ amount: 1_250_500_000n });
    const failed = schema.safeParse({ amount: '-5' });
    expect(failed.error?.issues).toEqual([
      expect.objectContaining({ path: ['amount'], message: M.negative }),
    ]);
    expect(schema.safeParse({}).error?.issues[0]?.message).toBe(M.empty);
    expect(amountTextField('NGN', { optional: true }).parse('')).toBeUndefined();
  });

  it('refineAmountText reads a field in the currency another field names', () => {
    const schema = z
      .object({ currency: z.enum(['NGN', 'USDC']), budget: z.string() })
      .superRefine(refineAmountText('budget', (values) => values.currency));
    expect(schema.safeParse({ currency: 'NGN', budget: '350,000.50' }).success).toBe(true);
    const tooPrecise = schema.safeParse({ currency: 'NGN', budget: '0.001' });
    expect(tooPrecise.error?.issues).toEqual([
      expect.objectContaining({ path: ['budget'], message: M.tooPrecise('NGN') }),
    ]);
    expect(schema.safeParse({ currency: 'USDC', budget: '0.001' }).success).toBe(true);
  });
});
