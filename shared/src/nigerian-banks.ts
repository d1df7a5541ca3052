/**
 * Nigerian banks a payout can go to, by the CBN (NIBSS) code a bank transfer names them with:
 * the codes Paystack's bank list answers for Nigeria (`GET /bank?country=nigeria`), so the local
 * payments provider and Paystack agree on every code. Commercial banks first, then the
 * microfinance banks and mobile-money operators people in Lagos are paid into.
 */
export interface NigerianBank {
  /** The CBN code: three digits for a commercial bank, five or six for the newer institutions. */
  code: string;
  name: string;
}

export const NIGERIAN_BANKS: readonly NigerianBank[] = [
  { code: '044', name: 'Access Bank' },
  { code: '063', name: 'Access Bank (Diamond)' },
  { code: '023', name: 'Citibank Nigeria' },
  { code: '050', name: 'Ecobank Nigeria' },
  { code: '070', name: 'Fidelity Bank' },
  { code: '011', name: 'First Bank of Nigeria' },
  { code: '214', name: 'First City Monument Bank' },
  { code: '00103', name: 'Globus Bank' },
  { code: '058', name: 'Guaranty Trust Bank' },
  { code: '301', name: 'Jaiz Bank' },
  { code: '082', name: 'Keystone Bank' },
  { code: '303', name: 'Lotus Bank' },
  { code: '107', name: 'Optimus Bank' },
  { code: '076', name: 'Polaris Bank' },
  { code: '105', name: 'PremiumTrust Bank' },
  { code: '101', name: 'Providus Bank' },
  { code: '106', name: 'Signature Bank' },
  { code: '221', name: 'Stanbic IBTC Bank' },
  { code: '068', name: 'Standard Chartered Bank' },
  { code: '232', name: 'Sterling Bank' },
  { code: '100', name: 'SunTrust Bank' },
  { code: '302', name: 'TAJBank' },
  { code: '102', name: 'Titan Trust Bank' },
  { code: '032', name: 'Union Bank of Nigeria' },
  { code: '033', name: 'United Bank for Africa' },
  { code: '215', name: 'Unity Bank' },
  { code: '035', name: 'Wema Bank' },
  { code: '057', name: 'Zenith Bank' },
  { code: '565', name: 'Carbon' },
  { code: '51318', name: 'FairMoney Microfinance Bank' },
  { code: '50211', name: 'Kuda Bank' },
  { code: '50515', name: 'Moniepoint Microfinance Bank' },
  { code: '999992', name: 'OPay' },
  { code: '100002', name: 'Paga' },
  { code: '999991', name: 'PalmPay' },
  { code: '125', name: 'Rubies Microfinance Bank' },
  { code: '566', name: 'VFD Microfinance Bank' },
];

const BANKS_BY_CODE = new Map(NIGERIAN_BANKS.map((bank) => [bank.code, bank]));

/** The bank with this CBN code, or undefined. */
export const nigerianBank = (code: string): NigerianBank | undefined => BANKS_BY_CODE.get(code);

/** A NUBAN account number: ten digits. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{10}$/;
