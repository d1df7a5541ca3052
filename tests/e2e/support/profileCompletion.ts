import { expect, type Page } from '@playwright/test';
import { uniqueEmail } from './accounts';

/** The Complete Your Profile modal (spec §2). */
export function completeProfileDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Complete Your Profile' });
}

export interface ProfileDetails {
  type: 'Client' | 'Legal Professional';
  firstName?: string;
  lastName?: string;
  email?: string;
}

/** Fills and submits the modal (already open); returns the e-mail used. */
export async function completeProfile(page: Page, details: ProfileDetails): Promise<string> {
  const dialog = completeProfileDialog(page);
  await expect(dialog).toBeVisible();
  const email = details.email ?? uniqueEmail('wallet');
  await dialog.getByLabel('First name', { exact: true }).fill(details.firstName ?? 'Emeka');
  await dialog.getByLabel('Last name', { exact: true }).fill(details.lastName ?? 'Nwosu');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByRole('radio', { name: details.type }).check();
  await dialog.getByLabel('I agree to the Terms of Service').check();
  await dialog.getByRole('button', { name: 'Complete profile' }).click();
  return email;
}
