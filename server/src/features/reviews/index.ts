// The reviews entry file: all that code outside features/reviews/ may import from it.
export { publicRatingOf, reviewPageAbout, shownAverage } from './review-rows';
export { reviewsRoutes } from './reviews.routes';
export { startReviewsJobs } from './reviews-jobs';
