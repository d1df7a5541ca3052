import { Alert, Button, Checkbox, Stack } from '@mantine/core';
import type { SessionUser } from '@titletrust/shared';
import type { ChangeEvent } from 'react';
import { AccountTypeChoice } from '../components/AccountTypeChoice';
import { TermsAgreementLabel } from '../components/TermsAgreementLabel';
import {
  PersonalDetailsFields,
  type PersonalDetailsField,
} from '../components/PersonalDetailsFields';
import { useCompleteProfileForm } from './useCompleteProfileForm';

/** Spec §3 "Profile-completion form": names, e-mail, optional phone, account type, terms. */
export function CompleteProfileForm({ user }: { user: SessionUser }) {
  const form = useCompleteProfileForm(user);
  const { values, setValue, fieldError } = form;

  const inputProps = (field: PersonalDetailsField) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(field, event.currentTarget.value),
    error: fieldError(field),
  });

  return (
    <form
      noValidate
      aria-label="Complete your profile"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      <Stack gap="md">
        {form.formError && (
          <Alert color="red" title="Your profile was not saved">
            {form.formError}
          </Alert>
        )}
        <PersonalDetailsFields inputProps={inputProps} phoneRequired={false} autoFocusFirstName />
        <AccountTypeChoice
          value={values.userType}
          onChange={(type) => setValue('userType', type)}
          error={fieldError('userType')}
        />
        <Checkbox
          label={<TermsAgreementLabel />}
          checked={values.agreeToTerms}
          onChange={(event) => setValue('agreeToTerms', event.currentTarget.checked)}
          error={fieldError('agreeToTerms')}
        />
        <Button type="submit" size="md" loading={form.isSubmitting}>
          Complete profile
        </Button>
      </Stack>
    </form>
  );
}
