import { PAGES } from '@titletrust/shared';

export const gigPath = (id: string) => PAGES.gigDetail.path.replace(':id', encodeURIComponent(id));

export const editGigPath = (id: string) =>
  PAGES.editGig.path.replace(':id', encodeURIComponent(id));
