import { checklistForCategory } from '@titletrust/shared';

/** The checklist a gig's professional reports on (land title, due diligence, property surveys). */
export const checklistFor = (category: string) =>
  checklistForCategory(category).map((item) => ({ ...item }));
