import { apiErrorSchema } from '@titletrust/shared/errors';
import { ApiError } from './apiError';
import { promptFreshCheck } from './freshCheck';

/**
 * What a failed call does next (loaded with the first failure, not with the first page): throws
 * the API's error, read with its contract, unless it asked for a fresh check that the person has
 * now given, in which case it returns and the call is sent once more (never a second time).
 */
export async function afterFailure(status: number, body: unknown, retried: boolean) {
  const parsed = apiErrorSchema.safeParse(body);
  if (!parsed.success)
    throw new ApiError(status, 'INTERNAL', 'Something went wrong. Please try again.');
  const { code, message, fields } = parsed.data.error;
  const asked = code === 'FRESH_CHECK_REQUIRED' && !retried ? promptFreshCheck() : null;
  if (!asked) throw new ApiError(status, code, message, fields);
  await asked;
}
