import {
  NIGERIAN_BANKS,
  bankAccountSchema,
  bankAccountsSchema,
  resolvedAccountSchema,
  testBankAccountsSchema,
  type BankAccountRequest,
} from '@titletrust/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useSingleMutation } from '../../lib/useSingleMutation';
import { apiRequest } from '../../lib/api';
import { formatLagosHoldEnd } from '../../lib/lagosDateTime';
import { notify } from '../../lib/notify';
import { paymentsKeys } from './paymentsKeys';

export function useBankAccounts() {
  return useQuery({
    queryKey: paymentsKeys.bankAccounts,
    queryFn: () => apiRequest('/payments/bank-accounts', bankAccountsSchema),
  });
}

const banksSchema = z.object({ banks: z.array(z.object({ code: z.string(), name: z.string() })) });

/**
 * The banks the payments provider lists (Paystack's may hold more than the built-in list, which
 * stands in until the answer comes and if it never does).
 */
export function useBanks() {
  const query = useQuery({
    queryKey: paymentsKeys.banks,
    queryFn: () => apiRequest('/payments/banks', banksSchema),
    staleTime: 3600_000,
  });
  return query.data?.banks ?? NIGERIAN_BANKS;
}

/** The local test bank's accounts in the viewer's name (empty with a real provider). */
export function useTestBankAccounts() {
  return useQuery({
    queryKey: paymentsKeys.testBankAccounts,
    queryFn: () => apiRequest('/payments/test-bank-accounts', testBankAccountsSchema),
    staleTime: Infinity,
  });
}

/** The name the bank holds for an account, shown before saving. */
export function useResolveAccount() {
  return useSingleMutation({
    mutationFn: (account: BankAccountRequest) =>
      apiRequest('/payments/bank-account-resolutions', resolvedAccountSchema, { json: account }),
  });
}

const savedSchema = z.object({ account: bankAccountSchema, notice: z.string().nullable() });

export function useAddBankAccount() {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (account: BankAccountRequest) =>
      apiRequest('/payments/bank-accounts', savedSchema, { json: account }),
    onSuccess: async ({ account, notice }) => {
      if (notice) notify.info(notice, 'Saved for an administrator to approve');
      else
        notify.success(
          `${account.bankName} ${account.accountNumber} can receive payouts from ${formatLagosHoldEnd(account.receivesPayoutsFrom)}. We e-mailed you about it.`,
          'Bank account saved',
        );
      await queryClient.invalidateQueries({ queryKey: paymentsKeys.bankAccounts });
    },
  });
}
