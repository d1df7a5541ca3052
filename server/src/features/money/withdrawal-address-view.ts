import { destinationReceivesFrom, type WithdrawalAddress } from '@titletrust/shared';
import { getAddress } from 'viem';
import type { withdrawalAddresses } from '../../db/schema';

/** A saved withdrawal address as the API answers it: checksummed, with when it may receive. */
export const toWithdrawalAddress = (
  row: typeof withdrawalAddresses.$inferSelect,
): WithdrawalAddress => ({
  id: row.id,
  address: getAddress(row.address),
  label: row.label,
  addedAt: row.addedAt.toISOString(),
  receivesFrom: destinationReceivesFrom(row.addedAt).toISOString(),
});
