import {
  ESCROW_LIMITS,
  ESCROW_MESSAGES,
  splitPayout,
  type ResolveDisputeInput,
} from '@titletrust/shared';
import type { FieldErrors } from '../../../lib/fieldErrors';
import { formatMinor, minorFromText } from '../../../lib/moneyText';

export type DisputeOutcome = ResolveDisputeInput['outcome'];

export interface DecisionValues {
  outcome: DisputeOutcome;
  /** USDC as typed, for a split: the professional's part before the fee, and the client's. */
  sellerAmount: string;
  buyerAmount: string;
  note: string;
}

export interface DecisionRequest {
  outcome: DisputeOutcome;
  note: string;
  sellerMinor?: string;
  buyerMinor?: string;
}

/** Where the held money goes, in micro-USDC: the professional's payout is after the fee. */
export interface DecisionPreview {
  toSellerMinor: bigint;
  feeMinor: bigint;
  toBuyerMinor: bigint;
}

/** The split's parts as the person typed them; undefined where a part is not an amount. */
function splitParts(values: DecisionValues) {
  const seller = minorFromText(values.sellerAmount);
  const buyer = minorFromText(values.buyerAmount);
  return {
    seller: seller === undefined ? undefined : BigInt(seller),
    buyer: buyer === undefined ? undefined : BigInt(buyer),
  };
}

/** What is still to assign in a split (negative when the parts exceed the amount held). */
export function splitRemainder(values: DecisionValues, heldMinor: string): bigint | undefined {
  const { seller, buyer } = splitParts(values);
  if (seller === undefined && buyer === undefined) return undefined;
  return BigInt(heldMinor) - (seller ?? 0n) - (buyer ?? 0n);
}

export function decisionPreview(
  values: DecisionValues,
  heldMinor: string,
  feeBps: number,
): DecisionPreview | undefined {
  const held = BigInt(heldMinor);
  let sellerGross = 0n;
  let toBuyer = 0n;
  if (values.outcome === 'release') sellerGross = held;
  else if (values.outcome === 'refund') toBuyer = held;
  else {
    const { seller, buyer } = splitParts(values);
    if (seller === undefined || buyer === undefined || seller + buyer !== held) return undefined;
    sellerGross = seller;
    toBuyer = buyer;
  }
  const { fee, payout } = splitPayout(sellerGross, feeBps);
  return { toSellerMinor: payout, feeMinor: fee, toBuyerMinor: toBuyer };
}

function splitErrors(values: DecisionValues, heldMinor: string): FieldErrors {
  const { seller, buyer } = splitParts(values);
  const blank = (text: string) => text.trim() === '';
  if (blank(values.sellerAmount) || blank(values.buyerAmount)) {
    return {
      sellerMinor: blank(values.sellerAmount) ? ESCROW_MESSAGES.splitNeedsParts : undefined,
      buyerMinor: blank(values.buyerAmount) ? ESCROW_MESSAGES.splitNeedsParts : undefined,
    };
  }
  if (seller === undefined || buyer === undefined) {
    return {
      sellerMinor: seller === undefined ? ESCROW_MESSAGES.amountInvalid : undefined,
      buyerMinor: buyer === undefined ? ESCROW_MESSAGES.amountInvalid : undefined,
    };
  }
  if (seller + buyer !== BigInt(heldMinor)) {
    return {
      sellerMinor: ESCROW_MESSAGES.splitMustAddUp,
      buyerMinor: ESCROW_MESSAGES.splitMustAddUp,
    };
  }
  return {};
}

/** The server's rules, checked first here; errors are keyed like the server's field paths. */
export function checkDecision(
  values: DecisionValues,
  heldMinor: string,
): { request: DecisionRequest } | { errors: FieldErrors } {
  const note = values.note.trim();
  const errors: FieldErrors = {
    ...(values.outcome === 'split' ? splitErrors(values, heldMinor) : {}),
    note:
      note.length < ESCROW_LIMITS.noteMin || note.length > ESCROW_LIMITS.noteMax
        ? ESCROW_MESSAGES.noteLength
        : undefined,
  };
  if (Object.values(errors).some(Boolean)) return { errors };
  if (values.outcome !== 'split') return { request: { outcome: values.outcome, note } };
  const { seller, buyer } = splitParts(values);
  return {
    request: {
      outcome: 'split',
      note,
      sellerMinor: String(seller),
      buyerMinor: String(buyer),
    },
  };
}

/** The decision in one sentence, as the confirmation and the live preview state it. */
export function describePreview(preview: DecisionPreview): string {
  const seller =
    preview.toSellerMinor > 0n
      ? `The professional receives ${formatMinor(String(preview.toSellerMinor))} (after the ${formatMinor(String(preview.feeMinor))} platform fee)`
      : 'The professional receives nothing';
  const buyer =
    preview.toBuyerMinor > 0n
      ? `the client gets ${formatMinor(String(preview.toBuyerMinor))} back`
      : 'the client gets nothing back';
  return `${seller}; ${buyer}.`;
}

/** How far the typed split is from the amount held, for the line under the two amounts. */
export function remainderHint(remainder: bigint | undefined, heldMinor: string): string {
  if (remainder === undefined) return `Divide ${formatMinor(heldMinor)} between the two sides.`;
  if (remainder === 0n) return 'The two parts add up to the amount held.';
  if (remainder > 0n) return `${formatMinor(String(remainder))} still to assign.`;
  return `${formatMinor(String(-remainder))} more than the amount held.`;
}
