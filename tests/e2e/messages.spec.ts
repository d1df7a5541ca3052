import { MESSAGE_MESSAGES } from '@titletrust/shared';
import { signUp } from './support/accounts';
import { expect, test } from './support/fixtures';
import { samplePdf } from './support/gigs';
import { postGig } from './support/moneyFlows';

// Two people in pages of their own, each with the app's live stream open: nothing below reloads
// a page to see what the other did.
test.describe('messages', () => {
  test('a question on a gig, a live answer with a PDF, the unread badge and "Seen"', async ({
    page: professional,
    openFreshVisitorPage,
  }) => {
    const client = await openFreshVisitorPage();
    const clientAccount = await signUp(client.request, 'client', { firstName: 'Ngozi' });
    const gig = await postGig(client.request);
    await signUp(professional.request, 'professional', { firstName: 'Tunde' });

    // The client waits on the messages page, with nothing there yet.
    await client.goto('/buyer-messages');
    await expect(client.getByText('No conversations yet')).toBeVisible();

    // The professional asks from the gig page; the question shows at once, then as sent.
    await professional.goto(gig.path);
    await professional.getByRole('button', { name: 'Ask a question' }).click();
    await expect(professional).toHaveURL(/\/seller-messages\?thread=[0-9a-f-]{36}$/);
    const proThread = professional.getByRole('region', { name: 'Conversation' });
    await expect(proThread.getByRole('link', { name: gig.title })).toBeVisible();
    const question = 'Is the C of O registered at Alausa, or only the survey plan?';
    const proComposer = proThread.getByRole('textbox', { name: 'Message' });
    // Before any contract, contact details earn a gentle warning, not a block.
    await proComposer.fill('Call me on 0803 123 4567');
    await expect(proThread.getByText(MESSAGE_MESSAGES.offPlatformWarning)).toBeVisible();
    await proComposer.fill(question);
    await expect(proThread.getByText(MESSAGE_MESSAGES.offPlatformWarning)).toBeHidden();
    await proComposer.press('Enter');
    await expect(proComposer).toHaveValue('');
    const proLog = proThread.getByRole('log', { name: 'Messages' });
    await expect(proLog.getByText(question)).toBeVisible();
    await expect(proLog.getByText('Sending…')).toBeHidden();

    // It reaches the client's open page without a reload: the conversation, then the question.
    const conversation = client
      .getByRole('list', { name: 'Conversations' })
      .getByRole('link', { name: new RegExp(gig.title) });
    await expect(conversation).toBeVisible();
    await expect(conversation).toContainText(question);
    await expect(conversation.getByLabel('1 unread')).toBeVisible();
    await conversation.click();
    const clientThread = client.getByRole('region', { name: 'Conversation' });
    await expect(clientThread.getByRole('log').getByText(question)).toBeVisible();

    // The professional leaves the thread for their dashboard before the answer comes.
    await professional.goto('/seller-dashboard');
    await expect(professional.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

    // The client answers with words and a PDF, uploaded with its progress shown.
    const answer = 'Both are registered. The search report is attached.';
    const chooser = client.waitForEvent('filechooser');
    await clientThread.getByRole('button', { name: 'Attach files' }).click();
    await (await chooser).setFiles(samplePdf('land-registry-search.pdf'));
    await expect(
      clientThread.getByRole('list', { name: 'Files to send' }).getByText(/Uploaded/),
    ).toBeVisible();
    await clientThread.getByRole('textbox', { name: 'Message' }).fill(answer);
    await clientThread.getByRole('button', { name: 'Send' }).click();
    const clientLog = clientThread.getByRole('log', { name: 'Messages' });
    await expect(clientLog.getByText(answer)).toBeVisible();
    await expect(clientLog.getByText('Sending…')).toBeHidden();

    // The professional's header counts it live, and the link leads to the thread with the file.
    const badge = professional.getByRole('link', { name: 'Messages (1 unread)' });
    await expect(badge).toBeVisible();
    await badge.click();
    await professional
      .getByRole('list', { name: 'Conversations' })
      .getByRole('link', { name: new RegExp(gig.title) })
      .click();
    const pdf = proLog.getByRole('link', { name: 'land-registry-search.pdf' });
    await expect(pdf).toBeVisible();
    await expect(proLog.getByText(answer)).toBeVisible();
    await expect(
      proLog.getByText(`${clientAccount.firstName} ${clientAccount.lastName}`).first(),
    ).toBeVisible();
    expect((await professional.request.get((await pdf.getAttribute('href'))!)).ok()).toBe(true);
    await expect(professional.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

    // The client sees that it was read, under their answer, without a reload.
    const answerArticle = clientLog.getByRole('article').filter({ hasText: answer });
    await expect(answerArticle.getByText('Seen', { exact: true })).toBeVisible();
  });
});
