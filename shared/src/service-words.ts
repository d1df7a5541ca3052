import type { ServiceCategorySlug } from './services';
import type { NigerianStateCode } from './nigeria';

/**
 * The words people use for each service, besides its name: a search for any of them finds the
 * service's gigs whatever their own text says ("Lekki title" finds "Verify the C of O of a plot
 * in Lekki", a land title verification gig). The gigs' search words are built from this table
 * (their generated search_vector), so changing it needs a migration: `npm run db:generate`
 * writes one that rebuilds the words of every gig.
 *
 * Keep words that point at one service: a word every gig could say ("land", "lawyer",
 * "property") would make every gig match it.
 */
export const SERVICE_WORDS: Record<ServiceCategorySlug, readonly string[]> = {
  land_title_verification: [
    'title',
    'land title',
    'title search',
    'land search',
    'land registry',
    'C of O',
    'CofO',
    'C-of-O',
    'certificate of occupancy',
    'R of O',
    'right of occupancy',
    'title document',
    'verify',
    'verification',
    'registry search',
  ],
  contract_review: [
    'contract',
    'sale agreement',
    'agreement',
    'contract of sale',
    'lease',
    'tenancy',
    'review',
    'clauses',
  ],
  property_surveys: [
    'survey',
    'surveys',
    'surveyor',
    'survey plan',
    'beacon',
    'charting',
    'boundary',
    'coordinates',
    'perimeter',
  ],
  compliance_checks: [
    'compliance',
    'building approval',
    'building plan approval',
    'planning permit',
    'zoning',
    'government acquisition',
    'acquisition',
    'excision',
    'gazette',
    'setback',
  ],
  due_diligence: [
    'due diligence',
    'investigation',
    'encumbrance',
    'litigation search',
    'search',
    'consent',
    "governor's consent",
  ],
  legal_documentation: [
    'documentation',
    'deed',
    'deed of assignment',
    'power of attorney',
    'POA',
    'conveyance',
    'drafting',
    'draft',
    'deed of gift',
    'perfection',
  ],
  notarization: [
    'notary',
    'notary public',
    'notarise',
    'notarize',
    'notarised',
    'notarized',
    'notarisation',
    'attestation',
    'affidavit',
    'sworn',
  ],
  court_representation: [
    'court',
    'litigation',
    'litigator',
    'lawsuit',
    'suit',
    'dispute',
    'trespass',
    'recovery of possession',
    'eviction',
    'tribunal',
  ],
  consultation: ['consult', 'advice', 'advise', 'adviser', 'meeting'],
};

/**
 * What people call a state besides its name (NIGERIAN_STATES): the Federal Capital Territory
 * is "Abuja" or "FCT" to everyone. A gig's state name and these are among its search words.
 */
export const STATE_WORDS: Partial<Record<NigerianStateCode, readonly string[]>> = {
  FC: ['FCT', 'Abuja'],
};
