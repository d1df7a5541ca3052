import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * The 6-digit code of an authenticator app: digits only, the phone's number pad, and the
 * browser's one-time-code autofill. Spaces people copy along with the code are dropped.
 */
export function AuthenticationCodeInput(props: Omit<TextInputProps, 'label'> & { label?: string }) {
  const { label = 'Authentication code', onChange, ...rest } = props;
  return (
    <TextInput
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      placeholder="123456"
      {...rest}
      onChange={(event) => {
        event.currentTarget.value = event.currentTarget.value.replace(/\s+/g, '');
        onChange?.(event);
      }}
    />
  );
}
