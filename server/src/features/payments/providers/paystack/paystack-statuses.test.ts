import { describe, expect, it } from 'vitest';
import { PROVIDER_TRANSFER_STATUSES } from '@titletrust/shared';
import { chargeStatusOf, TRANSFER_REASONS, transferStatusOf } from './paystack-statuses';

describe("Paystack's statuses as ours", () => {
  it('credits only a successful charge, keeps one under way pending, and an abandoned one payable', () => {
    expect(chargeStatusOf('success')).toBe('success');
    expect(chargeStatusOf('failed')).toBe('failed');
    expect(chargeStatusOf('abandoned')).toBe('abandoned');
    expect(chargeStatusOf('reversed')).toBe('reversed');
    for (const underWay of ['ongoing', 'pending', 'processing', 'queued'])
      expect(chargeStatusOf(underWay)).toBe('pending');
  });

  it('never credits or closes a checkout on a word it does not know', () => {
    expect(chargeStatusOf('settled_maybe')).toBe('pending');
    expect(chargeStatusOf(undefined)).toBe('pending');
    expect(chargeStatusOf('SUCCESS')).toBe('success');
  });

  it("keeps every one of Paystack's nine transfer words, and reads an unknown one as pending", () => {
    for (const status of PROVIDER_TRANSFER_STATUSES) expect(transferStatusOf(status)).toBe(status);
    expect(transferStatusOf('Reversed')).toBe('reversed');
    expect(transferStatusOf('in_transit')).toBe('pending');
    expect(transferStatusOf(42)).toBe('pending');
  });

  it('gives each transfer that returns the money a reason in our words, and none to the others', () => {
    for (const status of ['failed', 'abandoned', 'blocked', 'rejected', 'reversed'] as const)
      expect(TRANSFER_REASONS[status]).toMatch(/^[a-zP]/);
    for (const status of ['pending', 'received', 'otp', 'success'] as const)
      expect(TRANSFER_REASONS[status]).toBeUndefined();
  });
});
