import { profilePictureUrl, splitPayout, type Bid } from '@titletrust/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  bids,
  gigs,
  milestoneProposals,
  professionalVerifications,
  profiles,
  users,
} from '../../db/schema';
import { jobsCompletedBy } from '../contracts';
import { publicRatingOf, shownAverage } from '../reviews';
import { currentBadges } from '../verification';
import { bidPlanView, toPlanView } from './milestone-plan';

const bidColumns = {
  id: bids.id,
  gigId: bids.gigId,
  sellerId: bids.sellerId,
  state: bids.state,
  currency: gigs.currency,
  amountMinor: bids.amountMinor,
  deliveryDays: bids.deliveryDays,
  coverLetter: bids.coverLetter,
  milestones: bids.milestones,
  gigTitle: gigs.title,
  createdAt: bids.createdAt,
  sellerName: users.name,
  professionalTitle: profiles.professionalTitle,
  sellerPicture: profiles.profilePicture,
  verificationStatus: profiles.verificationStatus,
  // The dated badges come in the same row (one join), never a query per bid.
  profession: professionalVerifications.profession,
  identityVerifiedAt: professionalVerifications.identityVerifiedAt,
  registrationCheckedAt: professionalVerifications.registrationCheckedAt,
  practisingFeeYear: professionalVerifications.practisingFeeYear,
  jobsCompleted: jobsCompletedBy(bids.sellerId),
  rating: publicRatingOf(bids.sellerId).average,
  reviewCount: publicRatingOf(bids.sellerId).count,
  // The change one side proposed and the other has not answered (at most one: a unique index).
  proposalId: milestoneProposals.id,
  proposalBy: milestoneProposals.proposerRole,
  proposalMilestones: milestoneProposals.milestones,
  proposalCreatedAt: milestoneProposals.createdAt,
};

export function selectBids(db: Database) {
  return db
    .select(bidColumns)
    .from(bids)
    .innerJoin(gigs, eq(gigs.id, bids.gigId))
    .innerJoin(users, eq(users.id, bids.sellerId))
    .leftJoin(profiles, eq(profiles.id, bids.sellerId))
    .leftJoin(professionalVerifications, eq(professionalVerifications.userId, bids.sellerId))
    .leftJoin(
      milestoneProposals,
      and(eq(milestoneProposals.bidId, bids.id), eq(milestoneProposals.state, 'pending')),
    )
    .$dynamic();
}

export type BidRow = Awaited<ReturnType<typeof selectBids>>[number];

/** A bid as both sides see it, with what the professional receives after the platform fee. */
export function toBid(row: BidRow, feeBps: number): Bid {
  const { fee, payout } = splitPayout(row.amountMinor, feeBps, row.currency);
  return {
    id: row.id,
    gigId: row.gigId,
    state: row.state,
    currency: row.currency,
    amountMinor: row.amountMinor.toString(),
    payoutMinor: payout.toString(),
    feeMinor: fee.toString(),
    deliveryDays: row.deliveryDays,
    coverLetter: row.coverLetter,
    milestones: bidPlanView(row),
    // Once the bid is decided, a change nobody agreed to is moot.
    pendingProposal:
      row.state === 'pending' &&
      row.proposalId &&
      row.proposalBy &&
      row.proposalMilestones &&
      row.proposalCreatedAt
        ? {
            id: row.proposalId,
            by: row.proposalBy,
            milestones: toPlanView(row.proposalMilestones),
            createdAt: row.proposalCreatedAt.toISOString(),
          }
        : null,
    createdAt: row.createdAt.toISOString(),
    seller: {
      id: row.sellerId,
      name: row.sellerName,
      professionalTitle: row.professionalTitle,
      isVerified: row.verificationStatus === 'verified',
      profession: row.profession,
      badges: currentBadges(row),
      rating: shownAverage(row.rating, row.reviewCount),
      reviewCount: row.reviewCount,
      jobsCompleted: row.jobsCompleted,
      pictureUrl: row.sellerPicture ? profilePictureUrl(row.sellerId, row.sellerPicture) : null,
    },
  };
}
