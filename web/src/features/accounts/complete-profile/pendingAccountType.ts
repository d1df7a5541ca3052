import { ACCOUNT_TYPES, type AccountType } from '@titletrust/shared';

/**
 * The account type chosen on /register before a wallet or Google sign-up, kept for the tab so
 * the Complete Your Profile form can start with it, even after the Google redirect or a reload.
 * Not a secret, and only a starting value: the person confirms it in the form.
 */
const STORAGE_KEY = 'titletrust.pendingAccountType';

export function rememberPendingAccountType(type: AccountType) {
  try {
    sessionStorage.setItem(STORAGE_KEY, type);
  } catch {
    // Storage can be switched off; the form then simply starts without a choice.
  }
}

export function readPendingAccountType(): AccountType | undefined {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    return ACCOUNT_TYPES.find((type) => type === stored);
  } catch {
    return undefined;
  }
}

export function forgetPendingAccountType() {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was stored.
  }
}
