// The demo entry file: all that code outside features/demo/ may import from it.
export { demoRoutes } from './demo.routes';
export { disableDemoAccounts } from './disable-demo-accounts';
export { seedDemoAccounts } from './seed-demo-accounts';
export { seedDemoMarketplace } from './seed-demo-marketplace';
