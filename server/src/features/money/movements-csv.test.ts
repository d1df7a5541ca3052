import { describe, expect, it } from 'vitest';
import { csvField, movementsCsv } from './movements-csv';

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
        availableDeltaMicros: '630000000',
        heldDeltaMicros: '0',
        escrowDeltaMicros: '0',
        feeMicros: '70000000',
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
