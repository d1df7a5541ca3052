import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { answer, signInAsDemo, signUp } from './support/accounts';
import { deliverConfirmed } from './support/contractSteps';
import { expect, test } from './support/fixtures';
import { bidAsNewProfessional, placeBid, postGig, verifyProfessional } from './support/moneyFlows';

/** Whether a badge's text is cut short: the badge or its label hides part of what it holds. */
async function expectWholeBadge(label: Locator) {
  await expect(label).toBeVisible();
  const cut = await label.evaluate((element) =>
    [element, element.parentElement].some(
      (part) => part instanceof HTMLElement && part.scrollWidth > part.clientWidth + 1,
    ),
  );
  expect(cut, `the badge "${await label.innerText()}" is cut short`).toBe(false);
}

/** The gig of a contract the person signed in on `request` is a party to. */
async function gigPathOf(request: APIRequestContext, contractId: string) {
  const { contracts } = await answer<{ contracts: Array<{ id: string; gigId: string }> }>(
    await request.get('/api/contracts/mine'),
    'my contracts',
  );
  const contract = contracts.find((candidate) => candidate.id === contractId);
  if (!contract) throw new Error(`contract ${contractId} is not among mine`);
  return `/gigs/${contract.gigId}`;
}

/** "27 Nov 2026, 14:30 (14 days left)": when the escrow releases itself, as the page says it. */
async function autoReleaseMoment(page: Page) {
  const note = page.getByRole('region', { name: 'Next step' }).getByText(/released to .+ on /);
  await expect(note).toBeVisible();
  const moment = / on (.+ \(\d+ days? left\))\.$/.exec(await note.innerText())?.[1];
  if (!moment) throw new Error(`no release moment in "${await note.innerText()}"`);
  return moment;
}

test.describe('small things that looked broken', () => {
  test('the accepted bid’s badge is whole in the bids table, at any desktop width', async ({
    page,
    adminApi,
    openFreshVisitorPage,
  }) => {
    await signUp(page.request, 'client');
    const gig = await postGig(page.request);
    const seller = await openFreshVisitorPage();
    const professional = await signUp(seller.request, 'professional');
    await verifyProfessional(adminApi, professional.id);
    const bid = await placeBid(seller.request, gig.id, 600);
    await answer(await page.request.post(`/api/bids/${bid.id}/accept`), 'accepting the bid');

    const table = page.getByRole('table', { name: 'Bids compared' });
    for (const width of [1280, 1000]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(gig.path);
      await expectWholeBadge(table.getByText('Accepted', { exact: true }));
      await expectWholeBadge(table.getByText('Verified', { exact: true }));
    }
  });

  test('the client and the professional read the same time left before the escrow releases itself', async ({
    page,
    arrangeDeal,
    openFreshVisitorPage,
  }) => {
    // The professional's page is open before they deliver, so it holds a clock a little older
    // than the delivery; the client opens theirs afterwards.
    await signUp(page.request, 'professional');
    const client = await openFreshVisitorPage();
    await signUp(client.request, 'client');
    const { contractId } = await arrangeDeal({
      stage: 'funded',
      price: 500,
      deposit: 500,
      buyer: client.request,
      seller: page.request,
    });
    await page.goto(`/contracts/${contractId}`);
    await deliverConfirmed(
      page,
      'I searched the Lagos Land Registry: the Certificate of Occupancy is genuine and registered to the seller.',
    );
    const professionalSees = await autoReleaseMoment(page);

    await client.goto(`/contracts/${contractId}`);
    const clientSees = await autoReleaseMoment(client);
    expect(clientSees).toBe(professionalSees);
    expect(clientSees).toMatch(/\(14 days left\)$/);
  });

  test('a cancelled gig has no time left, and promises no bids', async ({ page }) => {
    await signInAsDemo(page.request, 'buyer');
    const gig = await postGig(page.request);
    await answer(await page.request.post(`/api/gigs/${gig.id}/cancel`), 'cancelling the gig');

    await page.goto(gig.path);
    const overview = page.getByRole('article', { name: gig.title });
    await expect(overview).toContainText('Cancelled');
    await expect(overview).toContainText('(Closed)');
    await expect(overview).not.toContainText(/left\)/);
    const bids = page.getByRole('region', { name: 'Bids (0)' });
    await expect(bids).toContainText('This gig no longer takes bids.');
    await expect(bids).not.toContainText('bids usually arrive');
  });

  test('after funding, the winning professional’s gig page says where the contract stands and links to it', async ({
    page,
    arrangeDeal,
  }) => {
    await signUp(page.request, 'professional');
    const { contractId } = await arrangeDeal({
      stage: 'funded',
      price: 450,
      deposit: 450,
      seller: page.request,
    });

    await page.goto(await gigPathOf(page.request, contractId));
    const notice = page.getByRole('status').filter({ hasText: 'Contract' });
    await expect(notice).toContainText('Active');
    await expect(notice).toContainText('The escrow is funded: do the work');
    await expect(page.getByText(/Start the work once the escrow is funded/)).toBeHidden();
    await notice.getByRole('link', { name: 'Open the contract' }).click();
    await expect(page).toHaveURL(`/contracts/${contractId}`);
  });

  test('only a professional has a verification status; an admin is an administrator', async ({
    page,
    openFreshVisitorPage,
  }) => {
    await signUp(page.request, 'client');
    await page.goto('/profile');
    await expect(page.getByText('Client', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Verification:')).toBeHidden();

    const professional = await openFreshVisitorPage();
    await signUp(professional.request, 'professional');
    await professional.goto('/profile');
    await expect(
      professional.getByText('Legal professional', { exact: true }).first(),
    ).toBeVisible();
    await expect(professional.getByText('Verification:')).toBeVisible();

    const admin = await openFreshVisitorPage();
    const { email } = await signInAsDemo(admin.request, 'admin');
    await admin.goto('/profile');
    await expect(admin.getByText('Administrator', { exact: true }).first()).toBeVisible();
    await expect(admin.getByText('Verification:')).toBeHidden();

    // In the profiles table too: an administrator, with no verification to decide.
    await admin.goto('/admin-dashboard');
    await admin.getByLabel('Search profiles').fill(email);
    const table = admin.getByRole('table', { name: 'Profiles' });
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row').filter({ hasText: email });
    await expect(row.getByRole('cell', { name: 'Administrator', exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Client', exact: true })).toHaveCount(0);
    await expect(row.getByText('Pending', { exact: true })).toHaveCount(0);
  });

  test('the notifications panel keeps its text clear of the scrollbar and the edge', async ({
    page,
    arrangeDeal,
  }) => {
    // Three funded deals leave the professional more notices than the panel shows at once.
    await signUp(page.request, 'professional');
    for (const price of [300, 400, 500])
      await arrangeDeal({ stage: 'funded', price, deposit: price, seller: page.request });
    await page.goto('/seller-dashboard');
    await page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ }).click();
    const list = page.getByRole('list', { name: 'Recent notifications' });
    await expect(list.getByRole('listitem')).toHaveCount(7);

    // How far each line of text ends from the scrollbar (or, without one, the panel's edge).
    const room = await list.evaluate((element) => {
      const viewport = element.closest('.mantine-ScrollArea-viewport')!;
      const scrollbar = viewport.parentElement!.querySelector(
        '.mantine-ScrollArea-scrollbar[data-orientation="vertical"]',
      );
      const edge = (scrollbar ?? viewport).getBoundingClientRect()[scrollbar ? 'left' : 'right'];
      const textEnds = [...element.querySelectorAll('p')].flatMap((paragraph) =>
        [...paragraph.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .flatMap((node) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            return [...range.getClientRects()].map((rect) => rect.right);
          }),
      );
      return edge - Math.max(...textEnds);
    });
    expect(room).toBeGreaterThanOrEqual(8);
  });

  test('a professional is told in the app when an admin verifies them', async ({
    page,
    adminApi,
  }) => {
    const professional = await signUp(page.request, 'professional');
    await verifyProfessional(adminApi, professional.id);

    await page.goto('/seller-dashboard');
    await page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ }).click();
    const list = page.getByRole('list', { name: 'Recent notifications' });
    await expect(list).toContainText('You are verified');
    await expect(list).toContainText('you can bid on any open gig');
  });
  test('the sign-in page shows "Sign in with MetaMask" and "Continue with Google" whole', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login');
    for (const name of ['Sign in with MetaMask', 'Continue with Google']) {
      const label = page.getByRole('button', { name }).getByText(name, { exact: true });
      await expect(label).toBeVisible();
      const cut = await label.evaluate((element) => element.scrollWidth > element.clientWidth);
      expect(cut, `${name} is cut short`).toBe(false);
    }
  });

  test("the client's dashboard lists their open gigs with the bids waiting on each", async ({
    page,
    playwright,
    baseURL,
    adminApi,
  }) => {
    await signUp(page.request, 'client');
    await page.goto('/buyer-dashboard');
    const open = page.getByRole('region', { name: 'Your open gigs' });
    await expect(open).toContainText('No gig is taking bids.');

    const quiet = await postGig(page.request);
    const wanted = await postGig(page.request);
    await bidAsNewProfessional({ playwright, baseURL: baseURL!, admin: adminApi }, wanted.id, 600);

    await page.reload();
    const row = (title: string) => open.getByRole('listitem').filter({ hasText: title });
    await expect(row(wanted.title)).toContainText('1 bid to compare');
    await expect(row(quiet.title)).toContainText('No bids yet');
    await expect(page.getByRole('link', { name: 'Compare the bid waiting for you' })).toBeVisible();
    await row(wanted.title).getByRole('link', { name: wanted.title }).click();
    await expect(page).toHaveURL(wanted.path);
  });
});
