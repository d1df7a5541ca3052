// The security entry file: all that code outside features/security/ may import from it.
export { startWithdrawalWait, type WithdrawalWaitReason } from './start-withdrawal-wait';
