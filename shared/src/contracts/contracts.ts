import { z } from 'zod';
import { CONTRACT_STATES } from '../lifecycles';
import {
  attachmentSchema,
  checklistRecordSchema,
  currencyField,
  minorAmount,
  minorField,
} from './fields';
import { milestoneSchema } from './milestones';

// The escrow's limits and messages, with those of the money routes (faucet, withdrawal, the
// Idempotency-Key every money movement carries): ./money builds on them.
export const ESCROW_LIMITS = {
  reportMin: 50,
  reportMax: 20_000,
  noteMin: 10,
  noteMax: 2_000,
  statementMin: 20,
  statementMax: 4_000,
  deliveryFilesMax: 10,
  /** Files each side may attach to its statement in a dispute. */
  disputeFilesMax: 10,
  /** Days after delivery before the escrow releases itself. */
  autoReleaseDays: 14,
  /** Days before auto-release when the client is reminded. */
  reminderDaysBefore: 2,
  /** micro-USDC: the test faucet gives at most 10,000 USDC at a time. */
  faucetMaxMinor: 10_000_000_000n,
  /** micro-USDC: the smallest withdrawal, 1 USDC. */
  withdrawalMinMinor: 1_000_000n,
  idempotencyKeyMax: 255,
} as const;

export const ESCROW_MESSAGES = {
  idempotencyKeyRequired:
    'Send an Idempotency-Key header (1 to 255 visible characters) with every request that moves money.',
  reportLength: `Write a report of ${ESCROW_LIMITS.reportMin} to ${ESCROW_LIMITS.reportMax} characters`,
  checklistIncomplete: 'Answer every checklist item before you deliver',
  checklistNotApplicable: 'This item always applies: confirm it or report the issue found',
  checklistFindingsMissing: 'Write down the findings the checklist asks for before you deliver',
  noteLength: `Write ${ESCROW_LIMITS.noteMin} to ${ESCROW_LIMITS.noteMax} characters`,
  statementLength: `Write ${ESCROW_LIMITS.statementMin} to ${ESCROW_LIMITS.statementMax} characters`,
  splitMustAddUp: 'The two parts of a split must add up exactly to the amount held in escrow',
  splitNeedsParts: 'A split gives part to each side: enter both amounts',
  amountInvalid: 'Enter an amount, e.g. 250 or 250.50',
  faucetRange: 'The test faucet gives between 1 and 10,000 USDC at a time',
  faucetUnavailable: 'The test faucet is only available in demo mode on the test network.',
  withdrawalMin: 'Withdraw at least 1 USDC',
  addressInvalid:
    'Enter a valid Ethereum address (0x followed by 40 hexadecimal characters, with a correct checksum)',
  addressOwnWallet: 'This is your own TitleTrust wallet: enter an address outside TitleTrust',
  addressZero: 'Funds sent to the zero address are lost forever: enter a real address',
  filesMissing: 'Some files were not found. Please upload them again.',
} as const;

export const idempotencyKeyHeader = 'idempotency-key';

/** An Idempotency-Key: 1 to 255 visible ASCII characters, chosen by the client per movement. */
export const idempotencyKeySchema = z
  .string({ error: ESCROW_MESSAGES.idempotencyKeyRequired })
  .regex(
    new RegExp(`^[\\x21-\\x7e]{1,${ESCROW_LIMITS.idempotencyKeyMax}}$`),
    ESCROW_MESSAGES.idempotencyKeyRequired,
  )
  .describe('A new key per intended movement; reuse it to retry');

/** The headers of every request that moves money. */
export const idempotencyHeadersSchema = z.object({ [idempotencyKeyHeader]: idempotencyKeySchema });

// ── Contract list ──────────────────────────────────────────────────────────────────────────

/** A side of a contract: who they are, and their picture's address or null for initials. */
const contractPartySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  pictureUrl: z.string().nullable(),
});

export const contractSummarySchema = z.object({
  id: z.string().uuid(),
  gigId: z.string().uuid(),
  gigTitle: z.string(),
  state: z.enum(CONTRACT_STATES),
  /** Its gig's currency: the price, the escrow, the fee and every payout are in it. */
  currency: currencyField,
  amountMinor: minorAmount,
  /** The platform fee rate fixed on the contract when it was made, in basis points. */
  feeBps: z.number().int().min(0).max(10_000),
  feeMinor: minorAmount,
  payoutMinor: minorAmount,
  buyer: contractPartySchema,
  seller: contractPartySchema,
  createdAt: z.string().datetime(),
});
export type ContractSummary = z.infer<typeof contractSummarySchema>;
export const contractsResponseSchema = z.object({ contracts: z.array(contractSummarySchema) });
/** Accepting a bid makes its contract: the answer is the new contract. */
export const acceptBidResponseSchema = z.object({ contract: contractSummarySchema });

// ── Contract page ──────────────────────────────────────────────────────────────────────────

export const checklistOutcomes = ['confirmed', 'issue_found', 'not_applicable'] as const;
export type ChecklistOutcome = (typeof checklistOutcomes)[number];

export const checklistAnswerSchema = z.object({
  key: z.string().min(1),
  outcome: z.enum(checklistOutcomes, { error: ESCROW_MESSAGES.checklistIncomplete }),
  note: z.string().trim().max(2_000).default(''),
});

export const deliverWorkSchema = z.object({
  report: z
    .string({ error: ESCROW_MESSAGES.reportLength })
    .trim()
    .min(ESCROW_LIMITS.reportMin, ESCROW_MESSAGES.reportLength)
    .max(ESCROW_LIMITS.reportMax, ESCROW_MESSAGES.reportLength),
  checklist: z.array(checklistAnswerSchema).max(20).default([]),
  fileIds: z
    .array(z.string().uuid())
    .max(ESCROW_LIMITS.deliveryFilesMax, `Attach at most ${ESCROW_LIMITS.deliveryFilesMax} files`)
    .default([]),
  /** The milestone delivered; the one in progress when left out. */
  milestoneId: z.string().uuid().optional(),
});
export type DeliverWorkInput = z.input<typeof deliverWorkSchema>;

const noteField = z
  .string({ error: ESCROW_MESSAGES.noteLength })
  .trim()
  .min(ESCROW_LIMITS.noteMin, ESCROW_MESSAGES.noteLength)
  .max(ESCROW_LIMITS.noteMax, ESCROW_MESSAGES.noteLength);
const statementField = z
  .string({ error: ESCROW_MESSAGES.statementLength })
  .trim()
  .min(ESCROW_LIMITS.statementMin, ESCROW_MESSAGES.statementLength)
  .max(ESCROW_LIMITS.statementMax, ESCROW_MESSAGES.statementLength);

export const requestChangesSchema = z.object({
  note: noteField,
  milestoneId: z.string().uuid().optional(),
});
/** Evidence for a dispute statement: files uploaded first (`POST /contracts/{id}/dispute-files`). */
const disputeFileIds = z
  .array(z.string().uuid())
  .max(ESCROW_LIMITS.disputeFilesMax, `Attach at most ${ESCROW_LIMITS.disputeFilesMax} files`)
  .default([]);
export const openDisputeSchema = z.object({
  reason: statementField,
  fileIds: disputeFileIds,
  milestoneId: z.string().uuid().optional(),
});
export type OpenDisputeInput = z.input<typeof openDisputeSchema>;
export const disputeResponseSchema = z.object({
  statement: statementField,
  fileIds: disputeFileIds,
});
export type DisputeResponseInput = z.input<typeof disputeResponseSchema>;

export const resolveDisputeSchema = z
  .object({
    outcome: z.enum(['release', 'refund', 'split'], { error: 'Choose release, refund or split' }),
    /** For a split: what the professional's side receives before the fee, and the client's. */
    sellerMinor: minorField(ESCROW_MESSAGES.amountInvalid).optional(),
    buyerMinor: minorField(ESCROW_MESSAGES.amountInvalid).optional(),
    note: noteField,
  })
  .refine(
    (body) =>
      body.outcome !== 'split' || (body.sellerMinor !== undefined && body.buyerMinor !== undefined),
    { path: ['sellerMinor'], message: ESCROW_MESSAGES.splitNeedsParts },
  );
export type ResolveDisputeInput = z.input<typeof resolveDisputeSchema>;

export const timelineEventSchema = z.object({
  action: z.string(),
  /** The milestone the move was on; null for the contract's own (made, cancelled, ended). */
  milestonePosition: z.number().int().positive().nullable(),
  fromState: z.string(),
  toState: z.string(),
  actorName: z.string().nullable(),
  note: z.string().nullable(),
  at: z.string().datetime(),
});

export const deliverySchema = z.object({
  id: z.string().uuid(),
  /** The milestone delivered; revisions count per milestone. */
  milestoneId: z.string().uuid(),
  revision: z.number().int().positive(),
  report: z.string(),
  checklist: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      outcome: z.enum(checklistOutcomes),
      note: z.string(),
    }),
  ),
  files: z.array(attachmentSchema),
  createdAt: z.string().datetime(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const disputeSchema = z.object({
  id: z.string().uuid(),
  /** The milestone the dispute is about: the admin rules on its escrow alone. */
  milestoneId: z.string().uuid(),
  milestonePosition: z.number().int().positive(),
  milestoneTitle: z.string(),
  openerRole: z.enum(['buyer', 'seller']),
  openerName: z.string(),
  reason: z.string(),
  /** The opener's evidence, attached with the reason. */
  reasonFiles: z.array(attachmentSchema),
  response: z.string().nullable(),
  /** The other side's evidence, attached with their statement. */
  responseFiles: z.array(attachmentSchema),
  respondedAt: z.string().datetime().nullable(),
  outcome: z.enum(['release', 'refund', 'split']).nullable(),
  sellerMinor: minorAmount.nullable(),
  buyerMinor: minorAmount.nullable(),
  resolutionNote: z.string().nullable(),
  resolvedAt: z.string().datetime().nullable(),
  createdAt: z.string().datetime(),
});
export type Dispute = z.infer<typeof disputeSchema>;

/**
 * How a closed contract's escrow was paid out, read from its journal entry: what reached each
 * side and the fee the platform actually took. A split or a refund takes less fee than the
 * contract's terms, so the terms alone would misstate it.
 */
export const settlementSchema = z.object({
  kind: z.enum(['release', 'refund', 'split']),
  /** Into the professional's available balance, after the fee. */
  sellerReceivedMinor: minorAmount,
  /** Back into the client's available balance. */
  buyerRefundedMinor: minorAmount,
  feeMinor: minorAmount,
  at: z.string().datetime(),
});
export type Settlement = z.infer<typeof settlementSchema>;

export const contractDetailSchema = contractSummarySchema.extend({
  /** What the escrow holds for this contract now. */
  heldMinor: minorAmount,
  fundedAt: z.string().datetime().nullable(),
  deliveredAt: z.string().datetime().nullable(),
  autoReleaseAt: z.string().datetime().nullable(),
  closedAt: z.string().datetime().nullable(),
  viewerRole: z.enum(['buyer', 'seller', 'admin']),
  /** What the viewer may do now (the lifecycle's actions for their role and this state). */
  actions: z.array(z.string()),
  /** The checklist the delivery answers (empty for gigs without one). */
  checklist: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      detail: z.string(),
      alwaysApplies: z.boolean(),
      record: checklistRecordSchema.optional(),
    }),
  ),
  /** For the client while awaiting funding: their available balance and what is missing. */
  funding: z.object({ availableMinor: minorAmount, shortfallMinor: minorAmount }).nullable(),
  deliveries: z.array(deliverySchema),
  dispute: disputeSchema.nullable(),
  /**
   * What the payouts of its milestones came to, together (the kind of the last one); null before
   * the first. Each milestone carries its own.
   */
  settlement: settlementSchema.nullable(),
  timeline: z.array(timelineEventSchema),
  /** Its stages in order; a contract made from a bid without a list has one. */
  milestones: z.array(milestoneSchema.extend({ settlement: settlementSchema.nullable() })),
  /** The milestone in progress (the first still open); null once the contract is over. */
  currentMilestoneId: z.string().uuid().nullable(),
});
export type ContractDetail = z.infer<typeof contractDetailSchema>;
export const contractDetailResponseSchema = z.object({ contract: contractDetailSchema });

/**
 * One moment of a dispute as the administrator reads it: a side's statement (the opening reason
 * or the answer) or a message between the two parties in their thread, each with its files.
 */
export const disputeHistoryEntrySchema = z.object({
  kind: z.enum(['opened', 'answered', 'message']),
  /** Whose words: the client's or the professional's. */
  side: z.enum(['buyer', 'seller']),
  authorName: z.string(),
  text: z.string(),
  files: z.array(attachmentSchema),
  at: z.string().datetime(),
});
export type DisputeHistoryEntry = z.infer<typeof disputeHistoryEntrySchema>;

export const disputeQueueItemSchema = z.object({
  contract: contractDetailSchema,
  /** Both statements and the conversation between the parties, oldest first. */
  history: z.array(disputeHistoryEntrySchema),
});
export const disputeQueueSchema = z.object({ disputes: z.array(disputeQueueItemSchema) });
