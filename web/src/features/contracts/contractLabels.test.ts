import type { ContractDetail } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import { nextStepText, timelineLabel } from './contractLabels';

describe('contract labels', () => {
  it('labels every timeline action, even one it does not know', () => {
    expect(timelineLabel('request_changes')).toBe('Changes requested');
    expect(timelineLabel('auto_release')).toBe('Escrow released automatically');
    expect(timelineLabel('extend_deadline')).toBe('Extend deadline');
  });

  it('tells each side its own next step', () => {
    const delivered = { state: 'delivered' } as Pick<ContractDetail, 'state'>;
    expect(nextStepText({ ...delivered, viewerRole: 'buyer' })).toContain('approve it');
    expect(nextStepText({ ...delivered, viewerRole: 'seller' })).toContain('You delivered');
    expect(nextStepText({ state: 'disputed', viewerRole: 'admin' })).toContain('admin dashboard');
  });
});
