// What the rest of the app may use of reviews: everything else is the feature's own.
export { ContractReviewsSection } from './ContractReviewsSection';
export { ReviewCard } from './ReviewCard';
export { ReviewList } from './ReviewList';
export { ReviewSummaryView } from './ReviewSummaryView';
export { useReviewPages } from './useReviewPages';
export { YourReviewsCard } from './YourReviewsCard';
