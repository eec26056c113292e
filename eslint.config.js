import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync } from 'node:fs';
import path from 'node:path';

const TESTS = ['**/*.test.{ts,tsx}', '**/*.test-d.ts', '**/testing/**', 'tests/**'];

/** Import boundaries between the packages (docs/ARCHITECTURE.md, "Boundaries"). */
const boundary = (...patterns) => ['error', { patterns }];
const onlyRelativeAnd = (allowed, message) => ({
  regex: `^(?!\\.|${allowed.map((name) => name.replace(/[/.]/g, '\\$&')).join('$|')}$)`,
  message,
});
const testKits = {
  group: ['**/testing', '**/testing/**'],
  message: 'Production code never imports a test kit (testing/ folders are for tests).',
};
const serverCode = {
  group: ['**/server/**', '@dojo/server', '@dojo/server/**'],
  message: 'This package never imports the server.',
};

/**
 * The server's layers, lowest first (docs/ARCHITECTURE.md, "Server layers"), each the entries
 * of server/src it holds. An import may stay in its layer or go down, never up.
 */
const SERVER_LAYERS = [
  ['store', ['store']],
  ['core', ['core', 'config.ts', 'errors.ts', 'logger.ts', 'sanitize', 'revisions']],
  ['http', ['http', 'app.ts']],
  ['realtime', ['realtime', 'cluster']],
  ['features', ['features', 'demo']],
  ['compose', ['app']],
  ['main', ['server.ts', 'main.ts', 'ops']],
];
const SERVER_SRC = path.join(import.meta.dirname, 'server', 'src');
/** The layer of a file or import target under server/src, by its first path entry. */
function serverLayer(target) {
  const [entry, ...rest] = path.relative(SERVER_SRC, target).split(path.sep);
  if (!entry || entry === '..' || entry === 'testing') return undefined; // test kits: testKits
  const name =
    rest.length === 0 && existsSync(`${target.replace(/\.ts$/, '')}.ts`)
      ? `${entry.replace(/\.ts$/, '')}.ts`
      : entry;
  const rank = SERVER_LAYERS.findIndex(([, entries]) => entries.includes(name));
  return { name, rank, layer: SERVER_LAYERS[rank]?.[0] };
}
const serverLayers = {
  rules: {
    'no-upward-import': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          upward:
            'A lower server layer never imports a higher one: {{from}} is in "{{fromLayer}}", {{to}} is in "{{toLayer}}" (store < core < http < realtime < features < compose < main).',
          unplaced:
            'server/src/{{name}} is in no server layer: add it to SERVER_LAYERS in eslint.config.js.',
        },
      },
      create(context) {
        const from = serverLayer(context.filename);
        const check = ({ source }) => {
          const spec = source?.value;
          if (!from || typeof spec !== 'string' || !spec.startsWith('.')) return;
          const to = serverLayer(path.resolve(path.dirname(context.filename), spec));
          if (!to) return;
          for (const end of [from, to].filter((layer) => layer.rank < 0))
            context.report({ node: source, messageId: 'unplaced', data: { name: end.name } });
          if (from.rank >= 0 && to.rank > from.rank)
            context.report({
              node: source,
              messageId: 'upward',
              data: {
                from: path.relative(SERVER_SRC, context.filename),
                fromLayer: from.layer,
                to: spec,
                toLayer: to.layer,
              },
            });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
          // `typeof import('../app/compose')` in a type, `import x = require('../app/compose')`
          TSImportType: check,
          TSExternalModuleReference: (node) => check({ source: node.expression }),
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      ecmaVersion: 2023,
      sourceType: 'module',
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Type-aware: a switch over a union names every member (or uses assertNever).
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/no-base-to-string': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSAnyKeyword', message: 'Use a precise type or unknown.' },
      ],
      'no-restricted-imports': boundary(testKits),
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['protocol/src/**'],
    rules: {
      'no-restricted-imports': boundary(
        onlyRelativeAnd(['zod'], 'protocol imports only zod.'),
        testKits,
      ),
    },
  },
  {
    files: ['scheduler/src/**'],
    rules: {
      'no-restricted-imports': boundary(
        onlyRelativeAnd(['@dojo/protocol'], 'scheduler imports only protocol.'),
        serverCode,
        testKits,
      ),
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'socket.io-client', message: 'Use web/src/shared/realtime instead.' }],
          patterns: [serverCode, testKits],
        },
      ],
    },
  },
  {
    files: ['web/src/shared/realtime/**'],
    rules: { 'no-restricted-imports': boundary(serverCode, testKits) },
  },
  // An exercise link's and the library's first loads render without react-router
  // (docs/ARCHITECTURE.md, "What the browser downloads"): the player's screens, the library's,
  // the portal's frame, the shared components and the layout take the page's navigation.
  {
    files: [
      'web/src/{app,playerApp,catalogueApp,main}.tsx',
      'web/src/firstScreen.ts',
      'web/src/player/**',
      'web/src/portal/{PortalFrame,PortalHeader}.tsx',
      'web/src/portal/{catalogue,nda}/**',
      'web/src/shared/{layout,navigation,ui}/**',
    ],
    ignores: [
      ...TESTS,
      'web/src/player/PlayerEntryPage.tsx',
      'web/src/shared/layout/RouteError.tsx',
      'web/src/shared/navigation/routerNavigation.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'socket.io-client', message: 'Use web/src/shared/realtime instead.' },
            ...['react-router', 'react-router/dom'].map((name) => ({
              name,
              message:
                "An exercise link and the library render without react-router: use shared/navigation's usePlace, useNavigation and AppLink.",
            })),
          ],
          patterns: [serverCode, testKits],
        },
      ],
    },
  },
  // The server's own layering is one-way; its tests and test kits may reach any layer.
  {
    files: ['server/src/**/*.ts'],
    ignores: TESTS,
    plugins: { layers: serverLayers },
    rules: { 'layers/no-upward-import': 'error' },
  },
  // Tests and test kits may use test kits; each package's tests keep the package's
  // boundaries (scheduler tests never read the server's demo data).
  {
    files: TESTS.filter((glob) => glob !== 'tests/**'),
    ignores: ['protocol/**', 'scheduler/**', 'web/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['protocol/src/**/*.test.ts', 'protocol/src/**/*.test-d.ts', 'protocol/src/testing/**'],
    rules: {
      'no-restricted-imports': boundary(
        onlyRelativeAnd(['zod', 'vitest'], 'protocol tests import only zod and vitest.'),
      ),
    },
  },
  {
    files: ['scheduler/src/**/*.test.ts', 'scheduler/src/testing/**'],
    rules: {
      'no-restricted-imports': boundary(
        onlyRelativeAnd(['@dojo/protocol', 'vitest'], 'scheduler tests import only protocol.'),
        serverCode,
      ),
    },
  },
  {
    files: ['web/src/**/*.test.{ts,tsx}', 'web/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'socket.io-client', message: 'Use web/src/shared/realtime instead.' }],
          patterns: [serverCode],
        },
      ],
    },
  },
);
