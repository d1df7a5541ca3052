import { PAGES } from '@titletrust/shared';

export const contractPath = (id: string) =>
  PAGES.contract.path.replace(':id', encodeURIComponent(id));
