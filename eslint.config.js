// One flat config for the whole repository. The restricted-imports blocks enforce the dependency
// direction of docs/architecture.md: domain <- api-client <- ui <- portal, and domain <- api.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const pkg = (name) => [`@portal/${name}`, `@portal/${name}/*`];
const forbid = (names, why) => ({
  group: names.flatMap(pkg),
  message: why,
});
const appsAndPackagesByPath = {
  group: ['**/apps/*', '**/apps/**', '../../apps/**', '../../packages/**'],
  message: 'Import workspaces by package name, never by relative path into another workspace.',
};
// A block's rule replaces the options an earlier block gave it, so each ui block restates the
// package's own limits before its extra pattern.
const uiImportRules = (...extra) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        forbid(['portal', 'api', 'storybook'], 'ui depends on domain and api-client only.'),
        appsAndPackagesByPath,
        ...extra,
      ],
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/.turbo/**',
      '**/generated/**',
      'apps/api/drizzle/**',
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{tsx,jsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // Dependency direction, one block per workspace.
  {
    files: ['packages/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              ['api-client', 'ui', 'portal', 'api', 'storybook'],
              'domain depends on nothing of ours.',
            ),
            {
              group: ['react', 'react-dom', 'react/*', '@chakra-ui/*'],
              message: 'domain has no React.',
            },
            { group: ['node:*', 'fs', 'path', 'http'], message: 'domain does no I/O.' },
            appsAndPackagesByPath,
          ],
        },
      ],
    },
  },
  {
    files: ['packages/api-client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(['ui', 'portal', 'api', 'storybook'], 'api-client depends on domain only.'),
            appsAndPackagesByPath,
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: uiImportRules(),
  },
  // Each area's screens stand alone: what two areas share lives in features/<resource>/ (or the
  // design-system folders), never in another area's screens.
  ...['teacher', 'staff', 'customer', 'public'].map((area) => ({
    files: [`packages/ui/src/screens/${area}/**/*.{ts,tsx}`],
    rules: uiImportRules({
      group: ['teacher', 'staff', 'customer', 'public']
        .filter((other) => other !== area)
        .flatMap((other) => [`**/screens/${other}/**`, `../../${other}/**`, `../${other}/**`]),
      message: `screens/${area} never imports another area's screens: move the shared piece to features/<resource>/.`,
    }),
  })),
  // Shared pieces (features and the design-system folders) are what screens are built from, so
  // they never import a screen, not even in their stories.
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['packages/ui/src/screens/**'],
    rules: uiImportRules({
      group: ['**/screens/**'],
      message: 'A shared piece never imports a screen: a screen imports it.',
    }),
  },
  // A failed call's toast goes through showErrorToast(error, …), which leaves out the one a forced
  // logout makes needless (the sign-in page says why). The access guard's 'Uatorisert' is the one
  // error toast that no call failed for.
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: [
      'packages/ui/src/feedback/toaster.ts',
      'packages/ui/src/session/guardLoader.ts',
      '**/*.stories.tsx',
      '**/*.test.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.name='showToast'] Property[key.name='type'][value.value='error']",
          message: "A failed call's toast is showErrorToast(error, { title?, description? }).",
        },
      ],
    },
  },
  {
    files: ['apps/portal/**/*.{ts,tsx}', 'apps/storybook/**/*.{ts,tsx}', 'apps/e2e/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(['api'], 'front-end code never imports the API server; talk to it over HTTP.'),
            appsAndPackagesByPath,
          ],
        },
      ],
    },
  },
  {
    // Every journey runs on one day (apps/portal/e2e/clock.ts): its pages come from support.ts's
    // `test`, whose browser contexts are on that clock.
    files: ['apps/portal/e2e/**/*.ts'],
    ignores: ['apps/portal/e2e/support.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './support': its pages run on the journeys' clock.",
            },
          ],
          patterns: [
            forbid(['api'], 'front-end code never imports the API server; talk to it over HTTP.'),
            appsAndPackagesByPath,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(['api-client', 'ui', 'portal', 'storybook'], 'the API depends on domain only.'),
            { group: ['react', 'react-dom', '@chakra-ui/*'], message: 'the API has no UI code.' },
            appsAndPackagesByPath,
          ],
        },
      ],
    },
  },
  {
    // Inside the API, dependencies point one way: routes -> services -> db. Services, the contract
    // schemas and the shared http/auth pieces never reach into a route file.
    files: [
      'apps/api/src/services/**/*.ts',
      'apps/api/src/contract/**/*.ts',
      'apps/api/src/http/**/*.ts',
      'apps/api/src/auth/**/*.ts',
      'apps/api/src/db/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(['api-client', 'ui', 'portal', 'storybook'], 'the API depends on domain only.'),
            { group: ['react', 'react-dom', '@chakra-ui/*'], message: 'the API has no UI code.' },
            appsAndPackagesByPath,
            {
              group: ['**/routes', '**/routes/**'],
              message:
                'services, contract, http and auth never import routes: move the shared piece down.',
            },
          ],
        },
      ],
    },
  },
);
