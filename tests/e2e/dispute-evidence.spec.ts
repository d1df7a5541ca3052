import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { answer, signInAsDemo, signUp } from './support/accounts';
import { contractState } from './support/contractSteps';
import { expect, test } from './support/fixtures';
import { attachFile, samplePdf } from './support/gigs';

/** A message in the thread of the contract's gig and professional, sent as a party would. */
async function say(party: APIRequestContext, threadId: string, body: string) {
  await answer(
    await party.post(`/api/threads/${threadId}/messages`, {
      data: { id: randomUUID(), body, attachmentIds: [] },
    }),
    'sending a message',
  );
}

test('a dispute with evidence from both sides reaches the admin in the order it happened', async ({
  page,
  arrangeDeal,
  openFreshVisitorPage,
}) => {
  await signUp(page.request, 'client');
  const seller = await openFreshVisitorPage();
  await signUp(seller.request, 'professional');
  const { contractId, title } = await arrangeDeal({
    stage: 'funded',
    price: 300,
    deposit: 300,
    buyer: page.request,
    seller: seller.request,
  });
  const { contract } = await answer<{ contract: { gigId: string; seller: { id: string } } }>(
    await page.request.get(`/api/contracts/${contractId}`),
    'reading the contract',
  );
  const { thread } = await answer<{ thread: { id: string } }>(
    await page.request.post('/api/threads', {
      data: { gigId: contract.gigId, professionalId: contract.seller.id },
    }),
    'opening the thread',
  );
  await say(
    page.request,
    thread.id,
    'Has the survey plan been charted at the Surveyor-General yet?',
  );

  // The client opens the dispute with a file.
  await page.goto(`/contracts/${contractId}`);
  await page.getByRole('button', { name: 'Open dispute' }).click();
  const dialog = page.getByRole('dialog', { name: 'Open a dispute' });
  await dialog
    .getByRole('textbox', { name: 'Why are you disputing?' })
    .fill('The survey plan was never charted, although the report says it was.');
  await attachFile(page, samplePdf('charting-refusal-letter.pdf'));
  await dialog.getByRole('button', { name: 'Open the dispute' }).click();
  await expect(contractState(page)).toHaveText('Disputed');
  const clientView = page.getByRole('region', { name: 'Dispute' });
  await expect(clientView.getByRole('link', { name: 'charting-refusal-letter.pdf' })).toBeVisible();

  // The professional writes once more, then answers with a file of their own.
  await say(seller.request, thread.id, 'The charting office was closed; I have their notice.');
  await seller.goto(`/contracts/${contractId}`);
  const sellerView = seller.getByRole('region', { name: 'Dispute' });
  await sellerView
    .getByRole('textbox', { name: 'Your side of the story' })
    .fill('The Surveyor-General’s office was closed for a week; the notice is attached.');
  await attachFile(seller, samplePdf('office-closure-notice.pdf'));
  await sellerView.getByRole('button', { name: 'Send your statement' }).click();
  await expect(seller.getByRole('alert').filter({ hasText: 'Statement sent' })).toBeVisible();
  await expect(sellerView.getByRole('link', { name: 'office-closure-notice.pdf' })).toBeVisible();
  await expect(sellerView.getByRole('link', { name: 'charting-refusal-letter.pdf' })).toBeVisible();

  // The admin's card: both statements, both files and the conversation, oldest first.
  const admin = await openFreshVisitorPage();
  await signInAsDemo(admin.request, 'admin');
  await admin.goto('/admin-dashboard');
  const card = admin.getByRole('article', { name: title });
  const entries = card
    .getByRole('list', { name: 'Statements and messages, oldest first' })
    .getByRole('listitem')
    // Each entry, not the file lists inside it.
    .filter({ hasText: /\((client|professional)\) (wrote|opened the dispute|answered)/ });
  await expect(entries).toHaveCount(4);
  await expect(entries.nth(0)).toContainText('(client) wrote');
  await expect(entries.nth(0)).toContainText('Has the survey plan been charted');
  await expect(entries.nth(1)).toContainText('(client) opened the dispute');
  await expect(entries.nth(1)).toContainText('never charted');
  await expect(entries.nth(2)).toContainText('(professional) wrote');
  await expect(entries.nth(2)).toContainText('I have their notice');
  await expect(entries.nth(3)).toContainText('(professional) answered the dispute');
  await expect(entries.nth(3)).toContainText('closed for a week');

  const clientFile = entries.nth(1).getByRole('link', { name: 'charting-refusal-letter.pdf' });
  const sellerFile = entries.nth(3).getByRole('link', { name: 'office-closure-notice.pdf' });
  for (const link of [clientFile, sellerFile]) {
    const opened = await admin.request.get((await link.getAttribute('href'))!);
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-disposition']).toMatch(/^inline; /);
  }
});
