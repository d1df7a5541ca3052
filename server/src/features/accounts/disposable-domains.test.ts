import { describe, expect, it } from 'vitest';
import { isDisposableDomain } from './disposable-domains';

describe('isDisposableDomain (server)', () => {
  it('refuses the spec providers and domains from the maintained list', () => {
    expect(isDisposableDomain('mailinator.com')).toBe(true);
    expect(isDisposableDomain('yopmail.com')).toBe(true);
    expect(isDisposableDomain('sharklasers.com')).toBe(true);
  });

  it('refuses sub-domains of a listed domain', () => {
    expect(isDisposableDomain('inbox.yopmail.com')).toBe(true);
  });

  it('accepts real providers', () => {
    for (const domain of [
      'gmail.com',
      'yahoo.com',
      'outlook.com',
      'titletrust.ng',
      'unilag.edu.ng',
    ]) {
      expect(isDisposableDomain(domain), domain).toBe(false);
    }
  });
});
