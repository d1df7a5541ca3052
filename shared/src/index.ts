export * from './constants';
export * from './errors';
export * from './services';
export * from './contracts/health';
export * from './contracts/reviews';
export * from './routes';
