// The verification entry file: all that code outside features/verification/ may import from it.
export { toProfileDocument } from './document-files';
export { createKycProvider } from './kyc/create-kyc-provider';
export type { KycProvider } from './kyc/kyc-provider';
export { reopenCheckedFacts } from './reopen-checked-facts';
export {
  currentBadges,
  kycResultOf,
  lagosYear,
  loadVerification,
  stageOf,
} from './verification-record';
export { verificationRoutes } from './verification.routes';
