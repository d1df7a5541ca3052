import type { Review } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import { ownSummary } from './reviewSummary';

const review = (rating: number, dimensions: Review['dimensions']): Review => ({
  id: '00000000-0000-4000-8000-000000000001',
  contractId: '00000000-0000-4000-8000-000000000002',
  reviewerRole: 'client',
  reviewer: { id: '00000000-0000-4000-8000-000000000003', name: 'Ada Obi' },
  revieweeId: '00000000-0000-4000-8000-000000000004',
  rating,
  dimensions,
  comment: '',
  service: 'Land title verification',
  state: 'Lagos',
  resolvedByAdmin: false,
  createdAt: '2026-03-01T10:00:00.000Z',
  publishedAt: '2026-03-02T10:00:00.000Z',
  reply: null,
});

describe('ownSummary', () => {
  it('keeps the published summary once the average shows', () => {
    const summary = { average: 4.6, count: 5, dimensions: { quality: 4.4 } };
    expect(ownSummary(summary, [review(1, { quality: 1 })])).toBe(summary);
  });

  it('averages the few reviews a professional has before the public average shows', () => {
    const summary = { average: null, count: 2, dimensions: {} };
    expect(
      ownSummary(summary, [review(5, { quality: 5, value: 4 }), review(4, { quality: 4 })]),
    ).toEqual({ average: 4.5, count: 2, dimensions: { quality: 4.5, value: 4 } });
  });

  it('has nothing to average without reviews', () => {
    const summary = { average: null, count: 0, dimensions: {} };
    expect(ownSummary(summary, [])).toBe(summary);
  });
});
