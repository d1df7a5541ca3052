import { describe, expect, it } from 'vitest';
import {
  auditCsvHref,
  auditDateRangeProblem,
  auditQueryOf,
  hasAnyAuditFilter,
  NO_AUDIT_FILTERS,
} from './auditFilters';

describe('the audit trail filters', () => {
  it('send only what is set, trimmed', () => {
    const filters = {
      ...NO_AUDIT_FILTERS,
      action: 'dispute.resolved' as const,
      actor: '  ada@titletrust.ng ',
      user: '   ',
    };
    expect(auditQueryOf(filters)).toEqual({
      action: 'dispute.resolved',
      actor: 'ada@titletrust.ng',
    });
    expect(hasAnyAuditFilter(filters)).toBe(true);
    expect(hasAnyAuditFilter(NO_AUDIT_FILTERS)).toBe(false);
  });

  it('link the CSV with the same filters', () => {
    expect(auditCsvHref(NO_AUDIT_FILTERS)).toBe('/api/admin/audit-events.csv');
    expect(
      auditCsvHref({
        ...NO_AUDIT_FILTERS,
        from: '2026-01-01',
        to: '2026-01-31',
        actor: 'a+b@x.ng',
      }),
    ).toBe('/api/admin/audit-events.csv?actor=a%2Bb%40x.ng&from=2026-01-01&to=2026-01-31');
  });

  it('name a range that ends before it starts', () => {
    expect(
      auditDateRangeProblem({ ...NO_AUDIT_FILTERS, from: '2026-02-01', to: '2026-01-31' }),
    ).toBe('The end date is before the start date');
    expect(auditDateRangeProblem({ ...NO_AUDIT_FILTERS, from: '2026-02-01' })).toBeUndefined();
  });
});
