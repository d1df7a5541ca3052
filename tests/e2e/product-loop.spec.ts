import { signUp } from './support/accounts';
import {
  contractState,
  deliverConfirmed,
  getTestUsdc,
  requestChanges,
} from './support/contractSteps';
import { expect, test } from './support/fixtures';
import {
  attachFile,
  fillBidForm,
  fillGigForm,
  previewAndPublish,
  samplePdf,
  titleFor,
  uniqueWord,
} from './support/gigs';
import { verifyProfessional } from './support/moneyFlows';

// The loop of the product that moves money, in two halves that meet at a funded escrow, each
// with two people in pages of their own. The second half starts where the first ends, arranged
// through the API, so that neither half is a minute of one test on a busy machine. Accounts are
// made through the API too: registration has tests of its own.
test.describe('the whole loop', () => {
  test('funds, a gig, a bid, its acceptance and the escrow funded', async ({
    page: client,
    adminApi,
    openFreshVisitorPage,
  }) => {
    // Two people through the whole loop, page by page: the longest journeys of the tier.
    test.slow();
    const word = uniqueWord();
    const title = titleFor(word);

    // The client funds their wallet from the test faucet and posts a land-title gig.
    await signUp(client.request, 'client');
    await getTestUsdc(client, '1000');
    await client.goto('/post-gig');
    await fillGigForm(client, { word });
    await attachFile(client, samplePdf());
    const gigPath = await previewAndPublish(client, title);

    // A newly verified professional finds it by a word of its description and bids.
    const seller = await openFreshVisitorPage();
    const professional = await signUp(seller.request, 'professional');
    await verifyProfessional(adminApi, professional.id);
    await seller.goto(`/find-gigs?q=${word}`);
    await seller.getByRole('article', { name: title }).getByRole('link', { name: title }).click();
    const bidForm = await fillBidForm(seller, { amount: '700', days: '5' });
    await expect(bidForm).toContainText('You receive 630.00 USDC after the platform fee (10 %)');
    await bidForm.getByRole('button', { name: 'Place bid' }).click();
    await expect(seller.getByRole('alert').filter({ hasText: 'Bid placed' })).toBeVisible();

    // The client accepts the bid and funds the escrow, seeing the fee before paying.
    await client.goto(gigPath);
    const bids = client.getByRole('table', { name: 'Bids compared' });
    await bids.getByRole('button', { name: /^Accept .+'s bid$/ }).click();
    await client
      .getByRole('dialog', { name: 'Accept this bid?' })
      .getByRole('button', { name: 'Accept bid' })
      .click();
    await client.getByRole('link', { name: 'Fund the escrow' }).click();
    await expect(client).toHaveURL(/\/contracts\/[0-9a-f-]{36}$/);
    await client.getByRole('button', { name: 'Fund escrow' }).click();
    const fund = client.getByRole('dialog', { name: 'Fund the escrow?' });
    await expect(fund).toContainText('Platform fee, on release70.00 USDC');
    await fund.getByRole('button', { name: 'Pay 700.00 USDC into escrow' }).click();
    await expect(contractState(client)).toHaveText('Active');

    // The client's money: 1000 in, 700 into escrow, 300 left.
    await client.goto('/payments');
    await expect(
      client
        .getByRole('region', { name: 'Your balance in USDC', exact: true })
        .getByRole('region', { name: 'Available', exact: true }),
    ).toContainText('300.00 USDC');

    // The professional sees the funded contract waiting for their work.
    await seller.goto('/my-gigs');
    await expect(seller.getByRole('article', { name: title })).toBeVisible();
  });

  test('delivery, changes, approval and the earnings less the fee', async ({
    page: client,
    arrangeDeal,
    openFreshVisitorPage,
  }) => {
    // Two people through the whole loop, page by page: the longest journeys of the tier.
    test.slow();
    const seller = await openFreshVisitorPage();
    await signUp(client.request, 'client');
    await signUp(seller.request, 'professional');
    const { contractId, title } = await arrangeDeal({
      stage: 'funded',
      price: 700,
      deposit: 1_000,
      buyer: client.request,
      seller: seller.request,
    });
    const contractPath = `/contracts/${contractId}`;

    // The professional delivers a checklist report; the client asks for changes; redelivery.
    await seller.goto(contractPath);
    await deliverConfirmed(seller, `${title}: the Certificate of Occupancy is genuine.`);
    await client.goto(contractPath);
    await requestChanges(client, 'Please add the certified true copy of the registry search.');
    await seller.reload();
    await deliverConfirmed(
      seller,
      `${title}: certified true copy of the registry search attached; title confirmed.`,
      'Deliver the revised work',
    );

    // The client approves: the escrow goes to the professional less the fee.
    await client.reload();
    await client.getByRole('button', { name: 'Approve and release' }).click();
    await client
      .getByRole('dialog', { name: 'Approve the work and release the escrow?' })
      .getByRole('button', { name: 'Release 700.00 USDC' })
      .click();
    await expect(contractState(client)).toHaveText('Completed');

    // The professional sees the earnings less the fee (withdrawing them, and the payout settling
    // in the background, is payments-earnings.spec.ts's subject).
    await seller.goto('/earnings');
    // Each currency apart: the USDC earned here, beside whatever naira the professional has.
    const earnedUsdc = (label: string) =>
      seller
        .getByRole('region', { name: 'Your earnings in USDC', exact: true })
        .getByRole('region', { name: label, exact: true });
    await expect(earnedUsdc('Total earned')).toContainText('630.00 USDC');
    await expect(earnedUsdc('Fees paid')).toContainText('70.00 USDC');
    await expect(
      seller
        .getByRole('region', { name: 'Your balance in USDC', exact: true })
        .getByRole('region', { name: 'Available', exact: true }),
    ).toContainText('630.00 USDC');
  });
});
