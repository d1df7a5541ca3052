import {
  canStillHappen,
  MILESTONE_LIFECYCLE,
  type ContractAction,
  type MilestoneAction,
  type MilestoneState,
} from '@titletrust/shared';
import { AppError } from '../../platform/app-error';
import type { RefusedTransition } from '../../platform/lifecycle';

/** What the contract's last move did, by its action. */
const HAPPENED: Record<ContractAction, string> = {
  fund: 'the escrow was funded',
  cancel: 'the contract was cancelled',
  deliver: 'the work was delivered',
  request_changes: 'changes were asked for',
  approve: 'the payment was released',
  auto_release: 'the escrow was released automatically',
  dispute: 'a dispute was opened',
  resolve: 'the dispute was decided',
  drop: 'the contract was called off',
  end: 'the contract was ended',
};

/** The lead when the very action asked for was taken before (in another tab, by the other side). */
const ALREADY: Record<ContractAction, string> = {
  fund: 'Already funded',
  cancel: 'Already cancelled',
  deliver: 'Already delivered',
  request_changes: 'Changes already asked for',
  approve: 'Already approved',
  auto_release: 'Already released',
  dispute: 'Already disputed',
  resolve: 'Already decided',
  drop: 'Already ended',
  end: 'Already ended',
};

const LAGOS = 'Africa/Lagos';
const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: LAGOS,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const day = new Intl.DateTimeFormat('en-GB', { timeZone: LAGOS, dateStyle: 'long' });

/** "14:02 WAT", with the day when it was not today in Lagos: "14:02 WAT on 4 December 2026". */
export function lagosMoment(at: Date, now: Date): string {
  const time = `${clock.format(at)} WAT`;
  return day.format(at) === day.format(now) ? time : `${time} on ${day.format(at)}`;
}

/**
 * What a person who asked for `action` on a contract that has moved on is told: what happened
 * to it and when, on the Lagos clock as every page shows time. "Already approved — the payment
 * was released at 14:02 WAT." when the same action came first; otherwise whether it is too
 * early ("Not yet") or too late ("No longer possible"), by the shared lifecycle table.
 */
export function stateChangedMessage(
  refused: RefusedTransition<MilestoneState>,
  now: Date = new Date(),
): string {
  const action = refused.action as ContractAction;
  const { current, last } = refused;
  if (!last) return `Not yet — the contract is ${current.replaceAll('_', ' ')}.`;
  const lead =
    last.action === action
      ? ALREADY[action]
      : canStillHappen(MILESTONE_LIFECYCLE, current, action as MilestoneAction)
        ? 'Not yet'
        : 'No longer possible';
  const happened = HAPPENED[last.action as ContractAction] ?? `it was ${current}`;
  return `${lead} — ${happened} at ${lagosMoment(last.at, now)}.`;
}

/**
 * The refusal of every contract action whose state has moved on: STATE_CHANGED (409), which
 * the contract page shows as information beside the contract as it is now, not as a failure.
 */
export const contractStateChanged = (refused: RefusedTransition<MilestoneState>) =>
  new AppError('STATE_CHANGED', stateChangedMessage(refused));
