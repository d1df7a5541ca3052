// The security entry file: all that code outside features/security/ may import from it.
export {
  type AddedDestination,
  type AnnounceDeps,
  announcePayoutDestination,
} from './announce-payout-destination';
export { alertNewDeviceSignIn, type NewDeviceSignIn } from './alert-new-device-sign-in';
export { checkPayoutHolds, refuseYoungDestination } from './check-payout-holds';
export { liftPayoutFreeze } from './lift-payout-freeze';
export { createSecurityLinks, type SecurityLinks } from './security-links';
export { securityRoutes } from './security.routes';
export { startWithdrawalWait, type WithdrawalWaitReason } from './start-withdrawal-wait';
