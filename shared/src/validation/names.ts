import { z } from 'zod';

export const NAME_MAX_LENGTH = 80;

export const NAME_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  tooLong: `Names can be at most ${NAME_MAX_LENGTH} characters`,
} as const;

const nameField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(NAME_MAX_LENGTH, NAME_MESSAGES.tooLong);

export const firstNameField = nameField(NAME_MESSAGES.firstNameRequired);
export const lastNameField = nameField(NAME_MESSAGES.lastNameRequired);
