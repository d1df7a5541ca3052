// The house rules of docs/ARCHITECTURE.md ("Domains and who may call whom"), checked by lint:
// - a feature is used from outside only through its entry file, `features/<domain>/index.ts`;
// - a feature calls only the domains CALLS lists for it, and CALLS has no cycle (checked below,
//   when lint loads), so no two features can depend on each other, not even through types;
// - shared code (server platform/, db/, config/; web lib/, ui/) never imports a feature;
// - no import cycle between files either (import-x/no-cycle; type-only imports are erased at
//   build time, so it follows value imports only).
import boundaries from 'eslint-plugin-boundaries';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

/**
 * Who may call whom: the domains each feature may import (through their entry files). One
 * table for both sides: a domain's server and web folders share its word and its place here.
 */
export const CALLS = {
  demo: ['accounts', 'bids', 'contracts', 'gigs', 'money', 'payments', 'wallets'],
  dashboards: ['accounts', 'bids', 'contracts', 'gigs', 'money', 'reviews', 'verification'],
  admin: [
    'accounts',
    'audit',
    'contracts',
    'ledger',
    'notifications',
    'payments',
    'reviews',
    'verification',
  ],
  config: ['accounts', 'money', 'wallets'],
  profiles: ['accounts', 'audit', 'contracts', 'reviews', 'verification', 'wallets'],
  gigs: ['accounts', 'bids', 'contracts', 'files', 'messages', 'notifications'],
  bids: ['contracts', 'ledger', 'messages', 'notifications', 'reviews', 'verification'],
  contracts: ['audit', 'files', 'ledger', 'messages', 'money', 'notifications', 'reviews'],
  money: ['accounts', 'audit', 'ledger', 'notifications', 'payments', 'security', 'wallets'],
  payments: ['audit', 'ledger', 'notifications', 'security'],
  // Payout holds and freezes; accounts reaches it only through services.ts (a password reset
  // starts a withdrawal wait), since notifications already calls accounts.
  security: ['audit', 'notifications'],
  ledger: ['wallets'],
  messages: ['accounts', 'files', 'notifications'],
  verification: ['files', 'notifications'],
  reviews: ['audit', 'notifications'],
  signatures: ['accounts'],
  wallets: ['accounts', 'audit'],
  notifications: ['accounts'],
  landing: ['assistant'],
  accounts: ['assistant', 'audit'],
  audit: [],
  assistant: [],
  legal: [],
  files: [],
  health: [],
  rates: [],
};

/** Throws when CALLS has a cycle, naming it: the table is the layering, so it must be one. */
export function assertNoCycle(calls) {
  const state = new Map();
  const visit = (domain, path) => {
    if (state.get(domain) === 'done') return;
    if (state.get(domain) === 'open') {
      throw new Error(`CALLS has a cycle: ${[...path, domain].join(' → ')}`);
    }
    state.set(domain, 'open');
    for (const next of calls[domain] ?? []) visit(next, [...path, domain]);
    state.set(domain, 'done');
  };
  for (const domain of Object.keys(calls)) visit(domain, []);
}
assertNoCycle(CALLS);

const feature = (selector = {}) => ({ element: { type: 'feature', ...selector } });
/** Features call only the domains CALLS lists for them. */
const layering = [
  {
    from: feature(),
    disallow: [{ to: feature() }],
    message: 'A feature may call only the domains CALLS lists for it (eslint.architecture.js).',
  },
  ...Object.entries(CALLS)
    .filter(([, callees]) => callees.length > 0)
    .map(([domain, callees]) => ({
      from: feature({ captured: { domain } }),
      allow: [{ to: feature({ captured: { domain: callees } }) }],
    })),
];

/** Entry files, and shared code that stays below every feature. */
const houseRules = [
  {
    disallow: [{ to: feature({ fileInternalPath: '!index.ts' }) }],
    message: 'Import a feature through its entry file, features/<domain>/index.ts.',
  },
  {
    from: { element: { type: 'shared-code' } },
    disallow: [{ to: feature() }],
    message: 'Shared code (platform, db, config, lib, ui) must not import a feature.',
  },
];

const projects = ['server/tsconfig.json', 'web/tsconfig.json', 'shared/tsconfig.json'];

export const architecture = [
  {
    files: ['server/**/*.ts', 'web/**/*.{ts,tsx}', 'shared/**/*.ts'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import/resolver': { typescript: { project: projects, noWarnOnMultipleProjects: true } },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: projects, noWarnOnMultipleProjects: true }),
      ],
      'boundaries/elements': [
        {
          type: 'feature',
          pattern: ['server/src/features/*', 'web/src/features/*'],
          capture: ['domain'],
        },
        {
          type: 'shared-code',
          pattern: [
            'server/src/platform',
            'server/src/db',
            'server/src/config',
            'web/src/lib',
            'web/src/ui',
          ],
        },
      ],
    },
    rules: {
      'boundaries/dependencies': [2, { default: 'allow', policies: [...layering, ...houseRules] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A test may arrange its state through any feature (still through its entry file): it is
    // imported by nothing, so it adds no dependency to the layering.
    files: ['server/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'shared/**/*.test.ts'],
    rules: { 'boundaries/dependencies': [2, { default: 'allow', policies: houseRules }] },
  },
];
