import { Alert, Button, Stack, Textarea, TextInput } from '@mantine/core';
import { GIG_LIMITS } from '@titletrust/shared';
import { PayoutPreview } from './PayoutPreview';
import { usePlaceBidForm } from './usePlaceBidForm';

interface Props {
  gigId: string;
  /** An unverified professional sees the form, but cannot use it. */
  disabled: boolean;
}

export function BidForm({ gigId, disabled }: Props) {
  const form = usePlaceBidForm(gigId);
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
        <TextInput
          label="Your price (USDC)"
          placeholder="e.g. 750"
          inputMode="decimal"
          autoComplete="off"
          rightSection="USDC"
          rightSectionWidth={56}
          value={values.amount}
          onChange={(event) => setValue('amount', event.currentTarget.value)}
          onBlur={() => validateField('amount')}
          error={errors.amountMinor}
          disabled={disabled}
        />
        {!disabled && <PayoutPreview amount={values.amount} />}
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
        <Button type="submit" loading={form.isSubmitting} disabled={disabled}>
          Place bid
        </Button>
      </Stack>
    </form>
  );
}
