import { z } from 'zod';
import { NIGERIAN_STATE_CODES } from '../nigeria';
import { SERVICE_CATEGORIES } from '../services';
import { firstNameField, lastNameField } from '../validation/names';
import { profilePhoneField } from '../validation/phone';
import { PROFILE_LIMITS, PROFILE_MESSAGES } from './profiles';

const optionalText = (max: number, message: string) =>
  z.string({ error: message }).trim().max(max, message);

/** http(s), a host with a dot, then an optional path; no spaces (shared has no URL type). */
const WEB_ADDRESS = /^https?:\/\/([a-z0-9-]+\.)+[a-z]{2,}(:\d{1,5})?([/?#][^\s]*)?$/i;
const LINKEDIN_ADDRESS = /^https?:\/\/([a-z0-9-]+\.)?linkedin\.com([/?#][^\s]*)?$/i;

const webAddress = (message: string, pattern: RegExp) =>
  z
    .string({ error: message })
    .trim()
    .max(PROFILE_LIMITS.urlMax, message)
    .refine((value) => !value || pattern.test(value), message);

const textList = (message: string) =>
  z
    .array(
      z.string({ error: message }).trim().min(1, message).max(PROFILE_LIMITS.shortTextMax, message),
      {
        error: message,
      },
    )
    .max(PROFILE_LIMITS.listMax, message);

const serviceSlugs = SERVICE_CATEGORIES.map((c) => c.slug) as [string, ...string[]];

/**
 * What a person may change of their own profile (spec §3). Every field is sent by the form;
 * empty text means none. Fields a person does not own (e-mail, account type, verification,
 * jobs completed, wallet, dates) are refused by name. role_title is shown, never edited: it
 * decides the account's role (spec §3 role resolution), so changing it would change access.
 */
export const profileUpdateSchema = z.strictObject(
  {
    firstName: firstNameField,
    lastName: lastNameField,
    phone: profilePhoneField,
    bio: optionalText(PROFILE_LIMITS.bioMax, PROFILE_MESSAGES.bioTooLong),
    state: z.union([z.enum(NIGERIAN_STATE_CODES), z.literal('')], {
      error: PROFILE_MESSAGES.stateInvalid,
    }),
    city: optionalText(PROFILE_LIMITS.shortTextMax, PROFILE_MESSAGES.cityTooLong),
    website: webAddress(PROFILE_MESSAGES.websiteInvalid, WEB_ADDRESS),
    linkedin: webAddress(PROFILE_MESSAGES.linkedinInvalid, LINKEDIN_ADDRESS),
    education: optionalText(PROFILE_LIMITS.educationMax, PROFILE_MESSAGES.educationTooLong),
    professionalTitle: optionalText(
      PROFILE_LIMITS.shortTextMax,
      PROFILE_MESSAGES.professionalTitleTooLong,
    ),
    industry: optionalText(PROFILE_LIMITS.shortTextMax, PROFILE_MESSAGES.industryTooLong),
    areasOfInterest: textList(PROFILE_MESSAGES.areasOfInterestInvalid),
    specializations: z
      .array(z.enum(serviceSlugs, { error: PROFILE_MESSAGES.specializationsInvalid }), {
        error: PROFILE_MESSAGES.specializationsInvalid,
      })
      .max(serviceSlugs.length, PROFILE_MESSAGES.specializationsInvalid),
    /** Professionals only; a client's are ignored. */
    statesCovered: z
      .array(z.enum(NIGERIAN_STATE_CODES, { error: PROFILE_MESSAGES.statesCoveredInvalid }), {
        error: PROFILE_MESSAGES.statesCoveredInvalid,
      })
      .max(NIGERIAN_STATE_CODES.length, PROFILE_MESSAGES.statesCoveredInvalid),
    languages: textList(PROFILE_MESSAGES.languagesInvalid),
  },
  {
    error: (issue) => (issue.code === 'unrecognized_keys' ? PROFILE_MESSAGES.notYours : undefined),
  },
);
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
