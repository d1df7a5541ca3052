import { describe, expect, it } from 'vitest';
import { contractSubject } from './movementSubject';

describe('what a contract movement was for', () => {
  it('names the milestone of a contract in stages after its gig', () => {
    expect(
      contractSubject({
        gigTitle: 'Land title search',
        milestone: { position: 2, title: 'Survey charting' },
      }),
    ).toBe('Land title search — milestone 2: Survey charting');
  });

  it('says only the gig for a contract of one milestone or an entry from before milestones', () => {
    expect(contractSubject({ gigTitle: 'Land title search', milestone: null })).toBe(
      'Land title search',
    );
    expect(contractSubject({ gigTitle: 'Land title search' })).toBe('Land title search');
    expect(contractSubject({ gigTitle: null, milestone: null })).toBe('Contract');
  });
});
