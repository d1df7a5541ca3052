import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A professional's identity documents (spec §3 Documents): stored privately under
 * `{userId}/profile_documents/` and read only through signed links (spec §6).
 */
export const profileDocuments = pgTable(
  'profile_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind')
      .$type<'government_id' | 'selfie_with_id' | 'practising_fee_receipt' | 'other'>()
      .notNull(),
    /** `{userId}/profile_documents/{uuid}.{ext}`: the spec's file path, and the storage key. */
    filepath: text('filepath').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type')
      .$type<'application/pdf' | 'image/jpeg' | 'image/png'>()
      .notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'profile_documents_kind_valid',
      sql`${table.kind} IN ('government_id', 'selfie_with_id', 'practising_fee_receipt', 'other')`,
    ),
    check(
      'profile_documents_type_valid',
      sql`${table.contentType} IN ('application/pdf', 'image/jpeg', 'image/png')`,
    ),
    check('profile_documents_size_positive', sql`${table.sizeBytes} > 0`),
    check(
      'profile_documents_path_is_owners',
      sql`${table.filepath} LIKE ${table.userId}::text || '/profile_documents/%'`,
    ),
    index('profile_documents_user_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * What a professional gives for verification and what admins checked, one row per professional.
 * The status itself stays profiles.verification_status (spec §3); the SCN is the spec's
 * profiles.bar_license_number. Each badge is dated, and cleared when its checked fact changes.
 */
export const professionalVerifications = pgTable(
  'professional_verifications',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    profession: text('profession').$type<'lawyer' | 'surveyor'>(),
    yearOfCall: integer('year_of_call'),
    surconNumber: text('surcon_number'),
    /** When the current submission entered the admins' queue; null while a draft. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    identityVerifiedAt: timestamp('identity_verified_at', { withTimezone: true }),
    registrationCheckedAt: timestamp('registration_checked_at', { withTimezone: true }),
    /** The day the admin looked the SCN or SURCON number up on the public register. */
    registerCheckedOn: date('register_checked_on'),
    practisingFeeYear: integer('practising_fee_year'),
    /** An automatic identity check (NIN and selfie match); never the NIN itself. */
    kycProvider: text('kyc_provider'),
    kycMatchScore: real('kyc_match_score'),
    kycThreshold: real('kyc_threshold'),
    kycPassed: boolean('kyc_passed'),
    kycConsentText: text('kyc_consent_text'),
    kycCheckedAt: timestamp('kyc_checked_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'professional_verifications_profession_valid',
      sql`${table.profession} IN ('lawyer', 'surveyor')`,
    ),
    check(
      'professional_verifications_register_date_with_check',
      sql`(${table.registrationCheckedAt} IS NULL) = (${table.registerCheckedOn} IS NULL)`,
    ),
    check(
      'professional_verifications_kyc_complete',
      sql`${table.kycCheckedAt} IS NULL OR (${table.kycProvider} IS NOT NULL AND ${table.kycMatchScore} IS NOT NULL AND ${table.kycThreshold} IS NOT NULL AND ${table.kycPassed} IS NOT NULL AND ${table.kycConsentText} IS NOT NULL)`,
    ),
    index('professional_verifications_queue_idx').on(table.submittedAt),
  ],
);

/** Every admin decision on a submission, with the checklist as ticked: the audit trail. */
export const verificationReviews = pgTable(
  'verification_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    decision: text('decision').$type<'verified' | 'rejected'>().notNull(),
    reason: text('reason'),
    idMatchesName: boolean('id_matches_name').notNull().default(false),
    selfieMatchesId: boolean('selfie_matches_id').notNull().default(false),
    registerCheckedOn: date('register_checked_on'),
    practisingFeeYear: integer('practising_fee_year'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'verification_reviews_decision_valid',
      sql`${table.decision} IN ('verified', 'rejected')`,
    ),
    check(
      'verification_reviews_rejection_has_reason',
      sql`${table.decision} <> 'rejected' OR ${table.reason} IS NOT NULL`,
    ),
    check(
      'verification_reviews_verified_was_checked',
      sql`${table.decision} <> 'verified' OR (${table.idMatchesName} AND ${table.selfieMatchesId} AND ${table.registerCheckedOn} IS NOT NULL)`,
    ),
    check('verification_reviews_not_own', sql`${table.adminId} IS DISTINCT FROM ${table.userId}`),
    index('verification_reviews_user_idx').on(table.userId, table.createdAt),
  ],
);
