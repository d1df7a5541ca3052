import { signUp } from './support/accounts';
import { expect, test } from './support/fixtures';
import { placeBid, postGig, resolveDispute } from './support/moneyFlows';

/** What people see once an escrow has been paid out: the amounts that moved, and jobs done. */
test.describe('after the escrow is paid out', () => {
  test('after a split, the Amounts card shows what each side received and the fee taken', async ({
    page: client,
    arrangeDeal,
    adminApi,
    openFreshVisitorPage,
  }) => {
    const seller = await openFreshVisitorPage();
    await signUp(client.request, 'client');
    await signUp(seller.request, 'professional');
    const { contractId } = await arrangeDeal({
      stage: 'disputed',
      price: 400,
      deposit: 400,
      buyer: client.request,
      seller: seller.request,
    });

    // Before the decision the card shows the contract's terms.
    await client.goto(`/contracts/${contractId}`);
    const amounts = client.getByRole('region', { name: 'Amounts' });
    await expect(amounts).toContainText('Platform fee, on release40.00 USDC');
    await expect(amounts).toContainText('The professional receives360.00 USDC');

    // 200 each: the professional's 200 pays the 10 % fee, the client's 200 comes back whole.
    await resolveDispute(adminApi, contractId, { outcome: 'split', seller: 200, buyer: 200 });
    await client.reload();
    await expect(client.getByRole('status', { name: 'Contract state' })).toHaveText('Resolved');
    await expect(amounts).toContainText('Paid out: split between the client and the professional');
    await expect(amounts).toContainText('Contract price400.00 USDC');
    await expect(amounts).toContainText('The professional received180.00 USDC');
    await expect(amounts).toContainText('You got back200.00 USDC');
    await expect(amounts).toContainText('Platform fee taken20.00 USDC');
    await expect(amounts).toContainText('In escrow now0.00 USDC');
    await expect(amounts).not.toContainText('360.00 USDC');
    await expect(amounts).not.toContainText('40.00 USDC');

    // The professional reads the same movement from their side.
    await seller.goto(`/contracts/${contractId}`);
    const theirs = seller.getByRole('region', { name: 'Amounts' });
    await expect(theirs).toContainText('You received180.00 USDC');
    await expect(theirs).toContainText('The client got back200.00 USDC');
    await expect(theirs).toContainText('Platform fee taken20.00 USDC');
  });

  test("a completed contract counts as a job done beside the professional's next bid", async ({
    page: client,
    arrangeDeal,
    openFreshVisitorPage,
  }) => {
    const seller = await openFreshVisitorPage();
    await signUp(seller.request, 'professional');
    await arrangeDeal({ stage: 'released', price: 300, deposit: 300, seller: seller.request });

    // Another client compares the professional's next bid, on a phone: one labelled line each.
    await signUp(client.request, 'client');
    const gig = await postGig(client.request);
    await placeBid(seller.request, gig.id, 450);
    await client.setViewportSize({ width: 360, height: 740 });
    await client.goto(gig.path);
    const card = client.getByRole('article', { name: /^Bid from / });
    await expect(card).toContainText('Jobs done1');

    // The professional sees the same count on their dashboard.
    await seller.goto('/seller-dashboard');
    await expect(seller.getByRole('region', { name: 'Jobs done' })).toContainText('1');
  });
});
