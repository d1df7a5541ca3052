import {
  ESCROW_LIMITS,
  ESCROW_MESSAGES,
  readAmountText,
  splitPayout,
  type CurrencyCode,
  type ResolveDisputeInput,
} from '@titletrust/shared';
import type { FieldErrors } from '../../../lib/fieldErrors';
import { formatMinor } from '../../../lib/moneyText';

/**
 * Every amount of a dispute is in its contract's currency (naira or USDC): the parts are read,
 * the fee taken and the sentences written in it.
 */

export type DisputeOutcome = ResolveDisputeInput['outcome'];

export interface DecisionValues {
  outcome: DisputeOutcome;
  /** As typed, in the contract's currency, for a split: the professional's part before the fee, and the client's. */
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

/** Where the held money goes, in minor units of the contract's currency: the payout is after the fee. */
export interface DecisionPreview {
  toSellerMinor: bigint;
  feeMinor: bigint;
  toBuyerMinor: bigint;
}

/** One part as typed (zero allowed: a side may get nothing), or the reader's message. */
const readPart = (text: string, currency: CurrencyCode) =>
  readAmountText(text, currency, { allowZero: true });

/** The split's parts as the person typed them; undefined where a part is not an amount. */
function splitParts(values: DecisionValues, currency: CurrencyCode) {
  const seller = readPart(values.sellerAmount, currency);
  const buyer = readPart(values.buyerAmount, currency);
  return {
    seller: seller.ok ? seller.minor : undefined,
    buyer: buyer.ok ? buyer.minor : undefined,
  };
}

/** What is still to assign in a split (negative when the parts exceed the amount held). */
export function splitRemainder(
  values: DecisionValues,
  heldMinor: string,
  currency: CurrencyCode,
): bigint | undefined {
  const { seller, buyer } = splitParts(values, currency);
  if (seller === undefined && buyer === undefined) return undefined;
  return BigInt(heldMinor) - (seller ?? 0n) - (buyer ?? 0n);
}

export function decisionPreview(
  values: DecisionValues,
  heldMinor: string,
  feeBps: number,
  currency: CurrencyCode,
): DecisionPreview | undefined {
  const held = BigInt(heldMinor);
  let sellerGross = 0n;
  let toBuyer = 0n;
  if (values.outcome === 'release') sellerGross = held;
  else if (values.outcome === 'refund') toBuyer = held;
  else {
    const { seller, buyer } = splitParts(values, currency);
    if (seller === undefined || buyer === undefined || seller + buyer !== held) return undefined;
    sellerGross = seller;
    toBuyer = buyer;
  }
  const { fee, payout } = splitPayout(sellerGross, feeBps, currency);
  return { toSellerMinor: payout, feeMinor: fee, toBuyerMinor: toBuyer };
}

function splitErrors(
  values: DecisionValues,
  heldMinor: string,
  currency: CurrencyCode,
): FieldErrors {
  const seller = readPart(values.sellerAmount, currency);
  const buyer = readPart(values.buyerAmount, currency);
  const blank = (text: string) => text.trim() === '';
  if (blank(values.sellerAmount) || blank(values.buyerAmount)) {
    return {
      sellerMinor: blank(values.sellerAmount) ? ESCROW_MESSAGES.splitNeedsParts : undefined,
      buyerMinor: blank(values.buyerAmount) ? ESCROW_MESSAGES.splitNeedsParts : undefined,
    };
  }
  if (!seller.ok || !buyer.ok) {
    return {
      sellerMinor: seller.ok ? undefined : seller.message,
      buyerMinor: buyer.ok ? undefined : buyer.message,
    };
  }
  if (seller.minor + buyer.minor !== BigInt(heldMinor)) {
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
  currency: CurrencyCode,
): { request: DecisionRequest } | { errors: FieldErrors } {
  const note = values.note.trim();
  const errors: FieldErrors = {
    ...(values.outcome === 'split' ? splitErrors(values, heldMinor, currency) : {}),
    note:
      note.length < ESCROW_LIMITS.noteMin || note.length > ESCROW_LIMITS.noteMax
        ? ESCROW_MESSAGES.noteLength
        : undefined,
  };
  if (Object.values(errors).some(Boolean)) return { errors };
  if (values.outcome !== 'split') return { request: { outcome: values.outcome, note } };
  const { seller, buyer } = splitParts(values, currency);
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
export function describePreview(preview: DecisionPreview, currency: CurrencyCode): string {
  const money = (minor: bigint) => formatMinor(String(minor), currency);
  const seller =
    preview.toSellerMinor > 0n
      ? `The professional receives ${money(preview.toSellerMinor)} (after the ${money(preview.feeMinor)} platform fee)`
      : 'The professional receives nothing';
  const buyer =
    preview.toBuyerMinor > 0n
      ? `the client gets ${money(preview.toBuyerMinor)} back`
      : 'the client gets nothing back';
  return `${seller}; ${buyer}.`;
}

/** How far the typed split is from the amount held, for the line under the two amounts. */
export function remainderHint(
  remainder: bigint | undefined,
  heldMinor: string,
  currency: CurrencyCode,
): string {
  if (remainder === undefined)
    return `Divide ${formatMinor(heldMinor, currency)} between the two sides.`;
  if (remainder === 0n) return 'The two parts add up to the amount held.';
  if (remainder > 0n) return `${formatMinor(String(remainder), currency)} still to assign.`;
  return `${formatMinor(String(-remainder), currency)} more than the amount held.`;
}
