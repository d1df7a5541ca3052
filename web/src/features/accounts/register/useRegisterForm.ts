import { ACCOUNT_TYPES, PASSWORD_MESSAGES, type AccountType } from '@titletrust/shared';
import type { registerRequestSchema } from '@titletrust/shared/contracts/accounts-registration';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, apiRequest } from '../../../lib/api';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from '../../../lib/fieldErrors';
import { notify } from '../../../lib/notify';
import { announceAuthChange } from '../session/authChannel';
import { pathAfterSignIn } from '../session/returnPath';
import { loadSessionResponseSchema } from '../session/sessionQueries';
import { storeSessionUser } from '../session/useSession';
import { useSingleMutation } from '../../../lib/useSingleMutation';

export interface RegisterFormValues {
  accountType: AccountType | '';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  agreeToTerms: boolean;
}

export type RegisterField = keyof RegisterFormValues;

const REGISTRATION_FAILED = 'We could not create your account. Please try again.';

type Schema = ReturnType<typeof registerRequestSchema>;

let schema: Promise<Schema> | undefined;
/**
 * The registration contract, fetched once the form is on screen rather than before the page can
 * draw: it brings the phone numbering plans (about 50 KB compressed), needed only when a field is
 * checked. In the browser it checks the spec's disposable keywords only.
 */
function registrationSchema(): Promise<Schema> {
  schema ??= import('@titletrust/shared/contracts/accounts-registration').then(
    (module) => module.registerRequestSchema(),
    (error: unknown) => {
      schema = undefined; // not fetched (offline, say): the next check asks again
      throw error;
    },
  );
  return schema;
}

function accountTypeFrom(raw: string | null): AccountType | '' {
  return ACCOUNT_TYPES.find((type) => type === raw) ?? '';
}

async function problemsOf(values: RegisterFormValues): Promise<FieldErrors> {
  const result = (await registrationSchema()).safeParse(values);
  return result.success ? {} : fieldErrorsFromZod(result.error);
}

/**
 * The registration form's state: values, per-field errors (browser checks on blur and submit,
 * then the server's), and the submit call. Typed values survive every failed attempt.
 */
export function useRegisterForm(initialType: string | null, returnTo: string | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState<RegisterFormValues>({
    accountType: accountTypeFrom(initialType),
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    password: '',
    confirmPassword: '',
    agreeToTerms: false,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [confirmLeft, setConfirmLeft] = useState(false);
  const [termsLeft, setTermsLeft] = useState(false);
  useEffect(() => void registrationSchema().catch(() => undefined), []);
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  }, [values]);

  const passwordsMatch = values.password !== '' && values.password === values.confirmPassword;
  const canSubmit = values.agreeToTerms && passwordsMatch;

  const setValue = <Field extends RegisterField>(
    field: Field,
    value: RegisterFormValues[Field],
  ) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field stops showing its old complaint; the next check decides again.
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** On leaving a field: check it alone, and only once something was typed into it. */
  const validateField = (field: RegisterField) => {
    if (field === 'confirmPassword') return setConfirmLeft(true);
    if (field === 'agreeToTerms') return setTermsLeft(true);
    if (values[field] === '') return;
    const checked = values[field];
    void problemsOf(values).then(
      (problems) => {
        // Typed on meanwhile: the next check speaks for the new value.
        if (latest.current[field] !== checked) return;
        setErrors((current) => ({ ...current, [field]: problems[field] }));
      },
      // Not fetched: the check waits for the next blur or the submit.
      () => undefined,
    );
  };

  const mutation = useSingleMutation({
    mutationFn: (body: unknown) =>
      apiRequest('/accounts/register', loadSessionResponseSchema, { json: body }),
    onSuccess: async ({ user }) => {
      storeSessionUser(queryClient, user);
      announceAuthChange('signed-in');
      notify.success(
        `Welcome to TitleTrust, ${user?.name ?? 'and thank you for joining'}.`,
        'Account created',
      );
      await navigate(user ? pathAfterSignIn(user.role, returnTo) : '/login', { replace: true });
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return setFormError(REGISTRATION_FAILED);
      if (error.code === 'CONFLICT') return setErrors({ email: error.message });
      setErrors(fieldErrorsFromApi(error.fields));
      // Anything the fields cannot show (rate limits, unknown fields) goes above the form.
      const onAField = (path: string) => (path.split('.')[0] ?? '') in values;
      if (error.fields.length === 0 || !error.fields.every((field) => onAField(field.path))) {
        setFormError(error.message);
      }
    },
  });

  const submit = async () => {
    if (!canSubmit || mutation.isPending) return;
    setFormError(undefined);
    const result = await registrationSchema().then(
      (loaded) => loaded.safeParse(values),
      () => undefined,
    );
    if (!result) return setFormError(REGISTRATION_FAILED);
    if (!result.success) return setErrors(fieldErrorsFromZod(result.error));
    setErrors({});
    if (!mutation.isPending) mutation.mutate(result.data);
  };

  const passwordsDiffer =
    values.confirmPassword !== '' && values.password !== values.confirmPassword;
  // While the second password is still being typed it is not "wrong" yet.
  const showMismatch =
    passwordsDiffer && (confirmLeft || values.confirmPassword.length >= values.password.length);

  const fieldError = (field: RegisterField): string | undefined => {
    if (field === 'confirmPassword' && showMismatch) return PASSWORD_MESSAGES.mismatch;
    return errors[field];
  };

  return {
    values,
    fieldError,
    formError,
    setValue,
    setError: (field: RegisterField, message: string) =>
      setErrors((current) => ({ ...current, [field]: message })),
    validateField,
    submit,
    canSubmit,
    passwordsMatch,
    termsLeft,
    isSubmitting: mutation.isPending,
  };
}
