import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { answer, signInAsDemo, signUp, uniqueEmail } from './support/accounts';
import { contractState } from './support/contractSteps';
import { expect, test } from './support/fixtures';
import { uniqueWord } from './support/gigs';
import { newApiClient, placeBid, postGig, setUpDeal } from './support/moneyFlows';

/**
 * Chooses `stars` in the star group labelled `label`: the stars are radios named "4 stars",
 * hidden behind the star drawn in their label, which is what a person clicks.
 */
async function rate(form: Locator, label: string, stars: number) {
  const group = form.getByRole('radiogroup', { name: label });
  const radio = group.getByRole('radio', { name: `${stars} stars`, exact: true });
  await group.locator(`label[for="${await radio.getAttribute('id')}"]`).click();
  await expect(radio).toBeChecked();
}

const reviewsSection = (page: Page) => page.getByRole('region', { name: 'Reviews' });

/** What the API tells `party` about the contract's reviews (the blind rule, read at its source). */
async function reviewsSeenBy(party: APIRequestContext, contractId: string) {
  return answer<{ mine: unknown; theirs: unknown; theirsSubmitted: boolean }>(
    await party.get(`/api/contracts/${contractId}/reviews`),
    'reading the reviews',
  );
}

test.describe('reviews both ways', () => {
  test('after an approval both sides review blind; then the profile, a new bid and the landing page show it', async ({
    page: client,
    arrangeDeal,
    openFreshVisitorPage,
  }) => {
    test.slow();
    const seller = await openFreshVisitorPage();
    const word = uniqueWord('r');
    const clientAccount = await signUp(client.request, 'client', { lastName: `Eze${word}` });
    const pro = await signUp(seller.request, 'professional', {
      firstName: 'Kemi',
      lastName: `Bello${word}`,
      email: uniqueEmail('pro'),
    });
    const clientName = `${clientAccount.firstName} ${clientAccount.lastName}`;
    const proName = `Kemi Bello${word}`;
    // Reviews name their authors by first name and initial.
    const clientShort = `${clientAccount.firstName} E.`;
    const proShort = 'Kemi B.';
    const { contractId } = await arrangeDeal({
      stage: 'delivered',
      price: 300,
      deposit: 300,
      buyer: client.request,
      seller: seller.request,
    });
    const contractPath = `/contracts/${contractId}`;

    // The client approves; the page asks for a review by an exact Lagos date and time.
    await client.goto(contractPath);
    await client.getByRole('button', { name: 'Approve and release' }).click();
    await client
      .getByRole('dialog', { name: 'Approve the work and release the escrow?' })
      .getByRole('button', { name: 'Release 300.00 USDC' })
      .click();
    await expect(contractState(client)).toHaveText('Completed');
    const clientReviews = reviewsSection(client);
    await expect(clientReviews).toContainText(
      new RegExp(
        `Review ${proName} by [A-Z][a-z]+day \\d{1,2} [A-Z][a-z]+ \\d{4}, \\d{2}:\\d{2} WAT`,
      ),
    );

    // Two stars need a comment: the form says so and refuses to send without one.
    const clientForm = client.getByRole('form', { name: `Your review of ${proName}` });
    await rate(clientForm, 'Overall rating', 2);
    await expect(clientForm.getByText(/below 3 stars a comment of at least 20/)).toBeVisible();
    await clientForm.getByRole('button', { name: 'Submit review' }).click();
    await expect(clientForm.getByText('Rate each of the points listed')).toBeVisible();

    const clientComment = `Thorough search at Alausa, every item answered ${word}.`;
    await rate(clientForm, 'Overall rating', 5);
    for (const label of ['Report quality', 'Timeliness', 'Communication', 'Value']) {
      await rate(clientForm, label, 5);
    }
    await clientForm.getByLabel('Comment').fill(clientComment);
    await clientForm.getByRole('button', { name: 'Submit review' }).click();
    await expect(clientReviews).toContainText(
      `Your review is in. It will be published when ${proName} reviews too or on`,
    );

    // The professional reads that the client has reviewed, not what they wrote.
    await seller.goto(contractPath);
    const sellerReviews = reviewsSection(seller);
    await expect(sellerReviews).toContainText(`${clientName} has reviewed you.`);
    await expect(sellerReviews).not.toContainText(clientComment);
    const blind = await reviewsSeenBy(seller.request, contractId);
    expect(blind.theirs).toBeNull();
    expect(blind.theirsSubmitted).toBe(true);
    expect(JSON.stringify(blind)).not.toContain(word);

    const proComment = `Clear brief and quick answers about plot ${word}.`;
    const proForm = seller.getByRole('form', { name: `Your review of ${clientName}` });
    await rate(proForm, 'Overall rating', 4);
    await rate(proForm, 'Clarity of the brief', 4);
    await rate(proForm, 'Responsiveness', 5);
    await proForm.getByLabel('Comment').fill(proComment);
    await proForm.getByRole('button', { name: 'Submit review' }).click();

    // The second review publishes both: each side reads the other's, and may reply once.
    const aboutPro = sellerReviews.getByRole('article', { name: `Review by ${clientShort}` });
    await expect(aboutPro).toContainText(clientComment);
    await expect(aboutPro.getByRole('img', { name: 'Rated 5 out of 5' }).first()).toBeVisible();
    await expect(
      sellerReviews.getByRole('article', { name: `Review by ${proShort}` }),
    ).toContainText(proComment);
    await aboutPro.getByRole('button', { name: 'Reply publicly' }).click();
    const reply = `Thank you, it was a pleasure to work on plot ${word}.`;
    await aboutPro.getByLabel('Your public reply').fill(reply);
    await aboutPro.getByRole('button', { name: 'Post reply' }).click();
    await expect(aboutPro).toContainText("The professional's reply");
    await expect(aboutPro).toContainText(reply);
    await expect(aboutPro.getByRole('button', { name: 'Reply publicly' })).toHaveCount(0);

    // The professional's dashboard: their own average even from one review, and the reply.
    await seller.goto('/seller-dashboard');
    const yours = seller.getByRole('region', { name: 'Your reviews' });
    await expect(yours.getByRole('group', { name: 'Rating summary' })).toContainText('5.0');
    await expect(yours.getByRole('article', { name: `Review by ${clientShort}` })).toContainText(
      reply,
    );

    // A reload draws the whole contract page anew: on a busy machine its reviews come last.
    await client.reload();
    await expect(
      clientReviews.getByRole('article', { name: `Review by ${proShort}` }),
    ).toContainText(proComment, { timeout: 20_000 });

    // The public profile: one review is not yet an average, but it shows, with its reply.
    await client.goto(`/profile/${pro.id}`);
    const profileReviews = client.getByRole('region', { name: 'Reviews' });
    await expect(profileReviews).toContainText('New on TitleTrust');
    const onProfile = profileReviews.getByRole('article', { name: `Review by ${clientShort}` });
    await expect(onProfile).toContainText(clientComment);
    await expect(onProfile).toContainText('Land title verification, Lagos');
    await expect(onProfile).toContainText(reply);
    await expect(client.getByLabel('Jobs completed', { exact: true })).toHaveText('1');

    // Another client compares the professional's next bid: "New", one review, one job done.
    const nextClient = await openFreshVisitorPage();
    await signUp(nextClient.request, 'client');
    const gig = await postGig(nextClient.request);
    await placeBid(seller.request, gig.id, 450);
    await nextClient.goto(gig.path);
    const row = nextClient
      .getByRole('table', { name: 'Bids compared' })
      .getByRole('row')
      .filter({ hasText: proName });
    await expect(row).toContainText('New1 review');
    await expect(row.getByRole('cell').nth(5)).toHaveText('1');

    // The landing page's widget shows the client's review, by first name, with service and state.
    await nextClient.goto('/');
    const widget = nextClient
      .getByRole('region', { name: 'What clients say after the work is done' })
      .getByRole('article')
      .filter({ hasText: clientComment });
    await expect(widget).toHaveAccessibleName(`Review by ${clientAccount.firstName}`);
    await expect(widget).toContainText('Land title verification, Lagos');
  });

  test('sorted by rating, three 5-star reviews come before one', async ({
    page: client,
    adminApi,
    playwright,
    baseURL,
  }) => {
    test.slow();
    const contexts: APIRequestContext[] = [];
    const newClient = async () => {
      const context = await newApiClient(playwright, baseURL!);
      contexts.push(context);
      return context;
    };
    try {
      // A professional reviewed three times, and a newcomer reviewed once, both bidding.
      const seasoned = await newClient();
      const seasonedName = `Amaka Obi${uniqueWord('s')}`;
      const [first, last] = seasonedName.split(' ');
      await signUp(seasoned, 'professional', { firstName: first, lastName: last });
      const newcomer = await newClient();
      const newcomerName = `Sola Ade${uniqueWord('n')}`;
      const [nFirst, nLast] = newcomerName.split(' ');
      await signUp(newcomer, 'professional', { firstName: nFirst, lastName: nLast });

      const reviewBothWays = async (seller: APIRequestContext, stars: number) => {
        const deal = await setUpDeal({
          stage: 'released',
          price: 200,
          deposit: 200,
          seller,
          admin: adminApi,
          newClient,
        });
        const url = `/api/contracts/${deal.contractId}/reviews`;
        await answer(
          await deal.buyer.post(url, {
            data: {
              rating: stars,
              dimensions: { quality: stars, timeliness: stars, communication: stars, value: stars },
            },
          }),
          "the client's review",
        );
        await answer(
          await seller.post(url, {
            data: { rating: 5, dimensions: { clarity: 5, responsiveness: 5 } },
          }),
          "the professional's review",
        );
      };
      for (let index = 0; index < 3; index += 1) await reviewBothWays(seasoned, 5);
      await reviewBothWays(newcomer, 5);

      await signUp(client.request, 'client');
      const gig = await postGig(client.request);
      await placeBid(seasoned, gig.id, 500);
      await placeBid(newcomer, gig.id, 300);
      await client.goto(gig.path);

      const table = client.getByRole('table', { name: 'Bids compared' });
      const professionals = table.getByRole('row').locator('td:first-child a');
      await expect(
        table.getByRole('row').filter({ hasText: seasonedName }).getByRole('img', {
          name: 'Rated 5.0 out of 5 from 3 reviews',
        }),
      ).toBeVisible();

      await client.getByRole('combobox', { name: 'Sort bids' }).click();
      await client.getByRole('option', { name: 'Lowest price' }).click();
      await expect(professionals).toHaveText([newcomerName, seasonedName]);
      await client.getByRole('combobox', { name: 'Sort bids' }).click();
      await client.getByRole('option', { name: 'Rating', exact: true }).click();
      await expect(professionals).toHaveText([seasonedName, newcomerName]);
    } finally {
      await Promise.all(contexts.map((context) => context.dispose()));
    }
  });

  test('a reported review waits for an admin, who hides it with a reason; it leaves the profile', async ({
    page: professional,
    arrangeDeal,
    openFreshVisitorPage,
  }) => {
    test.slow();
    const word = uniqueWord('h');
    const pro = await signUp(professional.request, 'professional', {
      firstName: 'Ife',
      lastName: `Ojo${word}`,
    });
    const client = await openFreshVisitorPage();
    await signUp(client.request, 'client', { firstName: 'Bayo', lastName: `Ali${word}` });
    const { contractId } = await arrangeDeal({
      stage: 'released',
      price: 200,
      deposit: 200,
      buyer: client.request,
      seller: professional.request,
    });
    const url = `/api/contracts/${contractId}/reviews`;
    const clientComment = `A fraud and a thief, never hire for plot ${word}.`;
    await answer(
      await client.request.post(url, {
        data: {
          rating: 1,
          dimensions: { quality: 1, timeliness: 1, communication: 1, value: 1 },
          comment: clientComment,
        },
      }),
      "the client's review",
    );
    await answer(
      await professional.request.post(url, {
        data: { rating: 5, dimensions: { clarity: 5, responsiveness: 5 } },
      }),
      "the professional's review",
    );
    const profile = professional.getByRole('region', { name: 'Reviews' });
    await professional.goto(`/profile/${pro.id}`);
    await expect(profile).toContainText(clientComment);

    // The professional reports the client's review from the contract: a reason is required.
    await professional.goto(`/contracts/${contractId}`);
    const theirs = reviewsSection(professional).getByRole('article', { name: 'Review by Bayo A.' });
    await expect(theirs).toContainText(clientComment);
    await theirs.getByRole('button', { name: 'Report the review by Bayo A.' }).click();
    const dialog = professional.getByRole('dialog', { name: 'Report this review' });
    await dialog.getByRole('button', { name: 'Report review' }).click();
    await expect(dialog).toContainText('Say why this review should be looked at');
    const reason = `It calls me a thief; the work was delivered in full (${word}).`;
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await dialog.getByRole('button', { name: 'Report review' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      professional.getByText('Thank you. An administrator will look at this review.'),
    ).toBeVisible();

    // The admin reads it in the queue and hides it, with a reason (required).
    const admin = await openFreshVisitorPage();
    await signInAsDemo(admin.request, 'admin');
    await admin.goto('/admin-dashboard');
    const report = admin
      .getByRole('region', { name: 'Reported reviews' })
      .getByRole('article')
      .filter({ hasText: reason });
    // The dashboard draws eight sections at once: on a starved two-core runner with three
    // pages open its first render has taken over 10 s, so this one wait is longer.
    await expect(report).toContainText(clientComment, { timeout: 30_000 });
    await report.getByRole('button', { name: 'Hide', exact: true }).click();
    const hide = admin.getByRole('dialog', { name: 'Hide this review' });
    await hide.getByRole('button', { name: 'Hide review' }).click();
    await expect(hide).toContainText('Give a reason for hiding the review');
    await hide
      .getByRole('textbox', { name: 'Reason for hiding' })
      .fill('Insults, not an account of the work.');
    await hide.getByRole('button', { name: 'Hide review' }).click();
    await expect(report).toHaveCount(0);

    // Hidden: the public profile no longer shows it.
    await professional.goto(`/profile/${pro.id}`);
    await expect(profile).toContainText('No reviews yet');
    await expect(profile).not.toContainText(clientComment);
  });
});
