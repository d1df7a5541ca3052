import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { EMAIL_MESSAGES, PASSWORD_MESSAGES, PAGES } from '@titletrust/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { PasswordField } from '../components/PasswordField';
import { pathReturningTo } from '../session/returnPath';
import { AlternativeSignInOptions } from './AlternativeSignInOptions';
import { signInErrorMessage, useSignIn } from './useSignIn';

interface Props {
  returnTo: string | null;
  initialEmail: string;
  onForgotPassword: (email: string) => void;
}

export function SignInForm({ returnTo, initialEmail, onForgotPassword }: Props) {
  const signIn = useSignIn(returnTo);
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [missing, setMissing] = useState<{ email?: string; password?: string }>({});

  const submit = () => {
    const problems = {
      email: email.trim() === '' ? EMAIL_MESSAGES.required : undefined,
      password: password === '' ? PASSWORD_MESSAGES.required : undefined,
    };
    setMissing(problems);
    if (problems.email || problems.password) return;
    signIn.mutate({ email: email.trim(), password, rememberMe });
  };

  return (
    <Stack gap="lg">
      <form
        noValidate
        aria-label="Sign in"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          {signIn.isError && (
            <Alert color="red" title="You are not signed in">
              {signInErrorMessage(signIn.error)}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={missing.email}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={missing.password}
          />
          <Group justify="space-between" gap="xs">
            <Checkbox
              label="Remember me"
              checked={rememberMe}
              onChange={(event) => setRememberMe(event.currentTarget.checked)}
            />
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => onForgotPassword(email)}
            >
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" size="md" loading={signIn.isPending}>
            Sign in
          </Button>
        </Stack>
      </form>
      <AlternativeSignInOptions returnTo={returnTo} />
      <Text size="sm" ta="center">
        New to TitleTrust?{' '}
        <Anchor component={Link} to={pathReturningTo(PAGES.register.path, returnTo)}>
          Create an account
        </Anchor>
      </Text>
    </Stack>
  );
}
