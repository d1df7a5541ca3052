import { signInAsDemo, signUp } from './support/accounts';
import { expect, test } from './support/fixtures';
import { attachFile, samplePdf, uniqueWord } from './support/gigs';
import { faucet, minor } from './support/moneyFlows';

/** The server may still be finishing a new account's wallet when the page first asks. */
const WALLET_READY_TIMEOUT = 15_000;

test.describe('the contract page and the wallet pages', () => {
  test('a client adds test USDC, is told the shortfall, funds the escrow and sees the deposits', async ({
    page,
    arrangeDeal,
    openFreshVisitorPage,
  }) => {
    await signUp(page.request, 'client');

    // /wallet leads to the funding page, where the faucet credits the available balance.
    await page.goto('/wallet');
    await page.getByRole('link', { name: 'Fund your wallet' }).click();
    await expect(page).toHaveURL('/wallet/funding');
    await expect(page.getByRole('heading', { level: 1, name: 'Fund your wallet' })).toBeVisible();
    const depositCard = page.getByRole('region', { name: 'Deposit address' });
    await expect(depositCard.getByText(/^0x[0-9a-fA-F]{40}$/)).toBeVisible({
      timeout: WALLET_READY_TIMEOUT,
    });
    await expect(
      depositCard.getByRole('img', { name: 'QR code of your wallet address' }),
    ).toBeVisible();
    await expect(depositCard.getByRole('button', { name: 'Copy address' })).toBeVisible();
    // No USDC yet: naira's row alone, no empty USDC row.
    const balance = page.getByRole('region', { name: 'Your balance', exact: true });
    await expect(
      balance
        .getByRole('region', { name: 'Your balance in Naira', exact: true })
        .getByRole('region', { name: 'Available', exact: true }),
    ).toContainText('₦0.00');
    await expect(balance.getByRole('region', { name: 'Your balance in USDC' })).toHaveCount(0);
    const available = balance
      .getByRole('region', { name: 'Your balance in USDC', exact: true })
      .getByRole('region', { name: 'Available', exact: true });

    const faucet = page.getByRole('form', { name: 'Test USDC faucet' });
    await faucet.getByLabel('Amount (USDC)').fill('20000');
    await faucet.getByRole('button', { name: 'Get test USDC' }).click();
    await expect(faucet).toContainText('The test faucet gives between 1 and 10,000 USDC at a time');
    await faucet.getByLabel('Amount (USDC)').fill('500');
    await faucet.getByRole('button', { name: 'Get test USDC' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Test USDC received' })).toBeVisible();
    await expect(available).toContainText('500.00 USDC');

    // A contract for 700 USDC: the page says 200 are missing and where to add them.
    const seller = await openFreshVisitorPage();
    await signInAsDemo(seller.request, 'seller');
    const { contractId, title } = await arrangeDeal({
      stage: 'accepted',
      price: 700,
      deposit: 0,
      buyer: page.request,
      seller: seller.request,
    });
    await page.goto(`/contracts/${contractId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Contract state' })).toHaveText(
      'Awaiting funding',
    );
    const amounts = page.getByRole('region', { name: 'Amounts' });
    await expect(amounts).toContainText('Contract price700.00 USDC');
    await expect(amounts).toContainText('Platform fee, on release70.00 USDC');
    await expect(amounts).toContainText('The professional receives630.00 USDC');
    const nextStep = page.getByRole('region', { name: 'Next step' });
    await expect(nextStep).toContainText('Add at least 200.00 USDC');
    const addFunds = nextStep.getByRole('link', { name: 'Add funds' });
    await expect(addFunds).toHaveAttribute(
      'href',
      `/wallet/funding?amount=200&currency=USDC&contract=${contractId}`,
    );

    // The link pre-fills the missing amount and leads back to the contract.
    await addFunds.click();
    await expect(faucet.getByLabel('Amount (USDC)')).toHaveValue('200');
    await faucet.getByRole('button', { name: 'Get test USDC' }).click();
    await expect(available).toContainText('700.00 USDC');
    await page.getByRole('link', { name: 'Back to the contract' }).click();
    await expect(page).toHaveURL(`/contracts/${contractId}`);
    await expect(nextStep.getByRole('link', { name: 'Add funds' })).toBeHidden();

    // Funding shows the fee before anything moves.
    await nextStep.getByRole('button', { name: 'Fund escrow' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fund the escrow?' });
    await expect(dialog).toContainText('The professional receives630.00 USDC');
    await expect(dialog).toContainText('Platform fee, on release70.00 USDC');
    await dialog.getByRole('button', { name: 'Pay 700.00 USDC into escrow' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Escrow funded' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status', { name: 'Contract state' })).toHaveText('Active');
    await expect(amounts).toContainText('In escrow now700.00 USDC');
    await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Escrow funded');

    // The professional sees the funded contract and the delivery form.
    await seller.goto(`/contracts/${contractId}`);
    await expect(seller.getByRole('status', { name: 'Contract state' })).toHaveText('Active');
    await expect(seller.getByRole('form', { name: 'Deliver the work' })).toBeVisible();
    await expect(seller.getByRole('region', { name: 'Amounts' })).toContainText(
      'You receive630.00 USDC',
    );

    // Both faucet deposits are in the wallet's history, with the provider's ids.
    await page.goto('/wallet');
    await page.getByRole('link', { name: 'Transactions' }).click();
    await expect(page).toHaveURL('/wallet/transactions');
    const rows = page.getByRole('table', { name: 'Wallet transfers' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('Deposit');
    await expect(rows.nth(1)).toContainText('Test faucet');
    await expect(rows.nth(1)).toContainText('+200.00 USDC');
    await expect(rows.nth(1)).toContainText('Complete');
    await expect(rows.nth(2)).toContainText('+500.00 USDC');
    await expect(
      rows.nth(1).getByRole('button', { name: 'Copy provider transfer id' }),
    ).toBeVisible();
  });

  test('a naira contract shows its amounts in naira; a short client pays it into escrow through the checkout', async ({
    page,
    arrangeDeal,
  }) => {
    await signUp(page.request, 'client');
    const { contractId, title } = await arrangeDeal({
      stage: 'accepted',
      price: 350_000,
      deposit: 0,
      buyer: page.request,
      currency: 'NGN',
    });
    await page.goto(`/contracts/${contractId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const amounts = page.getByRole('region', { name: 'Amounts' });
    await expect(amounts).toContainText('Contract price₦350,000.00');
    await expect(amounts).toContainText('Platform fee, on release₦35,000.00');
    await expect(amounts).toContainText('The professional receives₦315,000.00');
    const nextStep = page.getByRole('region', { name: 'Next step' });
    await expect(nextStep).toContainText('Add at least ₦350,000.00');

    // The checkout pays the naira straight into the escrow: the fee is shown first, on top.
    await nextStep.getByRole('link', { name: 'Pay ₦350,000.00 into escrow' }).click();
    const form = page.getByRole('form', { name: 'Pay naira into escrow' });
    await expect(form.getByLabel('Amount')).toHaveValue('350,000');
    await expect(form.getByTestId('checkout-fee')).toContainText('you pay ₦352,000.00');
    await form.getByRole('button', { name: 'Pay ₦350,000.00 into escrow' }).click();
    await expect(page.getByRole('heading', { name: 'Local test checkout' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay ₦352,000.00' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Paid into escrow' })).toContainText(
      '₦350,000.00 was paid in and funds the contract',
    );
    await page.goto(`/contracts/${contractId}`);
    await expect(page.getByRole('status', { name: 'Contract state' })).toHaveText('Active');
    await expect(amounts).toContainText('₦350,000.00');
  });

  test('a new account sees no transfers yet, and on a phone the transfers are cards', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signUp(page.request, 'client');
    await page.goto('/wallet/transactions');
    await expect(page.getByText('No deposits or withdrawals yet')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Add funds' }).last().click();
    await expect(page).toHaveURL('/wallet/funding');

    await faucet(page.request, 25);
    await page.goto('/wallet/transactions');
    const cards = page.getByRole('list', { name: 'Wallet transfers' }).getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('+25.00 USDC');
    await expect(page.getByRole('table', { name: 'Wallet transfers' })).toBeHidden();
  });

  test('the professional delivers a checklist report, the client asks for changes, then approves', async ({
    page,
    arrangeDeal,
    openFreshVisitorPage,
  }) => {
    // Two people, a delivery, a change request, a redelivery and a release: the longest journey.
    test.slow();
    const word = uniqueWord();
    await signUp(page.request, 'client');
    const seller = await openFreshVisitorPage();
    await signInAsDemo(seller.request, 'seller');
    const { contractId } = await arrangeDeal({
      stage: 'funded',
      price: 700,
      deposit: 700,
      buyer: page.request,
      seller: seller.request,
    });

    // The professional answers every checklist item, attaches the search report and delivers.
    await seller.goto(`/contracts/${contractId}`);
    const form = seller.getByRole('form', { name: 'Deliver the work' });
    await form.getByRole('button', { name: 'Deliver work' }).click();
    await expect(form).toContainText('Write a report of 50 to 20000 characters');
    await expect(form).toContainText('Answer every checklist item before you deliver');
    await form
      .getByLabel('Report', { exact: true })
      .fill(
        `Plot ${word}: the Certificate of Occupancy is genuine and registered to the seller at the Lagos Land Registry.`,
      );
    const groups = form.getByRole('radiogroup');
    const count = await groups.count();
    for (let index = 0; index < count; index += 1) {
      await groups.nth(index).getByRole('radio', { name: 'Confirmed' }).check();
    }
    await form
      .getByRole('radiogroup', { name: 'Encumbrances' })
      .getByRole('radio', { name: 'Issue found' })
      .check();
    await form.getByLabel('Note on Encumbrances').fill('A mortgage to a bank is registered.');
    await attachFile(seller, samplePdf('registry-search.pdf'));
    await form.getByRole('button', { name: 'Deliver work' }).click();
    await expect(seller.getByRole('alert').filter({ hasText: 'Work delivered' })).toBeVisible();
    await expect(seller.getByRole('status', { name: 'Contract state' })).toHaveText('Delivered');

    // The client reads the delivery and sends it back with a note.
    await page.goto(`/contracts/${contractId}`);
    const deliverables = page.getByRole('region', { name: 'Deliverables' });
    const answers = deliverables.getByRole('list', { name: 'Checklist answers' });
    await expect(answers).toContainText('EncumbrancesIssue found');
    await expect(answers).toContainText('A mortgage to a bank is registered.');
    await expect(deliverables.getByRole('link', { name: 'registry-search.pdf' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(page.getByRole('region', { name: 'Next step' })).toContainText(
      'the escrow is released to the professional on',
    );
    await page.getByRole('button', { name: 'Request changes' }).click();
    const changes = page.getByRole('dialog', { name: 'Request changes' });
    await changes
      .getByRole('textbox', { name: 'What should change?' })
      .fill('Please attach the certified true copy of the registry search.');
    await changes.getByRole('button', { name: 'Send back for changes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Changes requested' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Contract state' })).toHaveText('Active');
    await expect(page.getByRole('list', { name: 'Timeline' })).toContainText(
      'Please attach the certified true copy',
    );

    // The professional finds the request and its note at the top of the page, not only in the
    // timeline, and the next step says so.
    await seller.reload();
    const request = seller.getByRole('region', { name: 'The client asked for changes' });
    await expect(request).toContainText(
      '“Please attach the certified true copy of the registry search.”',
    );
    await expect(seller.getByRole('region', { name: 'Next step' })).toContainText(
      'The client asked for changes: read their note above',
    );
    await expect(seller.getByRole('region', { name: 'Next step' })).not.toContainText(
      'The escrow is funded',
    );

    // The redelivery starts from the previous answers; sending them unchanged asks first.
    const revised = seller.getByRole('form', { name: 'Deliver the revised work' });
    await expect(revised.getByLabel('Report', { exact: true })).toHaveValue(/Plot /);
    await revised.getByRole('button', { name: 'Deliver work' }).click();
    const same = seller.getByRole('dialog', { name: 'Deliver the same work again?' });
    await expect(same).toContainText('the same as in delivery 1');
    await expect(same).toContainText('The client asked: “Please attach the certified true copy');
    await same.getByRole('button', { name: 'Go back' }).click();
    await expect(same).toBeHidden();
    await expect(seller.getByRole('status', { name: 'Contract state' })).toHaveText('Active');
    await revised.getByRole('button', { name: 'Deliver work' }).click();
    await same.getByRole('button', { name: 'Deliver it unchanged' }).click();
    await expect(seller.getByRole('status', { name: 'Contract state' })).toHaveText('Delivered');
    await expect(same).toBeHidden();
    await expect(request).toBeHidden();

    // The client approves: the dialog says what the professional gets after the fee.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Deliverables' })).toContainText('Delivery 2');
    await page.getByRole('button', { name: 'Approve and release' }).click();
    const approve = page.getByRole('dialog', { name: 'Approve the work and release the escrow?' });
    await expect(approve).toContainText('receives 630.00 USDC');
    await approve.getByRole('button', { name: 'Release 700.00 USDC' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Escrow released' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Contract state' })).toHaveText('Completed');
    const amounts = page.getByRole('region', { name: 'Amounts' });
    await expect(amounts).toContainText('In escrow now0.00 USDC');
    await expect(amounts).toContainText('The professional received630.00 USDC');
    await expect(amounts).toContainText('Platform fee taken70.00 USDC');
    // The demo professional is shared by other tests: only this contract's release counts.
    const movements = await seller.request.get('/api/money/movements?kind=release');
    const { items } = (await movements.json()) as { items: Array<{ contractId: string }> };
    const release = items.find((item) => item.contractId === contractId);
    expect(release).toMatchObject({ availableDeltaMinor: minor(630), feeMinor: minor(70) });
  });

  test('a dispute: the other party adds their side once', async ({
    page,
    arrangeDeal,
    openFreshVisitorPage,
  }) => {
    await signUp(page.request, 'client');
    const seller = await openFreshVisitorPage();
    await signInAsDemo(seller.request, 'seller');
    const { contractId } = await arrangeDeal({
      stage: 'funded',
      price: 300,
      deposit: 300,
      buyer: page.request,
      seller: seller.request,
    });

    await page.goto(`/contracts/${contractId}`);
    await page.getByRole('button', { name: 'Open dispute' }).click();
    const dialog = page.getByRole('dialog', { name: 'Open a dispute' });
    const reason = dialog.getByRole('textbox', { name: 'Why are you disputing?' });
    await reason.fill('Too short');
    await dialog.getByRole('button', { name: 'Open the dispute' }).click();
    await expect(dialog).toContainText('Write 20 to 4000 characters');
    await reason.fill('Nothing was delivered two weeks after funding and calls go unanswered.');
    await dialog.getByRole('button', { name: 'Open the dispute' }).click();
    await expect(page.getByRole('status', { name: 'Contract state' })).toHaveText('Disputed');
    const dispute = page.getByRole('region', { name: 'Dispute' });
    await expect(dispute).toContainText('calls go unanswered');
    await expect(dispute).toContainText('has not given their side');

    await seller.goto(`/contracts/${contractId}`);
    const sellerDispute = seller.getByRole('region', { name: 'Dispute' });
    const side = sellerDispute.getByRole('textbox', { name: 'Your side of the story' });
    await side.fill('The registry was closed for two weeks; half of the searches are done.');
    await sellerDispute.getByRole('button', { name: 'Send your statement' }).click();
    await expect(seller.getByRole('alert').filter({ hasText: 'Statement sent' })).toBeVisible();
    await expect(side).toBeHidden();
    await expect(sellerDispute).toContainText('The registry was closed for two weeks');
  });
});
