import { z } from 'zod';
import { currencyField, minorAmount } from './fields';
import { ACCOUNT_TYPES, ROLES, VERIFICATION_STATUSES } from '../roles';

export const ADMIN_MESSAGES = {
  accessDenied: 'Access denied. Admin privileges required.',
  rejectionReasonRequired: 'Give a reason when rejecting a verification',
  invalidVerificationStatus: 'Verification status must be pending, verified or rejected',
  cannotRevokeOwnAdmin: 'You cannot remove your own admin rights',
  cannotChangeOwnAdmin: 'You cannot change your own admin rights',
  cannotDecideOwnVerification: 'You cannot decide your own verification: another admin must',
  cannotDecideOwnDispute:
    'You are a party to this contract, so another admin must decide its dispute',
} as const;

export const ADMIN_PAGE_SIZES = [10, 25, 50] as const;

export const listProfilesQuerySchema = z.object({
  search: z.string().trim().max(120).optional(),
  verificationStatus: z.enum(VERIFICATION_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine(
      (size) => (ADMIN_PAGE_SIZES as readonly number[]).includes(size),
      'Page size must be 10, 25 or 50',
    )
    .default(25),
});
export type ListProfilesQuery = z.input<typeof listProfilesQuerySchema>;

export const adminProfileSchema = z.object({
  id: z.string().uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  userType: z.enum(ACCOUNT_TYPES).nullable(),
  role: z.enum(ROLES),
  isAdmin: z.boolean(),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  verificationRejectionReason: z.string().nullable(),
  barLicenseNumber: z.string().nullable(),
  createdAt: z.string().datetime(),
  /** Set while the account's payouts are frozen by a "This wasn't me" report. */
  payoutsFrozenAt: z.string().datetime().nullable(),
});
export type AdminProfile = z.infer<typeof adminProfileSchema>;

export const profilePageSchema = z.object({
  items: z.array(adminProfileSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type ProfilePage = z.infer<typeof profilePageSchema>;

export const setVerificationStatusSchema = z
  .object({
    status: z.enum(VERIFICATION_STATUSES, { error: ADMIN_MESSAGES.invalidVerificationStatus }),
    reason: z.string().trim().max(500).optional(),
  })
  .refine((body) => body.status !== 'rejected' || !!body.reason, {
    path: ['reason'],
    message: ADMIN_MESSAGES.rejectionReasonRequired,
  });
export type SetVerificationStatusRequest = z.input<typeof setVerificationStatusSchema>;

export const setAdminRightsSchema = z.object({ isAdmin: z.boolean() });

export const userIdParamsSchema = z.object({
  id: z.string().uuid('Admin identifiers must be UUIDs'),
});

/** The platform's own money, from the ledger: what escrow holds now and what the fees earned. */
export const platformCurrencyMoneySchema = z.object({
  currency: currencyField,
  /** Held in the escrow of contracts that hold money now (active, delivered, disputed). */
  escrowHeldMinor: minorAmount,
  contractsHoldingEscrow: z.number().int().nonnegative(),
  /** Every posting to the platform's fee account, ever. */
  feesEarnedMinor: minorAmount,
  /** The same over the activity window (windowDays, UTC days, today included). */
  feesEarnedInWindowMinor: minorAmount,
  feesByDay: z.array(z.object({ day: z.string(), amountMinor: minorAmount })),
});
/** Per currency, naira first; never summed across currencies. */
export const platformMoneySchema = z.array(platformCurrencyMoneySchema);
export type PlatformMoney = z.infer<typeof platformMoneySchema>;

export const platformStatsSchema = z.object({
  windowDays: z.number().int().positive(),
  accountsCreated: z.number().int().nonnegative(),
  signIns: z.number().int().nonnegative(),
  accountsCreatedByDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
  signInsByDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
  totals: z.object({
    accounts: z.number().int().nonnegative(),
    buyers: z.number().int().nonnegative(),
    sellers: z.number().int().nonnegative(),
    admins: z.number().int().nonnegative(),
    pendingVerifications: z.number().int().nonnegative(),
  }),
  money: platformMoneySchema,
});
export type PlatformStats = z.infer<typeof platformStatsSchema>;
