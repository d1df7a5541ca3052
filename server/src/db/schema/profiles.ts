import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * One row per account with every field of the spec's Profiles entity (§3), columns named as
 * there. role_title holds buyer/seller from the account type; admin is never stored here.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email').notNull(),
    phone: text('phone'),
    bio: text('bio'),
    /** "City, State" as the spec's single column; kept in step with state and city below. */
    location: text('location'),
    /** The state (or FCT) code of shared/nigeria.ts, and the city, edited apart. */
    locationState: text('location_state'),
    city: text('city'),
    website: text('website'),
    userType: text('user_type').$type<'client' | 'professional'>(),
    verificationStatus: text('verification_status')
      .$type<'pending' | 'verified' | 'rejected'>()
      .notNull()
      .default('pending'),
    /** active, or incomplete while a wallet/social sign-up still owes its profile details. */
    status: text('status').$type<'active' | 'incomplete'>().notNull().default('active'),
    avatarUrl: text('avatar_url'),
    profilePicture: text('profile_picture'),
    circleWalletId: text('circle_wallet_id'),
    circleWalletAddress: text('circle_wallet_address'),
    circleWalletCreatedAt: timestamp('circle_wallet_created_at', { withTimezone: true }),
    circleWalletStatus: text('circle_wallet_status'),
    ethAddress: text('eth_address').unique(),
    /**
     * The spec's column, never read: jobs done are counted from the contracts on every read
     * (features/contracts/count-jobs-completed.ts), so no payout has to keep a copy up to date.
     */
    jobsCompleted: integer('jobs_completed').notNull().default(0),
    specializations: text('specializations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    linkedin: text('linkedin'),
    education: text('education'),
    professionalTitle: text('professional_title'),
    industry: text('industry'),
    areasOfInterest: text('areas_of_interest')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Professionals: the state codes where they take work, and the languages they work in. */
    statesCovered: text('states_covered')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    barLicenseNumber: text('bar_license_number'),
    roleTitle: text('role_title').$type<'buyer' | 'seller'>(),
    emailVerified: boolean('email_verified').notNull().default(false),
    verificationRejectionReason: text('verification_rejection_reason'),
    verificationDecidedAt: timestamp('verification_decided_at', { withTimezone: true }),
    verificationDecidedBy: uuid('verification_decided_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'profiles_verification_status_valid',
      sql`${table.verificationStatus} IN ('pending', 'verified', 'rejected')`,
    ),
    check(
      'profiles_rejection_has_reason',
      sql`${table.verificationStatus} <> 'rejected' OR ${table.verificationRejectionReason} IS NOT NULL`,
    ),
    check('profiles_user_type_valid', sql`${table.userType} IN ('client', 'professional')`),
    check('profiles_role_title_valid', sql`${table.roleTitle} IN ('buyer', 'seller')`),
    check('profiles_status_valid', sql`${table.status} IN ('active', 'incomplete')`),
    check('profiles_jobs_completed_non_negative', sql`${table.jobsCompleted} >= 0`),
    index('profiles_verification_status_idx').on(table.verificationStatus),
    index('profiles_created_at_idx').on(table.createdAt),
  ],
);
