import type { ServiceCategorySlug } from './services';

/**
 * What a professional checks and reports on for a land-title or due-diligence job (PRODUCT.md).
 * Each item is answered in the delivery; "where relevant" items may be marked not applicable.
 */
export const DUE_DILIGENCE_CHECKLIST = [
  {
    key: 'title_document',
    label: 'Certificate of Occupancy or other title document',
    detail: 'The title document exists, is genuine and names the seller as owner.',
    alwaysApplies: true,
  },
  {
    key: 'governors_consent',
    label: "Governor's Consent",
    detail: 'Earlier transfers of the land were perfected with the Governor’s Consent.',
    alwaysApplies: true,
  },
  {
    key: 'deed_of_assignment',
    label: 'Deed of assignment',
    detail: 'The chain of deeds from the root of title to the seller is complete and registered.',
    alwaysApplies: true,
  },
  {
    key: 'land_registry_search',
    label: 'Land-registry search',
    detail: 'An official search at the state land registry confirms the records.',
    alwaysApplies: true,
  },
  {
    key: 'survey_plan_charting',
    label: 'Survey plan charting',
    detail: 'The survey plan is charted at the Surveyor-General’s office and matches the land.',
    alwaysApplies: true,
  },
  {
    key: 'encumbrances',
    label: 'Encumbrances',
    detail: 'No mortgage, lien, caveat or other charge burdens the land.',
    alwaysApplies: true,
  },
  {
    key: 'litigation_search',
    label: 'Litigation search',
    detail: 'No pending court case concerns the land or the seller’s title to it.',
    alwaysApplies: true,
  },
  {
    key: 'excision_gazette',
    label: 'Excision / gazette',
    detail: 'Where the land was communal or under acquisition, the excision is gazetted.',
    alwaysApplies: false,
  },
] as const;

export type ChecklistItemKey = (typeof DUE_DILIGENCE_CHECKLIST)[number]['key'];

/** The categories whose gigs carry the checklist. */
export const CHECKLIST_CATEGORIES: readonly ServiceCategorySlug[] = [
  'land_title_verification',
  'due_diligence',
];

export const hasChecklist = (category: string) =>
  (CHECKLIST_CATEGORIES as readonly string[]).includes(category);
