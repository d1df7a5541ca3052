import { profilePictureUrl, splitPayout, type ContractSummary } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import { contracts, gigs, profiles, users } from '../../db/schema';

const buyer = alias(users, 'buyer');
const seller = alias(users, 'seller');
const buyerProfile = alias(profiles, 'buyer_profile');
const sellerProfile = alias(profiles, 'seller_profile');

const pictureOf = (id: string, key: string | null) => (key ? profilePictureUrl(id, key) : null);

export function selectContracts(db: Database | Tx) {
  return db
    .select({
      id: contracts.id,
      gigId: contracts.gigId,
      gigTitle: gigs.title,
      state: contracts.state,
      currency: contracts.currency,
      amountMinor: contracts.amountMinor,
      feeBps: contracts.feeBps,
      buyerId: contracts.buyerId,
      buyerName: buyer.name,
      buyerPicture: buyerProfile.profilePicture,
      sellerId: contracts.sellerId,
      sellerName: seller.name,
      sellerPicture: sellerProfile.profilePicture,
      createdAt: contracts.createdAt,
      fundedAt: contracts.fundedAt,
      deliveredAt: contracts.deliveredAt,
      autoReleaseAt: contracts.autoReleaseAt,
      closedAt: contracts.closedAt,
    })
    .from(contracts)
    .innerJoin(gigs, eq(gigs.id, contracts.gigId))
    .innerJoin(buyer, eq(buyer.id, contracts.buyerId))
    .innerJoin(seller, eq(seller.id, contracts.sellerId))
    .leftJoin(buyerProfile, eq(buyerProfile.id, contracts.buyerId))
    .leftJoin(sellerProfile, eq(sellerProfile.id, contracts.sellerId))
    .$dynamic();
}

type ContractRow = Awaited<ReturnType<typeof selectContracts>>[number];

/** A contract as lists show it, from the columns selectContracts reads (or the same facts). */
export function toContractSummary(
  row: Omit<ContractRow, 'fundedAt' | 'deliveredAt' | 'autoReleaseAt' | 'closedAt'>,
): ContractSummary {
  const { fee, payout } = splitPayout(row.amountMinor, row.feeBps, row.currency);
  return {
    id: row.id,
    gigId: row.gigId,
    gigTitle: row.gigTitle,
    state: row.state,
    currency: row.currency,
    amountMinor: row.amountMinor.toString(),
    feeBps: row.feeBps,
    feeMinor: fee.toString(),
    payoutMinor: payout.toString(),
    buyer: {
      id: row.buyerId,
      name: row.buyerName,
      pictureUrl: pictureOf(row.buyerId, row.buyerPicture),
    },
    seller: {
      id: row.sellerId,
      name: row.sellerName,
      pictureUrl: pictureOf(row.sellerId, row.sellerPicture),
    },
    createdAt: row.createdAt.toISOString(),
  };
}
