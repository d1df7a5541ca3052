import { describe, expect, it } from 'vitest';
import { datedBadgeLabels, heldBadges, registrationBadgeLabel } from './verificationBadges';

const NONE = { identityVerifiedAt: null, registrationCheckedAt: null, practisingFeeYear: null };

describe('verification badges', () => {
  it('lists nothing for a professional nobody has checked', () => {
    expect(heldBadges(NONE, 'lawyer')).toEqual([]);
    expect(heldBadges(NONE, null)).toEqual([]);
  });

  it('keeps each badge apart with its own date, named for the register checked', () => {
    const badges = {
      identityVerifiedAt: '2026-01-05T10:00:00.000Z',
      registrationCheckedAt: '2026-02-01T09:00:00.000Z',
      practisingFeeYear: 2026,
    };
    expect(heldBadges(badges, 'lawyer')).toEqual([
      { label: 'Identity verified', since: '2026-01-05T10:00:00.000Z' },
      { label: 'Bar enrolment checked', since: '2026-02-01T09:00:00.000Z' },
      { label: 'Practising fee 2026', since: null },
    ]);
    expect(heldBadges({ ...badges, practisingFeeYear: null }, 'surveyor')).toEqual([
      { label: 'Identity verified', since: '2026-01-05T10:00:00.000Z' },
      { label: 'SURCON registration checked', since: '2026-02-01T09:00:00.000Z' },
    ]);
    expect(registrationBadgeLabel('surveyor')).toBe('SURCON registration checked');
  });

  it('shows the identity badge alone when only the register is back in review', () => {
    expect(
      heldBadges({ ...NONE, identityVerifiedAt: '2026-01-05T10:00:00.000Z' }, 'lawyer'),
    ).toEqual([{ label: 'Identity verified', since: '2026-01-05T10:00:00.000Z' }]);
  });

  it('names each badge with its day in Lagos, short enough for a bid', () => {
    const badges = {
      identityVerifiedAt: '2026-12-01T08:00:00.000Z',
      // 23:30 UTC on 2 December is already 3 December in Lagos.
      registrationCheckedAt: '2026-12-02T23:30:00.000Z',
      practisingFeeYear: 2026,
    };
    expect(datedBadgeLabels(badges, 'lawyer')).toEqual([
      'SCN checked 3 Dec 2026',
      'Practising fee 2026',
      'Identity verified 1 Dec 2026',
    ]);
    expect(datedBadgeLabels({ ...badges, practisingFeeYear: null }, 'surveyor')).toEqual([
      'SURCON no. checked 3 Dec 2026',
      'Identity verified 1 Dec 2026',
    ]);
    expect(datedBadgeLabels(NONE, 'lawyer')).toEqual([]);
  });
});
