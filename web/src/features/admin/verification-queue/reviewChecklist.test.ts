import { VERIFICATION_MESSAGES } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import {
  checkVerify,
  emptyChecklist,
  isValidRegisterDate,
  todayInLagos,
  type ReviewChecklist,
} from './reviewChecklist';

// 23:30 UTC on 31 December is already 1 January in Lagos (UTC+1).
const NEW_YEAR_IN_LAGOS = new Date('2025-12-31T23:30:00Z');
const NOON = new Date('2026-03-10T12:00:00Z');

const ticked = (overrides: Partial<ReviewChecklist> = {}): ReviewChecklist => ({
  idMatchesName: true,
  selfieMatchesId: true,
  registerChecked: true,
  registerCheckedOn: '2026-03-09',
  practisingFeeSeen: false,
  ...overrides,
});

describe('the verification checklist', () => {
  it('starts unticked, dated today in Lagos rather than in UTC', () => {
    expect(todayInLagos(NEW_YEAR_IN_LAGOS)).toBe('2026-01-01');
    expect(emptyChecklist(NOON)).toEqual({
      idMatchesName: false,
      selfieMatchesId: false,
      registerChecked: false,
      registerCheckedOn: '2026-03-10',
      practisingFeeSeen: false,
    });
    expect(checkVerify(emptyChecklist(NOON), 'lawyer', NOON)).toEqual({
      allowed: false,
      hint: VERIFICATION_MESSAGES.checklistIncomplete,
    });
  });

  it.each(['idMatchesName', 'selfieMatchesId', 'registerChecked'] as const)(
    'keeps Verify off while %s is unticked',
    (check) => {
      expect(checkVerify(ticked({ [check]: false }), 'lawyer', NOON)).toEqual({
        allowed: false,
        hint: VERIFICATION_MESSAGES.checklistIncomplete,
      });
    },
  );

  it('refuses a register date in the future, malformed or not on the calendar', () => {
    for (const day of ['2026-03-11', '', '10/03/2026', '2026-02-30', '2026-13-01']) {
      expect(isValidRegisterDate(day, NOON)).toBe(false);
      expect(checkVerify(ticked({ registerCheckedOn: day }), 'lawyer', NOON)).toEqual({
        allowed: false,
        hint: VERIFICATION_MESSAGES.registerDateInvalid,
      });
    }
    expect(isValidRegisterDate('2026-03-10', NOON)).toBe(true);
    expect(isValidRegisterDate('2026-01-01', NEW_YEAR_IN_LAGOS)).toBe(true);
  });

  it('sends the ticked checklist, the practising fee only for a lawyer who saw the receipt', () => {
    expect(checkVerify(ticked({ practisingFeeSeen: true }), 'lawyer', NOON)).toEqual({
      allowed: true,
      request: {
        decision: 'verify',
        checklist: {
          idMatchesName: true,
          selfieMatchesId: true,
          registerCheckedOn: '2026-03-09',
          practisingFeeSeen: true,
        },
      },
    });
    const surveyor = checkVerify(ticked({ practisingFeeSeen: true }), 'surveyor', NOON);
    expect(surveyor.allowed && surveyor.request.checklist.practisingFeeSeen).toBe(false);
    const noReceipt = checkVerify(ticked(), 'lawyer', NOON);
    expect(noReceipt.allowed && noReceipt.request.checklist.practisingFeeSeen).toBe(false);
  });
});
