import { Alert, Button, Container, Group, Loader, Stack, Text } from '@mantine/core';
import { formatMoney, PAGES, type Checkout } from '@titletrust/shared';
import { Link, useSearchParams } from 'react-router';
import { contractPath } from '../../lib/contractPath';
import { usePageTitle } from '../../lib/usePageTitle';
import { PageHeading } from '../../ui/PageHeading';
import { QueryFailedAlert } from '../../ui/QueryFailedAlert';
import { useCheckout } from './useCheckout';

function Outcome({ checkout }: { checkout: Checkout }) {
  const amount = formatMoney(BigInt(checkout.amountMinor), 'NGN');
  const back = checkout.contractId ? (
    <Button component={Link} to={contractPath(checkout.contractId)}>
      Back to the contract
    </Button>
  ) : (
    <Button component={Link} to={PAGES.payments.path}>
      See your payments
    </Button>
  );
  switch (checkout.state) {
    case 'paid':
      return (
        <Alert color="green" title={checkout.fundedContract ? 'Paid into escrow' : 'Naira added'}>
          <Stack gap="sm">
            <Text size="sm">
              {checkout.fundedContract
                ? `${amount} was paid in and funds the contract's escrow: the professional can start.`
                : checkout.purpose === 'escrow'
                  ? `${amount} was paid in. The contract could no longer be funded, so the money is in your available balance.`
                  : `${amount} was added to your available balance.`}
            </Text>
            <Group>{back}</Group>
          </Stack>
        </Alert>
      );
    case 'failed':
      return (
        <Alert color="red" title="The payment failed">
          <Stack gap="sm">
            <Text size="sm">
              Nothing was taken for {amount}
              {checkout.providerMessage ? ` (${checkout.providerMessage})` : ''}. You can try again.
            </Text>
            <Group>
              <Button component={Link} to={PAGES.walletFunding.path}>
                Try again
              </Button>
            </Group>
          </Stack>
        </Alert>
      );
    case 'abandoned':
      return (
        <Alert color="yellow" title="The payment was not completed">
          <Stack gap="sm">
            <Text size="sm">You left the checkout before paying {amount}. Nothing was taken.</Text>
            <Group>
              <Button component={Link} to={PAGES.walletFunding.path}>
                Start again
              </Button>
            </Group>
          </Stack>
        </Alert>
      );
    case 'needs_review':
      return (
        <Alert color="orange" title="Your payment is being checked">
          <Text size="sm">
            The payment provider reported a charge that does not match the {amount} you asked to
            pay, so nothing has been credited yet. Our team has been told and will sort it out; you
            will get a notice. Please do not pay again for the same thing.
          </Text>
        </Alert>
      );
    default:
      return (
        <Alert color="blue" title="Waiting for the payment" icon={<Loader size="xs" />}>
          <Text size="sm">
            The provider has not confirmed your payment of {amount} yet. This page updates by
            itself; you can also leave it — the money is credited once it is confirmed.
          </Text>
        </Alert>
      );
  }
}

/** Where the payments provider sends the client back: what happened to their checkout. */
export function CheckoutReturnPage() {
  usePageTitle(PAGES.checkoutReturn.title);
  const [params] = useSearchParams();
  // Paystack sends the payer back with `?trxref=…&reference=…`, both our reference.
  const reference = params.get('reference') ?? params.get('trxref') ?? undefined;
  const checkout = useCheckout(reference);
  return (
    <Container size="sm" py={{ base: 24, sm: 48 }}>
      <Stack gap="lg">
        <PageHeading title={PAGES.checkoutReturn.title} />
        {!reference ? (
          <Alert color="red" title="No payment to show">
            This address names no checkout.
          </Alert>
        ) : checkout.isPending ? (
          <Loader aria-label="Checking your payment" />
        ) : checkout.isError ? (
          <QueryFailedAlert query={checkout} title="Your payment could not be checked" />
        ) : (
          <Outcome checkout={checkout.data.checkout} />
        )}
      </Stack>
    </Container>
  );
}
