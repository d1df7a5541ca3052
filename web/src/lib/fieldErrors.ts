import type { FieldError } from '@titletrust/shared';
import type { z } from 'zod';

/** One message per top-level field: the first problem found, as the form shows it. */
export type FieldErrors = Partial<Record<string, string>>;

function firstPerField(entries: Array<{ path: string; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of entries) errors[path] ??= message;
  return errors;
}

export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  return firstPerField(
    error.issues.map((issue) => ({ path: String(issue.path[0] ?? ''), message: issue.message })),
  );
}

/** The server names fields with dotted paths ("email", "items.0.name"); forms use the first part. */
export function fieldErrorsFromApi(fields: FieldError[]): FieldErrors {
  return firstPerField(
    fields.map((field) => ({ path: field.path.split('.')[0] ?? '', message: field.message })),
  );
}
