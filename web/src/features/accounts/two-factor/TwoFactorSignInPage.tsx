import { Alert, Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import {
  PAGES,
  sessionResponseSchema,
  TRUSTED_DEVICE_DAYS,
  twoFactorSignInSchema,
  type TwoFactorSignIn,
} from '@titletrust/shared';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError, apiRequest, errorMessageOf } from '../../../lib/api';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from '../../../lib/fieldErrors';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useSingleMutation } from '../../../lib/useSingleMutation';
import { AuthenticationCodeInput } from '../../../ui/AuthenticationCodeInput';
import { AuthCard } from '../components/AuthCard';
import { pathReturningTo, RETURN_TO_PARAM } from '../session/returnPath';
import { useFinishSignIn } from '../session/useFinishSignIn';

/**
 * The second step of a sign-in: the password, the wallet or Google was accepted and Better Auth
 * holds a pending challenge (a cookie, ten minutes); a code from the app or a recovery code ends
 * it with a session. A challenge that expired or was used up sends the person back to sign in.
 */
export function TwoFactorSignInPage() {
  usePageTitle(PAGES.twoFactorSignIn.title);
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.get(RETURN_TO_PARAM);
  const finish = useFinishSignIn(returnTo);
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [typed, setTyped] = useState<FieldErrors>({});
  const verify = useSingleMutation({
    mutationFn: async (body: TwoFactorSignIn) =>
      (await apiRequest('/accounts/sign-in/two-factor', sessionResponseSchema, { json: body }))
        .user,
    onSuccess: finish,
  });

  const submit = () => {
    const body = useRecovery ? { recoveryCode: code, trustDevice } : { code, trustDevice };
    const checked = twoFactorSignInSchema.safeParse(body);
    setTyped(checked.success ? {} : fieldErrorsFromZod(checked.error));
    if (checked.success) verify.mutate(checked.data);
  };
  const failure = verify.error;
  const problems = failure instanceof ApiError ? fieldErrorsFromApi(failure.fields) : {};
  const fieldError = useRecovery
    ? (typed.recoveryCode ?? problems.recoveryCode)
    : (typed.code ?? problems.code);
  const expired = failure instanceof ApiError && failure.code === 'UNAUTHENTICATED';
  const signInAgain = pathReturningTo(PAGES.login.path, returnTo);

  return (
    <AuthCard
      title={PAGES.twoFactorSignIn.title}
      subtitle={
        useRecovery
          ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each works once.'
          : 'Enter the 6-digit code from your authenticator app.'
      }
    >
      <form
        noValidate
        aria-label="Two-factor sign-in"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          {failure && !fieldError && (
            <Alert color="red" title="You are not signed in yet">
              {errorMessageOf(failure)}{' '}
              {(expired || (failure instanceof ApiError && failure.code === 'RATE_LIMITED')) && (
                <Anchor component={Link} to={signInAgain}>
                  Sign in again
                </Anchor>
              )}
            </Alert>
          )}
          {useRecovery ? (
            <TextInput
              label="Recovery code"
              autoComplete="off"
              placeholder="AbCd1-2eFgH"
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={fieldError}
              data-autofocus
            />
          ) : (
            <AuthenticationCodeInput
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={fieldError}
              autoFocus
            />
          )}
          <Checkbox
            label={`Trust this device for ${TRUSTED_DEVICE_DAYS} days`}
            description="Skip the code on this browser. Do not tick it on a shared computer."
            checked={trustDevice}
            onChange={(event) => setTrustDevice(event.currentTarget.checked)}
          />
          <Button type="submit" size="md" loading={verify.isPending}>
            Verify
          </Button>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setUseRecovery((current) => !current);
              setCode('');
              setTyped({});
              verify.reset();
            }}
          >
            {useRecovery ? 'Use a code from the app instead' : 'Use a recovery code instead'}
          </Anchor>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        <Anchor component={Link} to={signInAgain}>
          Back to sign in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
