import { Alert, Button, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { GIG_LIMITS, type CurrencyCode } from '@titletrust/shared';
import { AmountInput } from '../../../ui/AmountInput';
import { MilestoneEditor } from '../milestones/MilestoneEditor';
import { PayoutPreview } from './PayoutPreview';
import { usePlaceBidForm } from './usePlaceBidForm';

interface Props {
  gigId: string;
  /** The gig's currency: the price is typed, checked and paid in it. */
  currency: CurrencyCode;
  /** An unverified professional sees the form, but cannot use it. */
  disabled: boolean;
}

export function BidForm({ gigId, currency, disabled }: Props) {
  const form = usePlaceBidForm(gigId, currency);
  const { values, errors, setValue, validateField } = form;
  return (
    <form
      noValidate
      aria-label="Place a bid"
      onSubmit={(event) => {
        event.preventDefault();
        if (!disabled) form.submit();
      }}
    >
      <Stack gap="sm">
        {form.formError && (
          <Alert color="red" title="Your bid was not placed" role="alert">
            {form.formError}
          </Alert>
        )}
        <AmountInput
          currency={currency}
          label="Your price"
          value={values.amount}
          onChange={(text) => setValue('amount', text)}
          onBlur={() => validateField('amount')}
          error={errors.amountMinor}
          disabled={disabled}
        />
        {!disabled && <PayoutPreview amount={values.amount} currency={currency} />}
        <TextInput
          label="Delivery time (days)"
          placeholder="e.g. 7"
          inputMode="numeric"
          autoComplete="off"
          value={values.deliveryDays}
          onChange={(event) => setValue('deliveryDays', event.currentTarget.value)}
          onBlur={() => validateField('deliveryDays')}
          error={errors.deliveryDays}
          disabled={disabled}
        />
        <Textarea
          label="Cover letter"
          placeholder="How you will do the work: the searches you will make, your experience with this kind of property."
          description={`${values.coverLetter.length.toLocaleString('en-NG')} / ${GIG_LIMITS.coverLetterMax.toLocaleString('en-NG')} characters`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autosize
          minRows={5}
          maxRows={12}
          value={values.coverLetter}
          onChange={(event) => setValue('coverLetter', event.currentTarget.value)}
          onBlur={() => validateField('coverLetter')}
          error={errors.coverLetter}
          disabled={disabled}
        />
        <Stack gap={4}>
          <Text id="bid-payment-plan" size="sm" fw={500}>
            How the client pays
          </Text>
          <SegmentedControl
            aria-labelledby="bid-payment-plan"
            fullWidth
            value={form.payInMilestones ? 'milestones' : 'once'}
            onChange={(value) => form.setPayInMilestones(value === 'milestones')}
            disabled={disabled}
            data={[
              { value: 'once', label: 'Pay in one go' },
              { value: 'milestones', label: 'Pay in milestones' },
            ]}
          />
          <Text size="xs" c="dimmed">
            In milestones, the client funds and approves each stage on its own, and you are paid as
            each one is done.
          </Text>
        </Stack>
        {form.payInMilestones ? (
          <section aria-label="Milestones">
            <MilestoneEditor
              rows={form.milestones}
              onChange={form.setMilestones}
              errors={form.milestoneErrors}
              onBlurField={form.validateMilestoneField}
              currency={currency}
              price={form.priceMinor}
              disabled={disabled}
            />
          </section>
        ) : (
          <Text size="sm" c="dimmed">
            The client funds the whole price at the start and you are paid when the work is
            approved.
          </Text>
        )}
        <Button type="submit" loading={form.isSubmitting} disabled={disabled}>
          Place bid
        </Button>
      </Stack>
    </form>
  );
}
