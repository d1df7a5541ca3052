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
    const delivered = { state: 'delivered' as const, timeline: [] };
    expect(nextStepText({ ...delivered, viewerRole: 'buyer' })).toContain('approve it');
    expect(nextStepText({ ...delivered, viewerRole: 'seller' })).toContain('You delivered');
    expect(nextStepText({ state: 'disputed', timeline: [], viewerRole: 'admin' })).toContain(
      'admin dashboard',
    );
  });

  it('says the client asked for changes while that request is open, and not after', () => {
    const event = (action: string): ContractDetail['timeline'][number] => ({
      action,
      milestonePosition: null,
      fromState: 'delivered',
      toState: 'active',
      actorName: 'Ngozi Okafor',
      note: action === 'request_changes' ? 'Please attach the registry search.' : null,
      at: '2025-03-05T10:00:00.000Z',
    });
    const asked = {
      state: 'active' as const,
      timeline: [event('deliver'), event('request_changes')],
    };
    expect(nextStepText({ ...asked, viewerRole: 'seller' })).toMatch(
      /^The client asked for changes: read their note above/,
    );
    expect(nextStepText({ ...asked, viewerRole: 'buyer' })).toMatch(/^You asked for changes/);
    expect(nextStepText({ state: 'active', timeline: [event('fund')], viewerRole: 'seller' })).toBe(
      'The escrow is funded: do the work and deliver your report below.',
    );
    // Redelivered, or disputed: the request was answered.
    const answered = {
      ...asked,
      state: 'delivered' as const,
      timeline: [...asked.timeline, event('deliver')],
    };
    expect(nextStepText({ ...answered, viewerRole: 'seller' })).toContain('You delivered');
    const disputed = {
      state: 'disputed' as const,
      timeline: [...asked.timeline, event('dispute')],
    };
    expect(nextStepText({ ...disputed, viewerRole: 'seller' })).toContain('looking at the dispute');
  });
});
