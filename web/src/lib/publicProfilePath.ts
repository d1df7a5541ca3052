import { PAGES } from '@titletrust/shared';

/** The public profile page of a professional. */
export const publicProfilePath = (id: string) =>
  PAGES.publicProfile.path.replace(':id', encodeURIComponent(id));
