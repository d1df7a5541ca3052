import {
  PAGE_SESSION_ELEMENT_ID,
  type SessionResponse,
  type SessionUser,
} from '@titletrust/shared';
import { takePageData } from '../../../lib/pageData';

/**
 * The session the page was sent with (as the session route answers it), so the header and the
 * guards know the viewer at once instead of after a request.
 */
export function takePageSession(): SessionUser | null | undefined {
  return takePageData<SessionResponse>(PAGE_SESSION_ELEMENT_ID)?.user;
}
