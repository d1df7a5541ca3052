import { VERIFICATION_MESSAGES, type Profession, type ReviewDecision } from '@titletrust/shared';
import { LAGOS_TIME_ZONE } from '../../../lib/timeLeft';

/** What the admin ticks on one submission before verifying it. */
export interface ReviewChecklist {
  idMatchesName: boolean;
  selfieMatchesId: boolean;
  registerChecked: boolean;
  /** YYYY-MM-DD, the day the admin looked the number up on the public register. */
  registerCheckedOn: string;
  /** Lawyers only: this year's Bar Practising Fee receipt was among the documents. */
  practisingFeeSeen: boolean;
}

const lagosDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: LAGOS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today as YYYY-MM-DD in Lagos: the register is checked on a Nigerian calendar day. */
export function todayInLagos(now: Date = new Date()): string {
  return lagosDay.format(now);
}

export function emptyChecklist(now: Date = new Date()): ReviewChecklist {
  return {
    idMatchesName: false,
    selfieMatchesId: false,
    registerChecked: false,
    registerCheckedOn: todayInLagos(now),
    practisingFeeSeen: false,
  };
}

/** A real calendar day, written YYYY-MM-DD, not after today in Lagos. */
export function isValidRegisterDate(day: string, now: Date = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const parsed = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) return false;
  // ISO days compare as strings.
  return day <= todayInLagos(now);
}

export type VerifyCheck =
  | { allowed: true; request: Extract<ReviewDecision, { decision: 'verify' }> }
  | { allowed: false; hint: string };

/**
 * Whether Verify may be pressed, and the request it sends: the three required checks ticked and
 * the register's date a real day not in the future. The practising fee is optional (it grants
 * its own badge) and only a lawyer pays one.
 */
export function checkVerify(
  checklist: ReviewChecklist,
  profession: Profession | null,
  now: Date = new Date(),
): VerifyCheck {
  if (!checklist.idMatchesName || !checklist.selfieMatchesId || !checklist.registerChecked) {
    return { allowed: false, hint: VERIFICATION_MESSAGES.checklistIncomplete };
  }
  if (!isValidRegisterDate(checklist.registerCheckedOn, now)) {
    return { allowed: false, hint: VERIFICATION_MESSAGES.registerDateInvalid };
  }
  return {
    allowed: true,
    request: {
      decision: 'verify',
      checklist: {
        idMatchesName: true,
        selfieMatchesId: true,
        registerCheckedOn: checklist.registerCheckedOn,
        practisingFeeSeen: profession === 'lawyer' && checklist.practisingFeeSeen,
      },
    },
  };
}
