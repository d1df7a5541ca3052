import {
  bidResponseSchema,
  coverLetterTooLongMessage,
  GIG_LIMITS,
  type BidInput,
  type CurrencyCode,
} from '@titletrust/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, apiRequest, errorMessageOf } from '../../../lib/api';
import { fieldErrorsFromApi, type FieldErrors } from '../../../lib/fieldErrors';
import { notify } from '../../../lib/notify';
import { refreshMarketplace } from '../../../lib/marketplaceQueryKeys';
import {
  BID_ERROR_FIELD,
  readBidPrice,
  validateBidForm,
  type BidFormValues,
} from './bidFormValues';
import {
  emptyRow,
  fieldKey,
  milestoneErrorsFromApi,
  validateMilestoneRows,
  type MilestoneErrors,
  type MilestoneField,
  type MilestoneRow,
} from '../milestones/milestoneRows';
import { useSingleMutation } from '../../../lib/useSingleMutation';

const EMPTY: BidFormValues = { amount: '', deliveryDays: '', coverLetter: '' };
// Paying in milestones starts with two stages: one would be the same as paying in one go.
const firstRows = () => [emptyRow(), emptyRow()];

/**
 * The bid form's state. A refusal (not verified, already bid, deadline passed) shows above the
 * form and keeps everything typed, so nothing is lost if the professional can try again.
 */
export function usePlaceBidForm(gigId: string, currency: CurrencyCode) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<BidFormValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  // Off by default; switching back to one payment keeps the rows typed, unsent.
  const [payInMilestones, setPayInMilestones] = useState(false);
  const [milestones, setMilestones] = useState<MilestoneRow[]>(firstRows);
  const [milestoneErrors, setMilestoneErrors] = useState<MilestoneErrors>({});
  const price = readBidPrice(values.amount, currency);
  const priceMinor = price.ok ? price.minor : null;

  const setValue = (field: keyof BidFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A cover letter past the limit is said at once, as it is pasted, and kept whole: the
    // field never cuts it, and the bid is not sent until it is shortened.
    const length = field === 'coverLetter' ? value.trim().length : 0;
    const tooLong = length > GIG_LIMITS.coverLetterMax;
    setErrors((current) => ({
      ...current,
      [BID_ERROR_FIELD[field]]: tooLong ? coverLetterTooLongMessage(length) : undefined,
    }));
  };

  const validateField = (field: keyof BidFormValues) => {
    if (values[field].trim() === '') return;
    const result = validateBidForm(values, currency);
    const key = BID_ERROR_FIELD[field];
    setErrors((current) => ({ ...current, [key]: result.ok ? undefined : result.errors[key] }));
  };

  /** A milestone field left: its own problem, or none; the list's sum waits for the submit. */
  const validateMilestoneField = (index: number, field: MilestoneField) => {
    const key = fieldKey(index, field);
    const result = validateMilestoneRows(milestones, priceMinor, currency);
    setMilestoneErrors((current) => ({
      ...current,
      [key]: result.ok ? undefined : result.errors[key],
    }));
  };

  const placeBid = useSingleMutation({
    mutationFn: (body: BidInput) =>
      apiRequest(`/gigs/${encodeURIComponent(gigId)}/bids`, bidResponseSchema, { json: body }),
    onSuccess: async () => {
      notify.success(
        'The client sees your bid now. You can withdraw it while it is pending.',
        'Bid placed',
      );
      setValues(EMPTY);
      setPayInMilestones(false);
      setMilestones(firstRows());
      await refreshMarketplace(queryClient);
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fields : [];
      setErrors(fieldErrorsFromApi(fields));
      setMilestoneErrors(milestoneErrorsFromApi(fields));
      setFormError(errorMessageOf(error));
    },
  });

  const submit = () => {
    setFormError(undefined);
    const result = validateBidForm(values, currency);
    const plan = payInMilestones
      ? validateMilestoneRows(milestones, priceMinor, currency)
      : { ok: true as const, milestones: [] };
    setErrors(result.ok ? {} : result.errors);
    setMilestoneErrors(plan.ok ? {} : plan.errors);
    if (!result.ok || !plan.ok) return;
    placeBid.mutate({ ...result.body, milestones: plan.milestones });
  };

  return {
    values,
    errors,
    formError,
    setValue,
    validateField,
    payInMilestones,
    setPayInMilestones,
    milestones,
    setMilestones,
    milestoneErrors,
    validateMilestoneField,
    priceMinor,
    submit,
    isSubmitting: placeBid.isPending,
  };
}
