import { gigDetailSchema, type GigInput } from '@titletrust/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ApiError, apiRequest, errorMessageOf } from '../../../lib/api';
import { fieldErrorsFromApi, type FieldErrors } from '../../../lib/fieldErrors';
import { notify } from '../../../lib/notify';
import { gigPath } from '../../../lib/gigPath';
import { refreshMarketplace } from '../../../lib/marketplaceQueryKeys';
import { formatDateTime } from '../../../lib/timeLeft';
import { clearGigDraft } from './gigDraft';
import {
  emptyGigForm,
  validateGigForm,
  type GigFormValues,
  type GigInputField,
} from './gigFormValues';
import { useSingleMutation } from '../../../lib/useSingleMutation';

const savedGigSchema = z.object({ gig: gigDetailSchema });

/** What the form saves: a new gig, or changes to one the client already published. */
export type GigFormTarget = { kind: 'new' } | { kind: 'edit'; gigId: string };

function saveGig(target: GigFormTarget, body: GigInput) {
  return target.kind === 'new'
    ? apiRequest('/gigs', savedGigSchema, { json: body })
    : apiRequest(`/gigs/${encodeURIComponent(target.gigId)}`, savedGigSchema, {
        method: 'PUT',
        json: body,
      });
}

/** Which contract field each form field's problems arrive under. */
export const ERROR_FIELD: Record<keyof GigFormValues, GigInputField> = {
  category: 'category',
  title: 'title',
  description: 'description',
  propertyState: 'propertyState',
  propertyAddress: 'propertyAddress',
  budgetType: 'budgetMaxMinor',
  budgetMin: 'budgetMinMinor',
  budgetMax: 'budgetMaxMinor',
  bidDeadline: 'bidDeadline',
};

const FORM_FIELDS = new Set<string>([...Object.values(ERROR_FIELD), 'attachmentIds']);

// The form's own alert sits at the top: bring it, or the preview, into view.
const scrollToTop = () => window.scrollTo({ top: 0 });

/**
 * The gig form: values as typed, errors per contract field (checked on leaving a field, before
 * the preview and by the server), the edit → preview → publish (or save) steps. A failed save
 * keeps everything that was typed and goes back to the fields.
 */
export function usePostGigForm(
  target: GigFormTarget,
  draftId: string,
  initialValues: GigFormValues | undefined,
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState<GigFormValues>(() => initialValues ?? emptyGigForm());
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [step, setStep] = useState<'edit' | 'preview'>('edit');

  const setValue = <Field extends keyof GigFormValues>(
    field: Field,
    value: GigFormValues[Field],
  ) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [ERROR_FIELD[field]]: undefined }));
  };

  /** On leaving a field: check it alone, once something was typed or chosen. */
  const validateField = (field: keyof GigFormValues, attachmentIds: string[]) => {
    if (values[field] === '') return;
    const result = validateGigForm(values, attachmentIds);
    const key = ERROR_FIELD[field];
    setErrors((current) => ({ ...current, [key]: result.ok ? undefined : result.errors[key] }));
  };

  const publish = useSingleMutation({
    mutationFn: (body: GigInput) => saveGig(target, body),
    onSuccess: async ({ gig }) => {
      clearGigDraft(draftId);
      notify.success(
        `Professionals can bid until ${formatDateTime(gig.bidDeadline)}.`,
        target.kind === 'new' ? 'Your gig is published' : 'Your changes are saved',
      );
      void refreshMarketplace(queryClient);
      await navigate(gigPath(gig.id));
    },
    onError: (error) => {
      setStep('edit');
      const fields = error instanceof ApiError ? error.fields : [];
      setErrors(fieldErrorsFromApi(fields));
      const allOnFields =
        fields.length > 0 && fields.every((field) => FORM_FIELDS.has(field.path.split('.')[0]!));
      setFormError(allOnFields ? 'Please correct the highlighted fields.' : errorMessageOf(error));
      notify.error(
        errorMessageOf(error),
        target.kind === 'new' ? 'Your gig was not published' : 'Your changes were not saved',
      );
      scrollToTop();
    },
  });

  /** From the fields to the preview, when the contract accepts them; false when it does not. */
  const preview = (attachmentIds: string[], uploading: boolean): boolean => {
    setFormError(undefined);
    const result = validateGigForm(values, attachmentIds);
    if (!result.ok) {
      setErrors(result.errors);
      setFormError('Please correct the highlighted fields.');
      return false;
    }
    if (uploading) {
      setFormError('Wait until your files have finished uploading.');
      scrollToTop();
      return true;
    }
    setErrors({});
    setStep('preview');
    scrollToTop();
    return true;
  };

  const submit = (attachmentIds: string[]) => {
    const result = validateGigForm(values, attachmentIds);
    if (!result.ok) {
      setErrors(result.errors);
      setStep('edit');
      return;
    }
    publish.mutate(result.body);
  };

  return {
    values,
    errors,
    formError,
    step,
    setValue,
    validateField,
    preview,
    backToEditing: () => setStep('edit'),
    submit,
    isPublishing: publish.isPending,
    isPublished: publish.isSuccess,
  };
}
