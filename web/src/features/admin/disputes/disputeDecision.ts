import {
  ESCROW_LIMITS,
  ESCROW_MESSAGES,
  splitPayout,
  type ResolveDisputeInput,
} from '@titletrust/shared';
import type { FieldErrors } from '../../../lib/fieldErrors';
import { formatMicros, microsFromUsdcText } from '../../../lib/usdcAmounts';

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
  sellerMicros?: string;
  buyerMicros?: string;
}

/** Where the held money goes, in micro-USDC: the professional's payout is after the fee. */
export interface DecisionPreview {
  toSellerMicros: bigint;
  feeMicros: bigint;
  toBuyerMicros: bigint;
}

/** The split's parts as the person typed them; undefined where a part is not an amount. */
function splitParts(values: DecisionValues) {
  const seller = microsFromUsdcText(values.sellerAmount);
  const buyer = microsFromUsdcText(values.buyerAmount);
  return {
    seller: seller === undefined ? undefined : BigInt(seller),
    buyer: buyer === undefined ? undefined : BigInt(buyer),
  };
}

/** What is still to assign in a split (negative when the parts exceed the amount held). */
export function splitRemainder(values: DecisionValues, heldMicros: string): bigint | undefined {
  const { seller, buyer } = splitParts(values);
  if (seller === undefined && buyer === undefined) return undefined;
  return BigInt(heldMicros) - (seller ?? 0n) - (buyer ?? 0n);
}

export function decisionPreview(
  values: DecisionValues,
  heldMicros: string,
  feeBps: number,
): DecisionPreview | undefined {
  const held = BigInt(heldMicros);
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
  return { toSellerMicros: payout, feeMicros: fee, toBuyerMicros: toBuyer };
}

function splitErrors(values: DecisionValues, heldMicros: string): FieldErrors {
  const { seller, buyer } = splitParts(values);
  const blank = (text: string) => text.trim() === '';
  if (blank(values.sellerAmount) || blank(values.buyerAmount)) {
    return {
      sellerMicros: blank(values.sellerAmount) ? ESCROW_MESSAGES.splitNeedsParts : undefined,
      buyerMicros: blank(values.buyerAmount) ? ESCROW_MESSAGES.splitNeedsParts : undefined,
    };
  }
  if (seller === undefined || buyer === undefined) {
    return {
      sellerMicros: seller === undefined ? ESCROW_MESSAGES.amountInvalid : undefined,
      buyerMicros: buyer === undefined ? ESCROW_MESSAGES.amountInvalid : undefined,
    };
  }
  if (seller + buyer !== BigInt(heldMicros)) {
    return {
      sellerMicros: ESCROW_MESSAGES.splitMustAddUp,
      buyerMicros: ESCROW_MESSAGES.splitMustAddUp,
    };
  }
  return {};
}

/** The server's rules, checked first here; errors are keyed like the server's field paths. */
export function checkDecision(
  values: DecisionValues,
  heldMicros: string,
): { request: DecisionRequest } | { errors: FieldErrors } {
  const note = values.note.trim();
  const errors: FieldErrors = {
    ...(values.outcome === 'split' ? splitErrors(values, heldMicros) : {}),
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
      sellerMicros: String(seller),
      buyerMicros: String(buyer),
    },
  };
}

/** The decision in one sentence, as the confirmation and the live preview state it. */
export function describePreview(preview: DecisionPreview): string {
  const seller =
    preview.toSellerMicros > 0n
      ? `The professional receives ${formatMicros(String(preview.toSellerMicros))} (after the ${formatMicros(String(preview.feeMicros))} platform fee)`
      : 'The professional receives nothing';
  const buyer =
    preview.toBuyerMicros > 0n
      ? `the client gets ${formatMicros(String(preview.toBuyerMicros))} back`
      : 'the client gets nothing back';
  return `${seller}; ${buyer}.`;
}

/** How far the typed split is from the amount held, for the line under the two amounts. */
export function remainderHint(remainder: bigint | undefined, heldMicros: string): string {
  if (remainder === undefined) return `Divide ${formatMicros(heldMicros)} between the two sides.`;
  if (remainder === 0n) return 'The two parts add up to the amount held.';
  if (remainder > 0n) return `${formatMicros(String(remainder))} still to assign.`;
  return `${formatMicros(String(-remainder))} more than the amount held.`;
}
