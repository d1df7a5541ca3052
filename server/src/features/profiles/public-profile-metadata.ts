import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { PageSubject } from '../../http/web-app';
import { getPublicProfile } from './get-public-profile';

const PROFILE_PATH = /^\/profile\/([^/]+)\/?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The Open Graph tags of `/profile/{id}`, written into the page by the server: a link shared in
 * a chat or a post is previewed by a crawler that runs no JavaScript, so the browser's own title
 * and description come too late for it. No such professional: 'missing', and the page is a
 * 404. Any other path: nothing to say.
 */
export function publicProfileMetadata(db: Database, publicUrl: string) {
  return async (pathname: string): Promise<PageSubject> => {
    const id = PROFILE_PATH.exec(pathname)?.[1];
    if (!id) return undefined;
    if (!UUID.test(id)) return 'missing';
    try {
      const profile = await getPublicProfile(db, id);
      const who = profile.professionalTitle
        ? `${profile.name} — ${profile.professionalTitle}`
        : profile.name;
      const services = profile.specializations.join(', ');
      return {
        title: `${who} | TitleTrust`,
        description: `${who} on TitleTrust${services ? `: ${services}` : ''}. ${profile.jobsCompleted} jobs completed with escrow.`,
        url: new URL(pathname, publicUrl).href,
        image: profile.pictureUrl ? new URL(profile.pictureUrl, publicUrl).href : undefined,
      };
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return 'missing';
      throw error;
    }
  };
}
