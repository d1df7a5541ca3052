import type { Page } from '@playwright/test';
import { PHONE_MESSAGES } from '@titletrust/shared';
import { signUp } from './support/accounts';
import { expect, test } from './support/fixtures';

/** A real photo-like PNG, drawn by the browser, so the crop has something to decode. */
async function drawnPicture(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 300;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#1c7ed6';
    context.fillRect(0, 0, 400, 300);
    context.fillStyle = '#fab005';
    context.fillRect(150, 100, 100, 100);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test.describe('your profile', () => {
  test('a professional edits their profile, uploads and crops a picture, and sees it in the header', async ({
    page,
  }) => {
    const person = await signUp(page.request, 'professional', { firstName: 'Kemi' });
    await page.goto('/profile');
    const details = page.getByRole('region', { name: 'Your professional details' });
    await expect(details.getByLabel('First name')).toHaveValue('Kemi');

    // A bad phone shows its message; what was typed elsewhere stays.
    await details.getByLabel('Bio').fill('Property lawyer in Ikeja, ten years of title searches.');
    await details.getByLabel('City').fill('Ikeja');
    await details.getByLabel('Phone').fill('0803 12');
    await details.getByRole('button', { name: 'Save profile' }).click();
    await expect(details.getByText(PHONE_MESSAGES.invalid)).toBeVisible();
    await expect(details.getByLabel('Bio')).toHaveValue(
      'Property lawyer in Ikeja, ten years of title searches.',
    );
    await expect(details.getByLabel('City')).toHaveValue('Ikeja');

    await details.getByLabel('Phone').fill('+234 803 555 0101');
    await details.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile updated')).toBeVisible();
    await expect(details.getByLabel('Phone')).toHaveValue('+234 803 555 0101');

    await page.reload();
    await expect(details.getByLabel('Bio')).toHaveValue(
      'Property lawyer in Ikeja, ten years of title searches.',
    );

    // The header shows initials until there is a picture.
    const header = page.getByRole('banner');
    const name = `${person.firstName} ${person.lastName}`;
    await expect(header.getByRole('img', { name })).toHaveCount(0);

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload picture' }).click();
    await (
      await chooser
    ).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: await drawnPicture(page) });
    const crop = page.getByRole('dialog', { name: 'Crop your picture' });
    await expect(crop).toBeVisible();
    await crop.getByRole('slider').press('ArrowRight');
    await crop.getByRole('button', { name: 'Save picture' }).click();
    await expect(page.getByText('Profile picture updated')).toBeVisible();
    await expect(crop).toBeHidden();

    const avatar = header.getByRole('img', { name });
    await expect(avatar).toHaveAttribute('src', /\/api\/profiles\/.+\/picture\?v=\w+&size=avatar$/);
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(256);
    await expect(
      page.getByRole('region', { name: 'Profile picture' }).getByRole('img', { name }),
    ).toBeVisible();
  });

  test('a client edits theirs on /buyer-profile, in client wording, without professional fields', async ({
    page,
  }) => {
    await signUp(page.request, 'client', { firstName: 'Bisi' });
    await page.goto('/buyer-profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Buyer profile' })).toBeVisible();
    const details = page.getByRole('region', { name: 'Your details' });
    await expect(details.getByLabel('States you cover')).toHaveCount(0);
    await expect(details.getByLabel('Languages')).toHaveCount(0);

    await details.getByLabel('Website').fill('not a website');
    await details.getByLabel('Industry').fill('Oil and gas');
    await details.getByRole('button', { name: 'Save profile' }).click();
    await expect(
      details.getByText('Enter a website address starting with https:// or http://'),
    ).toBeVisible();
    await details.getByLabel('Website').fill('https://bisi.ng');
    await details.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile updated')).toBeVisible();
    await page.reload();
    await expect(details.getByLabel('Industry')).toHaveValue('Oil and gas');
    await expect(details.getByLabel('Website')).toHaveValue('https://bisi.ng');
  });

  test('a client who signed up with a UK number saves their profile, and can change to a US one', async ({
    page,
  }) => {
    await signUp(page.request, 'client', { firstName: 'Tolu', phone: '+44 7911 123456' });
    await page.goto('/profile');
    const details = page.getByRole('region', { name: 'Your details' });
    const phone = details.getByLabel('Phone');
    await expect(phone).toHaveValue('+44 7911 123456');
    await expect(
      page.getByRole('region', { name: 'Account facts' }).getByText('Client', { exact: true }),
    ).toBeVisible();
    // The page names the role as the app does, never by its stored value.
    await expect(page.getByRole('main').getByText('buyer', { exact: true })).toHaveCount(0);

    // Saving anything else keeps the UK number (this was refused as "not Nigerian").
    await details.getByLabel('City').fill('London');
    await details.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile updated')).toBeVisible();
    await expect(phone).toHaveValue('+44 7911 123456');

    // Ten digits is no Nigerian number: refused, what was typed stays for correcting.
    await phone.fill('0803-123-456');
    await details.getByLabel('Bio').fill('Buying land in Lekki from London.');
    await details.getByRole('button', { name: 'Save profile' }).click();
    await expect(details.getByText(PHONE_MESSAGES.invalid)).toBeVisible();
    await expect(phone).toHaveValue('0803-123-456');
    await expect(details.getByLabel('Bio')).toHaveValue('Buying land in Lekki from London.');

    await phone.fill('+1 (713) 555-0100');
    await details.getByRole('button', { name: 'Save profile' }).click();
    await expect(details.getByText(PHONE_MESSAGES.invalid)).toBeHidden();
    await expect(phone).toHaveValue('+1 713 555 0100');
    await page.reload();
    await expect(phone).toHaveValue('+1 713 555 0100');
    await expect(details.getByLabel('City')).toHaveValue('London');
    await expect(details.getByLabel('Bio')).toHaveValue('Buying land in Lekki from London.');
  });
});
