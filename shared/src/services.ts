/** The nine service categories the marketplace offers: a fixed list (PRODUCT.md). */
export const SERVICE_CATEGORIES = [
  {
    slug: 'land_title_verification',
    name: 'Land title verification',
    summary:
      'Confirm the Certificate of Occupancy or other title document at the land registry before you pay.',
  },
  {
    slug: 'contract_review',
    name: 'Contract review',
    summary:
      'A lawyer reads your sale agreement or lease and flags the clauses that put you at risk.',
  },
  {
    slug: 'property_surveys',
    name: 'Property surveys',
    summary: 'A registered surveyor charts the survey plan and checks boundaries on the ground.',
  },
  {
    slug: 'compliance_checks',
    name: 'Compliance checks',
    summary: 'Building approvals, zoning and government acquisition checks for the plot you want.',
  },
  {
    slug: 'due_diligence',
    name: 'Due diligence',
    summary:
      'The full picture: title, encumbrances, litigation search and Governor’s Consent, in one report.',
  },
  {
    slug: 'legal_documentation',
    name: 'Legal documentation',
    summary: 'Deeds of assignment, powers of attorney and contracts of sale drafted properly.',
  },
  {
    slug: 'notarization',
    name: 'Notarization',
    summary: 'Documents notarised by a Notary Public so they stand up where they are presented.',
  },
  {
    slug: 'court_representation',
    name: 'Court representation',
    summary: 'A litigator to represent you in land disputes and recovery of possession.',
  },
  {
    slug: 'consultation',
    name: 'Consultation',
    summary: 'An hour with a property lawyer to plan a purchase before you commit any money.',
  },
] as const;

export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];
export type ServiceCategorySlug = ServiceCategory['slug'];
