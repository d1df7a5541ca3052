import { describe, expect, it } from 'vitest';
import { csvField, lagosTimestamp } from '../../platform/csv';
import { movementsCsv } from './movements-csv';

/** OWASP's CSV-injection triggers, alone and mixed, as a gig title or a memo could carry them. */
const PAYLOADS = [
  '=1+1',
  '+1+1',
  '-1+1',
  '@SUM(1,1)',
  '\t=1+1',
  '\r=1+1',
  '-1+HYPERLINK("http://evil.example","Title deed check")',
  '=HYPERLINK("http://evil.example")',
  '+-=@1',
  '-=1',
  '@-1',
  '-2.5+cmd|" /C calc"!A0',
  '-1.5e3',
  '--1',
  '-',
];

/** What a spreadsheet reads from one CSV cell: the text between the quotes, unescaped. */
const cellText = (field: string) =>
  field.startsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field;

describe('the CSV export', () => {
  it('starts no cell that could run as a formula: each OWASP payload is prefixed with a quote', () => {
    for (const payload of PAYLOADS) {
      expect(cellText(csvField(payload)), JSON.stringify(payload)).toBe(`'${payload}`);
    }
  });

  it('keeps numbers, negative ones included, as numbers, and plain text as it is', () => {
    for (const value of ['-700', '-700.5', '0', '630.25', 'Deposit', 'C of O, Lekki']) {
      expect(cellText(csvField(value))).toBe(value);
    }
  });

  it('defuses a gig title in a whole export', () => {
    const csv = movementsCsv([
      {
        entryId: '00000000-0000-4000-8000-000000000001',
        kind: 'release',
        currency: 'USDC',
        availableDeltaMinor: '630000000',
        heldDeltaMinor: '0',
        escrowDeltaMinor: '0',
        feeMinor: '70000000',
        contractId: '00000000-0000-4000-8000-000000000002',
        gigTitle: '-1+HYPERLINK("http://evil.example","Title deed check")',
        transferId: null,
        memo: '=cmd|" /C calc"!A0',
        createdAt: '2026-11-26T10:00:00.000Z',
      },
    ]);
    const row = csv.split('\r\n')[1]!;
    expect(row).toContain(`"'-1+HYPERLINK(""http://evil.example"",""Title deed check"")"`);
    expect(row).toContain(`"'=cmd|"" /C calc""!A0"`);
    expect(row).toContain(',630,');
  });
});

describe('the CSV dates', () => {
  it('are on the Lagos clock, labelled WAT, as every screen shows them', () => {
    expect(lagosTimestamp('2026-11-26T10:00:00.000Z')).toBe('2026-11-26 11:00:00');
    // Late evening UTC is already the next day in Lagos.
    expect(lagosTimestamp('2026-12-31T23:30:05.900Z')).toBe('2027-01-01 00:30:05');
    expect(lagosTimestamp('2026-07-01T00:00:00.000Z')).toBe('2026-07-01 01:00:00');
  });

  it('head the date column "Date (WAT)" and fill it with Lagos time', () => {
    const csv = movementsCsv([
      {
        entryId: '00000000-0000-4000-8000-000000000001',
        kind: 'deposit',
        currency: 'USDC',
        availableDeltaMinor: '500000000',
        heldDeltaMinor: '0',
        escrowDeltaMinor: '0',
        feeMinor: '0',
        contractId: null,
        gigTitle: null,
        transferId: null,
        memo: 'Deposit',
        createdAt: '2026-11-26T23:15:00.000Z',
      },
    ]);
    const [header, row] = csv.split('\r\n');
    expect(header!.split(',')[0]).toBe('Date (WAT)');
    expect(header).not.toContain('UTC');
    expect(row!.split(',')[0]).toBe('2026-11-27 00:15:00');
  });
});

describe('the CSV currencies', () => {
  const movement = {
    entryId: '00000000-0000-4000-8000-000000000003',
    kind: 'release',
    heldDeltaMinor: '0',
    escrowDeltaMinor: '0',
    contractId: '00000000-0000-4000-8000-000000000004',
    gigTitle: 'Land search in Lekki',
    transferId: null,
    memo: '',
    createdAt: '2026-12-05T09:00:00.000Z',
  } as const;

  it("names each row's currency and writes its amounts in that currency, exactly", () => {
    const csv = movementsCsv([
      {
        ...movement,
        currency: 'NGN',
        availableDeltaMinor: '40500050',
        escrowDeltaMinor: '-45000050',
        feeMinor: '4500000',
      },
      { ...movement, currency: 'USDC', availableDeltaMinor: '630000001', feeMinor: '70000000' },
    ]);
    const [header, naira, usdc] = csv.split('\r\n').map((line) => line.split(','));
    expect(header).toEqual([
      'Date (WAT)',
      'Movement',
      'Gig',
      'Milestone',
      'Currency',
      'Available change',
      'Held for withdrawal change',
      'Your escrow change',
      'Platform fee',
      'Description',
      'Entry id',
    ]);
    // ₦405,000.50 in, ₦450,000.50 out of escrow, ₦45,000 fee: kobo kept, no USDC decimals.
    expect(naira!.slice(4, 9)).toEqual(['NGN', '405000.5', '0', '-450000.5', '45000']);
    // 630.000001 USDC: every millionth kept.
    expect(usdc!.slice(4, 9)).toEqual(['USDC', '630.000001', '0', '0', '70']);
  });

  it('names the milestone of a contract in stages, and none for an entry without one', () => {
    const csv = movementsCsv([
      {
        ...movement,
        currency: 'NGN',
        availableDeltaMinor: '36000000',
        feeMinor: '4000000',
        milestone: { position: 2, title: 'Survey charting' },
      },
      { ...movement, currency: 'NGN', availableDeltaMinor: '36000000', feeMinor: '4000000' },
    ]);
    const [, staged, single] = csv.split('\r\n').map((line) => line.split(','));
    expect(staged!.slice(2, 4)).toEqual(['Land search in Lekki', '2: Survey charting']);
    expect(single!.slice(2, 4)).toEqual(['Land search in Lekki', '']);
  });
});
