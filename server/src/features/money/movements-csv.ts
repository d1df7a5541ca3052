import {
  CURRENCIES,
  formatUnits,
  MOVEMENT_KIND_LABELS,
  type CurrencyCode,
  type Movement,
} from '@titletrust/shared';
import { csvField, lagosTimestamp } from '../../platform/csv';

/** An amount as a plain number in its currency's major units, exact: "350000.5", "-630". */
const amount = (minor: string, currency: CurrencyCode) =>
  formatUnits(BigInt(minor), CURRENCIES[currency].decimals);

/**
 * The payments list as a spreadsheet: one row per movement (a contract's naming its milestone
 * when the contract has several, as "2: Survey charting"), Lagos time, each row's amounts in
 * its Currency column's currency (NGN to the kobo, USDC to the millionth), as plain numbers a
 * spreadsheet can add up per currency, never across them.
 */
export function movementsCsv(items: Movement[]): string {
  const header = [
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
  ];
  const lines = items.map((item) =>
    [
      lagosTimestamp(item.createdAt),
      MOVEMENT_KIND_LABELS[item.kind],
      item.gigTitle ?? '',
      item.milestone ? `${item.milestone.position}: ${item.milestone.title}` : '',
      item.currency,
      amount(item.availableDeltaMinor, item.currency),
      amount(item.heldDeltaMinor, item.currency),
      amount(item.escrowDeltaMinor, item.currency),
      amount(item.feeMinor, item.currency),
      item.memo,
      item.entryId,
    ]
      .map(csvField)
      .join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}
