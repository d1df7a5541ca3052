// The gigs entry file: all that code outside features/gigs/ may import from it.
export { expireGigs } from './expire-gigs';
export { startGigsJobs } from './gigs-jobs';
export { selectGigs, toGigSummary } from './gig.repository';
export { gigsRoutes } from './gigs.routes';
export { postGig } from './post-gig';
export { searchGigs } from './search-gigs';
export { recordSearchWords } from './search-words';
