import type { ServiceCategorySlug } from './services';

/** One point a professional checks and answers in the delivery. */
export interface ChecklistItemDefinition {
  key: string;
  label: string;
  detail: string;
  /** False for "where relevant" items, which may be answered "not applicable". */
  alwaysApplies: boolean;
  /**
   * A finding the report must state in the item's note (a survey's beacon numbers, its area):
   * what to write and an example. Answering the item without it is refused, unless the item is
   * not applicable. Absent where a confirmation alone answers the item.
   */
  record?: { label: string; example: string };
}

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
] as const satisfies readonly ChecklistItemDefinition[];

/**
 * What a registered surveyor's report on a plot states (PRODUCT.md): the survey plan it rests on,
 * the beacons found on the ground, their coordinates, the area, and the charting at the
 * Surveyor-General's office, including whether the land is free from government acquisition or
 * committed. Each finding is written in the item's note, so the client can check it.
 */
export const SURVEY_CHECKLIST = [
  {
    key: 'survey_plan_number',
    label: 'Survey plan number',
    detail:
      'The registered survey plan the land rests on, its number and the surveyor who signed it.',
    alwaysApplies: true,
    record: {
      label: 'Plan number and signing surveyor',
      example: 'LS/D/ETI 1234, signed by Surv. A. Bello (R.1234), 2019',
    },
  },
  {
    key: 'beacon_numbers',
    label: 'Beacon numbers',
    detail:
      'The beacons found on the ground, numbered as on the plan; any missing or moved is said.',
    alwaysApplies: true,
    record: {
      label: 'Beacon numbers found',
      example: 'SC/LA 4521A, SC/LA 4522A, SC/LA 4523A, SC/LA 4524A',
    },
  },
  {
    key: 'coordinates',
    label: 'Coordinates',
    detail: 'The beacons’ coordinates as taken on the ground, with the datum or grid used.',
    alwaysApplies: true,
    record: {
      label: 'Coordinates and datum',
      example:
        'SC/LA 4521A: 543210.12 mE, 712345.67 mN (Minna datum, Nigerian Transverse Mercator)',
    },
  },
  {
    key: 'area',
    label: 'Area',
    detail: 'The area measured on the ground, against the plan and the seller’s documents.',
    alwaysApplies: true,
    record: {
      label: 'Area measured and area on the plan',
      example: '648.2 m² measured; 648.0 m² on the plan',
    },
  },
  {
    key: 'charting_result',
    label: 'Charting result',
    detail: 'The Surveyor-General’s office charted the coordinates against its records.',
    alwaysApplies: true,
    record: {
      label: 'Charting report, date and reference',
      example: 'Charted 2 Dec 2026, ref. SGL/CH/2026/1234: falls on no other registered plan',
    },
  },
  {
    key: 'government_acquisition',
    label: 'Free from government acquisition',
    detail:
      'Per the charting, the land is free from government acquisition, or committed (acquisition, excision, road or drainage right of way, setback) and how.',
    alwaysApplies: true,
    record: {
      label: 'Acquisition status',
      example: 'Free from government acquisition; 15 m setback to the Lekki–Epe road',
    },
  },
  {
    key: 'encroachment',
    label: 'Encroachment and access',
    detail: 'No neighbour’s fence or building crosses the boundaries, and the plot has access.',
    alwaysApplies: false,
  },
] as const satisfies readonly ChecklistItemDefinition[];

export type ChecklistItemKey =
  (typeof DUE_DILIGENCE_CHECKLIST)[number]['key'] | (typeof SURVEY_CHECKLIST)[number]['key'];

/** An item of one of the checklists, its key one of theirs. */
export type ChecklistItem = ChecklistItemDefinition & { key: ChecklistItemKey };

/** Every item key of every checklist, for the schemas that name them. */
export const CHECKLIST_ITEM_KEYS = [
  ...DUE_DILIGENCE_CHECKLIST.map((item) => item.key),
  ...SURVEY_CHECKLIST.map((item) => item.key),
] as [ChecklistItemKey, ...ChecklistItemKey[]];

/** The checklist each category's gigs carry; categories not named here have none. */
const CHECKLISTS: Partial<Record<ServiceCategorySlug, readonly ChecklistItem[]>> = {
  land_title_verification: DUE_DILIGENCE_CHECKLIST,
  due_diligence: DUE_DILIGENCE_CHECKLIST,
  property_surveys: SURVEY_CHECKLIST,
};

/** The categories whose gigs carry a checklist. */
export const CHECKLIST_CATEGORIES = Object.keys(CHECKLISTS) as readonly ServiceCategorySlug[];

/** The checklist a gig of this category is reported on (empty when it has none). */
export const checklistForCategory = (category: string): readonly ChecklistItem[] =>
  CHECKLISTS[category as ServiceCategorySlug] ?? [];

export const hasChecklist = (category: string) => checklistForCategory(category).length > 0;

/** The item of any checklist with this key, for labelling answers already given. */
export const checklistItemOf = (key: string): ChecklistItem | undefined =>
  [...DUE_DILIGENCE_CHECKLIST, ...SURVEY_CHECKLIST].find((item) => item.key === key);

/** What an answer to `item` still lacks: the finding its note must state (null when nothing). */
export const checklistRecordMissing = (
  item: Pick<ChecklistItemDefinition, 'record'>,
  outcome: string,
  note: string,
): string | null =>
  item.record && outcome !== 'not_applicable' && note.trim() === ''
    ? `Write the ${item.record.label.charAt(0).toLowerCase()}${item.record.label.slice(1)} in the note`
    : null;
