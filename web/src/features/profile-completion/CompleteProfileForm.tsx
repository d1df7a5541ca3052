import { Alert, Button, Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { SessionUser } from '@titletrust/shared';
import type { ChangeEvent } from 'react';
import { AccountTypeChoice } from '../accounts/components/AccountTypeChoice';
import { useCompleteProfileForm } from './useCompleteProfileForm';

/** Spec §3 "Profile-completion form": names, e-mail, optional phone, account type, terms. */
export function CompleteProfileForm({ user }: { user: SessionUser }) {
  const form = useCompleteProfileForm(user);
  const { values, setValue, fieldError } = form;

  const textField = (field: 'firstName' | 'lastName' | 'email' | 'phone') => ({
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
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="First name"
            autoComplete="given-name"
            aria-required
            data-autofocus
            {...textField('firstName')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            aria-required
            {...textField('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          aria-required
          {...textField('email')}
        />
        <TextInput
          label="Phone number"
          type="tel"
          autoComplete="tel"
          description="Optional. Nigerian numbers like 0803 123 4567 are fine; other countries start with +."
          {...textField('phone')}
        />
        <AccountTypeChoice
          value={values.userType}
          onChange={(type) => setValue('userType', type)}
          error={fieldError('userType')}
        />
        <Checkbox
          label="I agree to the Terms of Service"
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
