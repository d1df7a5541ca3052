import { nigerianBank } from '@titletrust/shared';
import {
  fail,
  fieldsOf,
  INTEGRATION_ID,
  missingField,
  nextId,
  ok,
  opaqueCode,
  text,
  type FakeAnswer,
} from './answers';
import type { FakeBanks } from './banks';

export interface FakeRecipient {
  id: number;
  recipientCode: string;
  /** The name we gave it; `accountName` is the bank's. */
  name: string;
  bankCode: string;
  accountNumber: string;
  accountName: string;
  metadata: Record<string, unknown> | null;
  createdAt: string;
}

/**
 * Transfer recipients (`POST /transferrecipient`, type nuban): created once per account, as
 * Paystack's description says — "a duplicate account number will lead to the retrieval of the
 * existing record" — and only for an account the bank resolves.
 */
export function createRecipients(banks: FakeBanks) {
  const byCode = new Map<string, FakeRecipient>();
  const byAccount = new Map<string, FakeRecipient>();

  /** A recipient as Paystack shows it (TransferRecipientCreateResponse's data). */
  const view = (recipient: FakeRecipient) => ({
    active: true,
    createdAt: recipient.createdAt,
    currency: 'NGN',
    description: '',
    domain: 'test',
    email: '',
    id: recipient.id,
    integration: INTEGRATION_ID,
    metadata: recipient.metadata,
    name: recipient.name,
    recipient_code: recipient.recipientCode,
    type: 'nuban',
    updatedAt: recipient.createdAt,
    is_deleted: false,
    isDeleted: false,
    details: {
      authorization_code: null,
      account_number: recipient.accountNumber,
      account_name: recipient.accountName,
      bank_code: recipient.bankCode,
      bank_name: nigerianBank(recipient.bankCode)?.name ?? recipient.bankCode,
    },
  });

  function create(body: unknown): FakeAnswer {
    const fields = fieldsOf(body);
    const missing = missingField(fields, ['type', 'name', 'account_number', 'bank_code']);
    if (missing) return missing;
    if (fields.type !== 'nuban')
      return fail(400, 'The fake Paystack only creates nuban recipients (Nigerian bank accounts)');
    if (fields.currency !== undefined && fields.currency !== 'NGN')
      return fail(400, 'Currency is not supported for this recipient type');
    const bankCode = text(fields.bank_code)!;
    const accountNumber = text(fields.account_number)!;
    const account = banks.account(bankCode, accountNumber);
    if (!account)
      return fail(400, 'Cannot resolve account', {
        nextStep: 'Ensure that the account number and bank code are correct',
      });
    const key = `${bankCode}:${accountNumber}`;
    let recipient = byAccount.get(key);
    if (!recipient) {
      recipient = {
        id: nextId(),
        recipientCode: opaqueCode('RCP_'),
        name: text(fields.name)!,
        bankCode,
        accountNumber,
        accountName: account.name,
        metadata: (fields.metadata as Record<string, unknown> | undefined) ?? null,
        createdAt: new Date().toISOString(),
      };
      byAccount.set(key, recipient);
      byCode.set(recipient.recipientCode, recipient);
    }
    return ok('Transfer recipient created successfully', view(recipient), 201);
  }

  return { create, view, byCode: (code: string) => byCode.get(code) };
}

export type FakeRecipients = ReturnType<typeof createRecipients>;
