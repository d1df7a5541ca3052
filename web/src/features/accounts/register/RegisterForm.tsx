import { Alert, Anchor, Button, Checkbox, List, Stack, Text } from '@mantine/core';
import { ACCOUNT_MESSAGES, PAGES } from '@titletrust/shared';
import type { ChangeEvent } from 'react';
import { Link } from 'react-router';
import { AccountTypeChoice } from '../components/AccountTypeChoice';
import { AlternativeSignUpButtons } from '../components/AlternativeSignUpButtons';
import { PasswordField } from '../components/PasswordField';
import { PasswordStrengthMeter } from '../components/PasswordStrengthMeter';
import { TermsAgreementLabel } from '../components/TermsAgreementLabel';
import { PersonalDetailsFields } from '../components/PersonalDetailsFields';
import { pathReturningTo } from '../session/returnPath';
import { useRegisterForm, type RegisterField } from './useRegisterForm';

interface Props {
  initialType: string | null;
  returnTo: string | null;
}

export function RegisterForm({ initialType, returnTo }: Props) {
  const form = useRegisterForm(initialType, returnTo);
  const { values, setValue, validateField, fieldError } = form;
  const termsError =
    fieldError('agreeToTerms') ??
    (form.termsLeft && !values.agreeToTerms ? ACCOUNT_MESSAGES.termsRequired : undefined);

  // Spec §5 keeps the button disabled until both hold; the list under it says what is missing.
  const blockers = [
    !form.passwordsMatch && 'Enter the same password in both password fields.',
    !values.agreeToTerms && !termsError && ACCOUNT_MESSAGES.termsRequired,
  ].filter((blocker): blocker is string => !!blocker);

  const inputProps = (field: Exclude<RegisterField, 'accountType' | 'agreeToTerms'>) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(field, event.currentTarget.value),
    onBlur: () => validateField(field),
    error: fieldError(field),
  });

  return (
    <Stack gap="lg">
      <form
        noValidate
        aria-label="Registration"
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Every field is required.
          </Text>
          {form.formError && (
            <Alert color="red" title="Your account was not created">
              {form.formError}
            </Alert>
          )}
          <AccountTypeChoice
            value={values.accountType}
            onChange={(type) => setValue('accountType', type)}
            error={fieldError('accountType')}
          />
          <PersonalDetailsFields inputProps={inputProps} phoneRequired />
          <Stack gap="xs">
            <PasswordField
              label="Password"
              autoComplete="new-password"
              aria-required
              {...inputProps('password')}
            />
            <PasswordStrengthMeter password={values.password} />
          </Stack>
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            aria-required
            {...inputProps('confirmPassword')}
          />
          <Checkbox
            label={<TermsAgreementLabel />}
            checked={values.agreeToTerms}
            onChange={(event) => setValue('agreeToTerms', event.currentTarget.checked)}
            onBlur={() => validateField('agreeToTerms')}
            error={termsError}
          />
          <Stack gap={6}>
            <Button
              type="submit"
              size="md"
              disabled={!form.canSubmit}
              loading={form.isSubmitting}
              aria-describedby={blockers.length > 0 ? 'register-blockers' : undefined}
            >
              Create account
            </Button>
            {blockers.length > 0 && (
              <List id="register-blockers" size="xs" c="dimmed" spacing={2}>
                {blockers.map((blocker) => (
                  <List.Item key={blocker}>{blocker}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        </Stack>
      </form>
      <AlternativeSignUpButtons
        accountType={values.accountType}
        onAccountTypeMissing={() =>
          form.setError('accountType', ACCOUNT_MESSAGES.accountTypeRequired)
        }
        returnTo={returnTo}
      />
      <Text size="sm" ta="center">
        Already have an account?{' '}
        <Anchor component={Link} to={pathReturningTo(PAGES.login.path, returnTo)}>
          Sign in
        </Anchor>
      </Text>
    </Stack>
  );
}
