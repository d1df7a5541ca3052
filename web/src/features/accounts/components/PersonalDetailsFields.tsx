import { SimpleGrid, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';

export type PersonalDetailsField = 'firstName' | 'lastName' | 'email' | 'phone';

export interface PersonalDetailsInputProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
  error?: string;
}

interface Props {
  /** Each field's value, change and blur handlers and error, from the form that owns them. */
  inputProps: (field: PersonalDetailsField) => PersonalDetailsInputProps;
  phoneRequired: boolean;
  /** In a modal, the first name takes the initial focus (Mantine's data-autofocus). */
  autoFocusFirstName?: boolean;
}

const PHONE_HINT = 'Nigerian numbers like 0803 123 4567 are fine; other countries start with +.';

/** First and last name, e-mail and phone: the details registration and profile completion share. */
export function PersonalDetailsFields({ inputProps, phoneRequired, autoFocusFirstName }: Props) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label="First name"
          autoComplete="given-name"
          aria-required
          data-autofocus={autoFocusFirstName || undefined}
          {...inputProps('firstName')}
        />
        <TextInput
          label="Last name"
          autoComplete="family-name"
          aria-required
          {...inputProps('lastName')}
        />
      </SimpleGrid>
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        aria-required
        {...inputProps('email')}
      />
      <TextInput
        label="Phone number"
        type="tel"
        autoComplete="tel"
        description={phoneRequired ? PHONE_HINT : `Optional. ${PHONE_HINT}`}
        aria-required={phoneRequired || undefined}
        {...inputProps('phone')}
      />
    </>
  );
}
