import { z } from 'zod';
import { contractDetailSchema, ESCROW_LIMITS, ESCROW_MESSAGES } from './contracts';
import { currencyField, minorAmount, minorField, signedMinorAmount } from './fields';
import { balancesSchema } from './balances';

export { balancesSchema, type Balances } from './balances';

export const faucetRequestSchema = z.object({
  amountMinor: minorField(ESCROW_MESSAGES.amountInvalid).refine(
    (value) => value >= 1_000_000n && value <= ESCROW_LIMITS.faucetMaxMinor,
    ESCROW_MESSAGES.faucetRange,
  ),
});

export const withdrawalRequestSchema = z.object({
  amountMinor: minorField(ESCROW_MESSAGES.amountInvalid).refine(
    (value) => value >= ESCROW_LIMITS.withdrawalMinMinor,
    ESCROW_MESSAGES.withdrawalMin,
  ),
  destinationAddress: z.string({ error: ESCROW_MESSAGES.addressInvalid }).trim(),
});

/** A saved outside address to send USDC to; it receives withdrawals 24 hours after it was added. */
export const WITHDRAWAL_ADDRESS_LABEL_MAX = 60;
export const withdrawalAddressRequestSchema = z.object({
  address: z
    .string({ error: ESCROW_MESSAGES.addressInvalid })
    .trim()
    .max(100, ESCROW_MESSAGES.addressInvalid),
  label: z
    .string()
    .trim()
    .max(
      WITHDRAWAL_ADDRESS_LABEL_MAX,
      `Keep the label to ${WITHDRAWAL_ADDRESS_LABEL_MAX} characters or fewer`,
    )
    .optional(),
});
export type WithdrawalAddressRequest = z.infer<typeof withdrawalAddressRequestSchema>;
export const withdrawalAddressSchema = z.object({
  id: z.string().uuid(),
  /** EIP-55 checksummed, as people compare it with their wallet's. */
  address: z.string(),
  label: z.string().nullable(),
  addedAt: z.string().datetime(),
  /** When it may first receive a withdrawal (PAYOUT_HOLD_HOURS after it was added). */
  receivesFrom: z.string().datetime(),
});
export type WithdrawalAddress = z.infer<typeof withdrawalAddressSchema>;
export const withdrawalAddressesSchema = z.object({ addresses: z.array(withdrawalAddressSchema) });

export const MOVEMENT_KINDS = [
  'deposit',
  'fund_escrow',
  'release',
  'refund',
  'split',
  'withdrawal_hold',
  'withdrawal_complete',
  'withdrawal_return',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/** How a movement is named on screen and in the CSV export alike. */
export const MOVEMENT_KIND_LABELS: Record<MovementKind, string> = {
  deposit: 'Deposit',
  fund_escrow: 'Escrow funded',
  release: 'Escrow released',
  refund: 'Escrow refunded',
  split: 'Dispute split',
  withdrawal_hold: 'Withdrawal requested',
  withdrawal_complete: 'Withdrawal sent',
  withdrawal_return: 'Withdrawal returned',
};

/** One movement as it touched the viewer's money: signed, + into their accounts. */
export const movementSchema = z.object({
  entryId: z.string().uuid(),
  kind: z.enum(MOVEMENT_KINDS),
  /** Every amount of a movement is in this one currency. */
  currency: currencyField,
  /** Change of the viewer's available balance. */
  availableDeltaMinor: signedMinorAmount,
  /** Change of the viewer's withdrawal hold. */
  heldDeltaMinor: signedMinorAmount,
  /**
   * Change of the escrow the viewer paid into, as the client of the contract: + when funded,
   * − when released to the professional or refunded. Zero for the professional.
   */
  escrowDeltaMinor: signedMinorAmount,
  /** For a release or split: the fee the platform kept from the viewer's payout. */
  feeMinor: minorAmount,
  contractId: z.string().uuid().nullable(),
  gigTitle: z.string().nullable(),
  /**
   * The milestone of a contract in stages the movement was for; null (or left out) for a
   * contract of one milestone, an entry from before milestones, or a movement of no contract.
   */
  milestone: z
    .object({ position: z.number().int().positive(), title: z.string() })
    .nullable()
    .optional(),
  transferId: z.string().uuid().nullable(),
  memo: z.string(),
  createdAt: z.string().datetime(),
});
export type Movement = z.infer<typeof movementSchema>;

export const movementsQuerySchema = z.object({
  kind: z.enum(MOVEMENT_KINDS).optional(),
  currency: currencyField.optional(),
  from: z.iso.date({ error: 'Give the start date as YYYY-MM-DD' }).optional(),
  to: z.iso.date({ error: 'Give the end date as YYYY-MM-DD' }).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type MovementsQuery = z.input<typeof movementsQuerySchema>;

export const movementsPageSchema = z.object({
  items: z.array(movementSchema),
  nextCursor: z.string().nullable(),
});

export const walletTransferSchema = z.object({
  id: z.string().uuid(),
  direction: z.enum(['deposit', 'withdrawal']),
  /** The wallet rail carries USDC only. */
  currency: z.literal('USDC'),
  source: z.enum(['faucet', 'onchain', 'payout']),
  amountMinor: minorAmount,
  state: z.enum(['pending', 'complete', 'failed']),
  provider: z.enum(['circle', 'local']),
  providerTransferId: z.string().nullable(),
  txHash: z.string().nullable(),
  destinationAddress: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string().datetime(),
  updatedAt: z.string().datetime(),
});
export type WalletTransfer = z.infer<typeof walletTransferSchema>;
export const walletTransfersSchema = z.object({ transfers: z.array(walletTransferSchema) });
export const walletTransferResponseSchema = z.object({
  /** Null when the provider delivers test funds later (they appear once received). */
  transfer: walletTransferSchema.nullable(),
  balances: balancesSchema,
});

/** What a professional earned in one currency. */
export const currencyEarningsSchema = z.object({
  currency: currencyField,
  /** The last twelve months, oldest first: what was released to the viewer, and the fees. */
  byMonth: z.array(
    z.object({ month: z.string(), earnedMinor: minorAmount, feesMinor: minorAmount }),
  ),
  totalEarnedMinor: minorAmount,
  totalFeesMinor: minorAmount,
});
export type CurrencyEarnings = z.infer<typeof currencyEarningsSchema>;

export const earningsSchema = z.object({
  /** One per currency the professional has been paid in, naira first; empty before any. */
  byCurrency: z.array(currencyEarningsSchema),
  balances: balancesSchema,
});
export type Earnings = z.infer<typeof earningsSchema>;

/** The answer to a move on a contract: the contract after it, and the viewer's balances. */
export const contractMoveResponseSchema = z.object({
  contract: contractDetailSchema,
  balances: balancesSchema,
  /** A money movement's receipt: the same journal entry for every retry of its key. */
  movement: z.object({ entryId: z.string().uuid() }).optional(),
});
