import { ESCROW_LIMITS, formatFigure, formatMoney, splitPayout } from '@titletrust/shared';
import type { HelpEntryContent, HelpSettings } from './help-entry';
import { CHECKOUT_FEE_TEXT, NAIRA_PAYOUT_MIN } from './naira-facts';

const percent = (bps: number) =>
  `${(bps / 100).toLocaleString('en', { maximumFractionDigits: 2 })} %`;

const usdc = (minor: bigint) => formatFigure(minor, 'USDC').replace(/\.00$/, '');

/** Escrow, fees, paying, funding, withdrawing and disputes, with this installation's fee. */
export function moneyEntries({ platformFeeBps }: HelpSettings): HelpEntryContent[] {
  const fee = percent(platformFeeBps);
  const example = splitPayout(50_000_000n, platformFeeBps, 'NGN');
  const autoRelease = ESCROW_LIMITS.autoReleaseDays;
  return [
    {
      slug: 'escrow-and-auto-release',
      title: 'Escrow: how your money is kept safe',
      summary: `When you fund a contract, the money is held in escrow: the professional cannot take it and you cannot spend it elsewhere. It is released to the professional when you approve the work, or automatically ${autoRelease} days after delivery if you neither approve nor open a dispute.`,
      paragraphs: [
        'Escrow means TitleTrust holds the agreed amount between you and the professional. Funding a contract moves the bid amount from your available balance into that contract’s escrow, and every movement is recorded in a double-entry ledger.',
        'When the professional delivers, you can approve (the escrow is released to them, less the platform fee), ask for changes (the contract goes back to work), or open a dispute (the escrow stays held until an administrator decides).',
        `If you do nothing for ${autoRelease} days after delivery, the escrow releases itself so the professional is not left unpaid; you are reminded ${ESCROW_LIMITS.reminderDaysBefore} days before.`,
        'If a contract is cancelled before it is funded, nothing moves. A refund from escrow comes back to your available balance.',
      ],
      questions: [
        'what is escrow',
        'is my money safe',
        'when does the lawyer get paid',
        'what happens if i do not approve the work',
        'when is money released',
        'who holds the money',
        'how does escrow protect me',
      ],
    },
    {
      slug: 'fees',
      title: 'Fees',
      summary: `TitleTrust’s cut is a platform fee of ${fee} of the contract amount, taken from the professional’s payout when escrow is released, at the same rate on naira and USDC contracts. Posting a gig and bidding are free, and TitleTrust charges clients nothing extra: a client pays the accepted bid amount, plus the payments provider’s own fee when paying naira in by card, transfer or USSD.`,
      paragraphs: [
        `Example: on a ₦500,000 contract, the professional’s earnings are ${formatMoney(example.payout, 'NGN')} and the platform fee is ${formatMoney(example.fee, 'NGN')}. The fee is rounded to the nearest kobo (on USDC, the nearest cent), a half rounding up. Before bidding, a professional sees exactly what they will receive after the fee.`,
        `Paying naira in through the checkout carries the payments provider’s fee (${CHECKOUT_FEE_TEXT}). It is shown before you pay and paid on top, so the whole amount reaches your balance; it is the provider’s fee, not TitleTrust’s.`,
        'In a split decided after a dispute, the fee applies only to the part released to the professional; a refund to the client carries no fee.',
        'Official government fees (for example land registry search fees) are not TitleTrust fees: ask the professional to say in the bid whether they are included.',
      ],
      questions: [
        'how much does titletrust charge',
        'what is the platform fee',
        'do clients pay any fee',
        'what percentage do you take',
        'is there a commission',
        'what cut does the platform take',
        'how does titletrust make money',
        'does the lawyer pay a fee',
      ],
    },
    {
      slug: 'paying-a-professional',
      title: 'Paying a lawyer or surveyor',
      summary:
        'You pay through TitleTrust, never directly: accept a bid, then fund the contract. A naira contract is funded through the checkout, or from naira already in your balance. The amount waits in escrow and goes to the professional when you approve the delivered work.',
      paragraphs: [
        'A contract is in the currency its client chose when posting: naira, unless they chose USDC. On a USDC contract, put USDC in your TitleTrust wallet first (see Funding your wallet), then press Fund escrow on the contract page.',
        'The checkout shows the provider’s fee first (see Naira and Nigerian bank accounts); the naira is credited once and funds the escrow, even after a reload or the back button.',
        'Each payment request carries a key that makes a retry safe: pressing the button twice never pays twice.',
        'Do not pay a professional by bank transfer or cash outside TitleTrust: such a payment cannot be refunded or decided in a dispute.',
      ],
      questions: [
        'how do i pay the lawyer',
        'how do i pay for the service',
        'can i pay by bank transfer',
        'when do i pay',
        'how do i fund the contract',
        'how do i fund escrow',
      ],
    },
    {
      slug: 'funding-your-wallet',
      title: 'Funding your wallet',
      summary:
        'To add naira, press Add naira on the Fund your wallet page and pay through the checkout: the naira is credited to your available balance once. For a USDC gig, send USDC to the wallet address shown on the same page; on the test network, a test faucet adds test USDC instead.',
      paragraphs: [
        'The payments provider’s fee on adding naira is shown before you pay and paid on top, so the whole amount you chose is credited; a reload, the back button or a second tab never credits it twice. How to pay and the fee: see Naira and Nigerian bank accounts.',
        'Naira and USDC are separate balances: nothing converts one into the other, and a gig is funded in its own currency.',
        'Your USDC wallet is custodial: TitleTrust keeps its keys, so you do not need a crypto app to use it. Its address, balances and history are on the Wallet pages.',
        `On the test network used in demo mode, the test faucet gives 1 to ${usdc(ESCROW_LIMITS.faucetMaxMinor)} test USDC at a time. Test USDC has no value.`,
        'Only USDC is accepted at the wallet address: Bitcoin, USDT or any other coin sent there is not credited and may be lost, so send USDC only, on the network the Fund your wallet page names.',
      ],
      questions: [
        'how do i add money to my wallet',
        'can i pay with bitcoin or usdt',
        'how do i deposit',
        'where is my wallet address',
        'what is usdc',
      ],
    },
    {
      slug: 'withdrawals',
      title: 'Withdrawing your earnings',
      summary: `Your available balance (for a professional, the escrow released to you) can be withdrawn in its own currency: naira to your bank account, at least ${NAIRA_PAYOUT_MIN}, and USDC to any outside wallet address from the Earnings page, at least ${usdc(ESCROW_LIMITS.withdrawalMinMinor)} USDC. Each payout shows whether it is requested, processing, paid, failed or reversed.`,
      paragraphs: [
        'For naira, add your account first (see Naira and Nigerian bank accounts): the name it is held under must match the name you were verified under, or an administrator checks it and can approve it by hand.',
        'A payout takes a few moments to settle. If it fails or the bank reverses it, the amount comes back to your available balance and we tell you.',
        'For USDC, enter the amount and an Ethereum-style address (0x followed by 40 characters) outside TitleTrust. The amount is held while the transfer goes out through the wallet provider, and comes back to your balance if the transfer fails.',
        'You cannot withdraw money still held in escrow, or turn USDC into naira: each balance is withdrawn in its own currency.',
      ],
      questions: [
        'how do i withdraw my money',
        'how do i get paid out',
        'when can i cash out my earnings',
        'minimum withdrawal',
      ],
    },
    {
      slug: 'disputes',
      title: 'Disputes',
      summary:
        'If the report is poor or the work is not what was agreed, ask for changes on the delivery, or open a dispute on the contract page with your reason: that is how you complain and ask for your money back. The escrow stays held, the other side answers, and an administrator decides: a refund to you, release to the professional, or a split.',
      paragraphs: [
        'A dispute can be opened while a contract is active or delivered. Write what went wrong (at least 20 characters); the other side is told and can give their statement.',
        'An administrator reads both sides, the messages and the delivery, and decides. An administrator who is a party to the contract cannot decide it.',
        'Disputes work the same whether the professional is a lawyer or a surveyor, and whichever service they did.',
        'Before a dispute, you can also ask for changes on a delivery: the professional then revises and delivers again.',
        'A refund goes back to your TitleTrust balance, with no fee taken, and you can use it for another professional or withdraw it. Open the dispute before you approve: approving releases the escrow to the professional, and a released payment cannot be disputed.',
      ],
      questions: [
        'the lawyer did not do the work',
        'how do i get a refund',
        'what if i am not happy with the report',
        'how do i complain about a professional',
        'the client refuses to approve my work',
        'the report was bad, i want my money back',
        'how do i report a lawyer',
      ],
    },
  ];
}
