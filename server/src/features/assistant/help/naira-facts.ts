/**
 * How naira moves, as the help states it. The figures are the payments provider's (its checkout
 * fee, paid by the client on top) and the payouts' minimum; they follow the payments feature's
 * CHECKOUT_FEE and PAYMENTS_LIMITS (shared), and change with them.
 */
export const CHECKOUT_FEE_TEXT =
  '1.5 % plus ₦100, the ₦100 waived under ₦2,500, and never more than ₦2,000';

export const NAIRA_PAYOUT_MIN = '₦1,000';
