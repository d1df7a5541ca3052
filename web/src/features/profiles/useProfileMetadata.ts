import type { PublicProfile } from '@titletrust/shared';
import { useEffect } from 'react';

const DEFAULT_TITLE = 'Professional profile · TitleTrust';

function setDescription(content: string | null) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  const previous = meta?.content ?? null;
  if (content === null) return previous;
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
  return previous;
}

/**
 * The tab title and description people see when the page is shared or bookmarked:
 * "Name — Professional title | TitleTrust" and one sentence about the professional. Both are
 * put back when the page is left, so the next page does not inherit this person's description.
 */
export function useProfileMetadata(profile: PublicProfile | undefined) {
  useEffect(() => {
    if (!profile) {
      document.title = DEFAULT_TITLE;
      return;
    }
    const who = profile.professionalTitle
      ? `${profile.name} — ${profile.professionalTitle}`
      : profile.name;
    document.title = `${who} | TitleTrust`;
    const services = profile.specializations.join(', ');
    const previous = setDescription(
      [
        `${who} on TitleTrust`,
        profile.location ? `, ${profile.location}` : '',
        services ? `: ${services}` : '',
        `. ${profile.jobsCompleted} jobs completed with escrow.`,
      ].join(''),
    );
    return () => {
      setDescription(previous ?? '');
    };
  }, [profile]);
}
