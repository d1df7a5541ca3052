import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { architecture } from './eslint.architecture.js';

export default defineConfig(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'reports/**', '.data/**', 'server/drizzle/**'],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Promises must be awaited or explicitly voided: a dropped promise can lose money.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      // Fastify plugins are async by contract even when they only register routes.
      '@typescript-eslint/require-await': 'off',
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
  {
    // Command-line scripts talk to the operator on stdout.
    files: ['server/src/scripts/**/*.ts', 'server/bench/**/*.ts', 'server/fuzz/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // A button's mutation sends one request per press however fast the clicks (useSingleMutation).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: [
      'web/src/lib/useSingleMutation.ts',
      // Marking notifications read may overlap: each click names its own notifications.
      'web/src/features/notifications/useMarkNotificationsRead.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useMutation'],
              message: 'Use useSingleMutation (web/src/lib): a double click must send one request.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'shared/**/*.ts', 'tests/**/*.ts', '*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // Tests read JSON bodies and documents whose shape is what they assert.
    files: ['**/*.test.ts', 'tests/**/*.ts', 'server/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  ...architecture,
);
