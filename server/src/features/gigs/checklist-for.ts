import { DUE_DILIGENCE_CHECKLIST, hasChecklist } from '@titletrust/shared';

/** The checklist a gig's professional reports on (land title verification and due diligence). */
export const checklistFor = (category: string) =>
  hasChecklist(category) ? DUE_DILIGENCE_CHECKLIST.map((item) => ({ ...item })) : [];
