import { ApiError } from '../../lib/api';

/** The demo endpoints answer 404 when the server runs without demo mode (e.g. production). */
export function isDemoModeOff(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
