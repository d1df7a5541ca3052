export * from './auth';
export * from './platform';
export * from './profiles';
export * from './reviews';
export * from './wallets';
export * from './marketplace';
export * from './ledger';
export * from './escrow';
