import { NIGERIAN_BANKS, nigerianBank } from '@titletrust/shared';
import { fail, ok, type FakeAnswer } from './answers';

/** How a transfer to an account ends (see transfers.ts). */
export type TransferOutcome =
  | 'success'
  | 'failed'
  | 'otp'
  | 'pending_then_success'
  | 'success_then_reversed'
  | 'blocked'
  | 'rejected';

export interface FakePaystackAccount {
  bankCode: string;
  /** A NUBAN: ten digits. */
  accountNumber: string;
  /** As the bank holds it; Nigerian banks answer names in capitals. */
  name: string;
  outcome: TransferOutcome;
}

/**
 * The fake bank's accounts, one per transfer outcome, each at a bank people know. Any other
 * number resolves to "Could not resolve account name"; tests add the names their personas need
 * with `addAccount`. The names are upper case as real banks answer them, and one is surname
 * first, so a name check must not depend on order or case.
 */
export const FAKE_PAYSTACK_ACCOUNTS: readonly FakePaystackAccount[] = [
  { bankCode: '058', accountNumber: '0123456780', name: 'ADEBAYO OLUWASEUN', outcome: 'success' },
  { bankCode: '044', accountNumber: '0123456781', name: 'CHIOMA NWOSU', outcome: 'failed' },
  { bankCode: '057', accountNumber: '0123456782', name: 'IBRAHIM MUSA', outcome: 'otp' },
  {
    bankCode: '033',
    accountNumber: '0123456783',
    name: 'FUNMILAYO ADEYEMI',
    outcome: 'pending_then_success',
  },
  {
    bankCode: '50211',
    accountNumber: '0123456784',
    name: 'OKAFOR EMEKA JOHN',
    outcome: 'success_then_reversed',
  },
];

/** Every bank gets a stable integer id (Paystack's `bank_id`), by its place in the list. */
const bankId = (code: string) => 100 + NIGERIAN_BANKS.findIndex((bank) => bank.code === code);
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const LISTED_AT = '2016-07-14T10:04:29.000Z';

/** One bank as `GET /bank` lists it (the description's MiscellaneousListBanksSuccess item). */
const listed = (bank: { code: string; name: string }) => ({
  id: bankId(bank.code),
  name: bank.name,
  slug: slug(bank.name),
  code: bank.code,
  longcode: '',
  gateway: null,
  pay_with_bank: false,
  supports_transfer: true,
  available_for_direct_debit: false,
  active: true,
  is_deleted: false,
  country: 'Nigeria',
  currency: 'NGN',
  type: 'nuban',
  createdAt: LISTED_AT,
  updatedAt: LISTED_AT,
});

/**
 * The bank side of the fake: the list of Nigerian banks (our NIGERIAN_BANKS, the codes Paystack
 * answers) and the accounts it can resolve, by bank code and number.
 */
export function createBanks() {
  const accounts = new Map<string, FakePaystackAccount>();
  const key = (bankCode: string, accountNumber: string) => `${bankCode}:${accountNumber}`;
  const addAccount = (account: FakePaystackAccount) =>
    void accounts.set(key(account.bankCode, account.accountNumber), { ...account });
  FAKE_PAYSTACK_ACCOUNTS.forEach(addAccount);

  const account = (bankCode: string, accountNumber: string) =>
    accounts.get(key(bankCode, accountNumber));

  /**
   * `GET /bank`: only Nigeria's banks (another country or currency lists none), all of them
   * unless `perPage` (and `page`, from 1) ask for a slice, as Paystack pages.
   */
  function list(query: Record<string, string>): FakeAnswer {
    const nigeria =
      (query.country === undefined || query.country === 'nigeria') &&
      (query.currency === undefined || query.currency === 'NGN') &&
      (query.type === undefined || query.type === 'nuban');
    let banks = nigeria ? NIGERIAN_BANKS.map(listed) : [];
    const perPage = Number(query.perPage);
    if (Number.isInteger(perPage) && perPage > 0) {
      const page = Math.max(1, Number(query.page) || 1);
      banks = banks.slice((page - 1) * perPage, page * perPage);
    }
    return ok('Banks retrieved', banks);
  }

  /** `GET /bank/resolve`: the name the bank holds for an account. */
  function resolve(query: Record<string, string>): FakeAnswer {
    const { account_number: accountNumber, bank_code: bankCode } = query;
    if (!accountNumber) return fail(400, 'Account number is required');
    if (!bankCode) return fail(400, 'Bank code is required');
    const found = account(bankCode, accountNumber);
    if (!found || !nigerianBank(bankCode))
      return fail(422, 'Could not resolve account name. Check parameters or try again.', {
        nextStep: 'Ensure that the account number and bank code are correct',
      });
    return ok('Account number resolved', {
      account_number: found.accountNumber,
      account_name: found.name,
      bank_id: bankId(bankCode),
    });
  }

  return { list, resolve, account, addAccount };
}

export type FakeBanks = ReturnType<typeof createBanks>;
