import type { Profession, VerificationBadges } from '@titletrust/shared';
import { formatLagosShortDay } from './lagosDateTime';

/** What the register check is called: the Bar's roll for a lawyer, SURCON's for a surveyor. */
export function registrationBadgeLabel(profession: Profession | null): string {
  return profession === 'surveyor' ? 'SURCON registration checked' : 'Bar enrolment checked';
}

export interface HeldBadge {
  label: string;
  /** When an admin checked it; null for the practising fee, which is dated by its year. */
  since: string | null;
}

/**
 * The badges a professional holds, each on its own (PRODUCT.md "Verification"): the admin reads
 * them on a resubmission, a stranger on the public profile. The server drops a lapsed fee year.
 */
export function heldBadges(badges: VerificationBadges, profession: Profession | null): HeldBadge[] {
  const held: HeldBadge[] = [];
  if (badges.identityVerifiedAt) {
    held.push({ label: 'Identity verified', since: badges.identityVerifiedAt });
  }
  if (badges.registrationCheckedAt) {
    held.push({ label: registrationBadgeLabel(profession), since: badges.registrationCheckedAt });
  }
  if (badges.practisingFeeYear !== null) {
    held.push({ label: `Practising fee ${badges.practisingFeeYear}`, since: null });
  }
  return held;
}

/** The register number's short name, as lawyers and surveyors say it. */
const registrationShortName = (profession: Profession | null) =>
  profession === 'surveyor' ? 'SURCON no.' : profession === 'lawyer' ? 'SCN' : 'Registration';

/**
 * The badges as short dated labels ("SCN checked 3 Dec 2026", "Practising fee 2026") for where
 * a client decides with little room: each bid they compare.
 */
export function datedBadgeLabels(
  badges: VerificationBadges,
  profession: Profession | null,
): string[] {
  const labels: string[] = [];
  if (badges.registrationCheckedAt) {
    const day = formatLagosShortDay(badges.registrationCheckedAt);
    labels.push(`${registrationShortName(profession)} checked ${day}`);
  }
  if (badges.practisingFeeYear !== null) labels.push(`Practising fee ${badges.practisingFeeYear}`);
  if (badges.identityVerifiedAt) {
    labels.push(`Identity verified ${formatLagosShortDay(badges.identityVerifiedAt)}`);
  }
  return labels;
}
