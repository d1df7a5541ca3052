import {
  ACCOUNT_MESSAGES,
  profileCompletionSchema,
  sessionResponseSchema,
  type SessionUser,
} from '@titletrust/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, apiRequest } from '../../../lib/api';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from '../../../lib/fieldErrors';
import { notify } from '../../../lib/notify';
import { announceAuthChange } from '../session/authChannel';
import { pathAfterSignIn, RETURN_TO_PARAM } from '../session/returnPath';
import { SESSION_QUERY_KEY, storeSessionUser } from '../session/useSession';
import { initialProfileValues, type ProfileCompletionValues } from './initialProfileValues';
import { forgetPendingAccountType, readPendingAccountType } from './pendingAccountType';
import { useSingleMutation } from '../../../lib/useSingleMutation';

export type ProfileCompletionField = keyof ProfileCompletionValues;

// In the browser the schema checks the spec's disposable keywords; the server checks the rest.
const schema = profileCompletionSchema();

function isFormField(path: string): path is ProfileCompletionField {
  return ['firstName', 'lastName', 'email', 'phone', 'userType', 'agreeToTerms'].includes(path);
}

/** The form's state and its submission; on success the profile is complete and we move on. */
export function useCompleteProfileForm(user: SessionUser) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [values, setValues] = useState(() => initialProfileValues(user, readPendingAccountType()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();

  const setValue = <Field extends ProfileCompletionField>(
    field: Field,
    value: ProfileCompletionValues[Field],
  ) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const mutation = useSingleMutation({
    mutationFn: async (body: unknown) => {
      const { user: completed } = await apiRequest(
        '/accounts/profile-completion',
        sessionResponseSchema,
        { json: body },
      );
      if (!completed) throw new Error('the completed profile came back without a user');
      return completed;
    },
    onSuccess: async (completed) => {
      forgetPendingAccountType();
      storeSessionUser(queryClient, completed);
      announceAuthChange('signed-in');
      notify.success(`Welcome to TitleTrust, ${completed.name}.`, 'Profile complete');
      const returnTo = new URLSearchParams(search).get(RETURN_TO_PARAM);
      await navigate(pathAfterSignIn(completed.role, returnTo), { replace: true });
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return setFormError(ACCOUNT_MESSAGES.profileUpdateFailed);
      if (error.code === 'CONFLICT' && error.fields.length === 0) {
        // "No pending MetaMask profile to complete": finished meanwhile, perhaps in another tab;
        // the fresh session closes this form.
        setFormError(error.message);
        return void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      }
      const onFields = error.fields.filter((field) => isFormField(field.path.split('.')[0] ?? ''));
      setErrors(fieldErrorsFromApi(onFields));
      if (onFields.length === 0 || onFields.length < error.fields.length) {
        setFormError(ACCOUNT_MESSAGES.profileUpdateFailed);
      }
    },
  });

  const submit = () => {
    if (mutation.isPending) return;
    setFormError(undefined);
    const result = schema.safeParse(values);
    if (!result.success) return setErrors(fieldErrorsFromZod(result.error));
    setErrors({});
    mutation.mutate(result.data);
  };

  return {
    values,
    setValue,
    fieldError: (field: ProfileCompletionField) => errors[field],
    formError,
    submit,
    isSubmitting: mutation.isPending,
  };
}
