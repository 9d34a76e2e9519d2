// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** The folders directly under `dir` (relative to this file). */
const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// The web console's features, and the folders every feature may share (see the web block).
const WEB_SRC = './apps/web/src';
const WEB_FEATURES = foldersOf('./apps/web/src/features');
const WEB_SHARED = ['components', 'lib', 'config', 'map', 'testing'];
/** The server's modules: each one's inner files are its own (see the server boundaries below). */
const serverModules = foldersOf('./apps/server/src/modules');
const SERVER_SRC = './apps/server/src';
/** Server infrastructure: registered before the modules, so it may not know them. */
const SERVER_INFRASTRUCTURE = ['plugins', 'events', 'lib', 'config', 'db'];
/** Everything of the server's `src` but its modules (app.ts, main.ts, db, test, fuzz, …). */
const serverOutsideModules = readdirSync(new URL(SERVER_SRC, import.meta.url))
  .filter((name) => name !== 'modules')
  .map((name) => `${SERVER_SRC}/${name}`);

/** The aggregate of every table, for drizzle-kit only (see db/schema.ts). */
const SERVER_TABLE_LIST = `${SERVER_SRC}/db/schema.ts`;
/**
 * Files that still read another module's tables (its schema.ts) rather than what the module
 * exports. The list only shrinks: any other file doing so fails the lint.
 */
const SERVER_TABLE_READERS = [
  'apps/server/src/modules/alarm-reports/alarm-fixtures.ts',
  'apps/server/src/modules/alarm-reports/alarm-measures.repository.ts',
  'apps/server/src/modules/alarm-reports/alarm-reports.repository.ts',
  'apps/server/src/modules/alarms/alarms.repository.ts',
  'apps/server/src/modules/broker-accounts/reconcile.db.test.ts',
  'apps/server/src/modules/broker-accounts/stored-vehicles.ts',
  'apps/server/src/modules/broker-accounts/vehicle-accounts.db.test.ts',
  'apps/server/src/modules/bus-stops/bus-stops.repository.ts',
  'apps/server/src/modules/customers/customers.repository.ts',
  'apps/server/src/modules/eta/eta.live.db.test.ts',
  'apps/server/src/modules/eta/eta.repository.ts',
  'apps/server/src/modules/fleet/demo-vehicles.ts',
  'apps/server/src/modules/fleet/ingest.db.test.ts',
  'apps/server/src/modules/fleet/ingest.repository.db.test.ts',
  'apps/server/src/modules/fleet/vehicle-directory.ts',
  'apps/server/src/modules/identity/identity.signin.db.test.ts',
  'apps/server/src/modules/incidents/incident-snapshot.db.test.ts',
  'apps/server/src/modules/incidents/incident-test-kit.ts',
  'apps/server/src/modules/incidents/reports.repository.ts',
  'apps/server/src/modules/missions/missions.repository.ts',
  'apps/server/src/modules/passengers-today/passengers-today.routes.db.test.ts',
  'apps/server/src/modules/routes/routes.repository.ts',
  'apps/server/src/modules/services/demo-services.ts',
  'apps/server/src/modules/services/services.repository.ts',
  'apps/server/src/modules/users/users.repository.ts',
];

/**
 * The server's import zones; `infrastructure` adds "infrastructure imports no module";
 * `tables` lets a file import another module's `schema.ts` as well as its `index.ts` (a schema
 * file, for its foreign keys).
 */
function serverZones(infrastructure, tables = false) {
  const moduleDir = (name) => `${SERVER_SRC}/modules/${name}`;
  const frontDoors = tables ? ['./index.ts', './schema.ts'] : ['./index.ts'];
  return [
    ...serverModules.map((name) => ({
      target: moduleDir(name),
      from: serverModules.filter((other) => other !== name).map(moduleDir),
      except: frontDoors,
      message: tables
        ? "A schema file may name another module's tables (schema.ts) for its foreign keys only."
        : 'Use what the other module exports from its index.ts (a query function, not its tables).',
    })),
    {
      target: serverOutsideModules,
      from: serverModules.map(moduleDir),
      except: ['./index.ts'],
      message: 'Use what the module exports from its index.ts.',
    },
    {
      // The test fixtures (src/test) and the demo seed (src/db) fill every table: they, the
      // migrator and drizzle-kit may use it.
      target: serverOutsideModules
        .filter((path) => path !== `${SERVER_SRC}/test` && path !== `${SERVER_SRC}/db`)
        .concat(`${SERVER_SRC}/modules`),
      from: SERVER_TABLE_LIST,
      message:
        'db/schema.ts lists every table for drizzle-kit only: import the tables your module owns (its schema.ts).',
    },
    ...(infrastructure
      ? [
          {
            target: SERVER_INFRASTRUCTURE.map((dir) => `${SERVER_SRC}/${dir}`),
            from: `${SERVER_SRC}/modules`,
            message:
              'Infrastructure is registered before the modules: modules use it, it never imports them.',
          },
        ]
      : []),
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'e2e/artifacts/**',
      'e2e/test-results/**',
      'apps/server/src/db/migrations/**',
      'apps/web/src/lib/graphql/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    // no-cycle follows imports; dependencies are not ours to check and some are huge bundles.
    settings: { 'import-x/ignore': ['node_modules'] },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // An empty interface is a registry that others extend by declaration merging (the bus's
      // BusEvents, Fastify's FastifyInstance).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'always' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // ── Web app boundaries ────────────────────────────────────────────────────────────────────
  // A feature imports itself and the shared folders (components, lib, config, map, testing),
  // never another feature nor the shell; shared folders import no feature and not the shell.
  // The map is entered by its front doors only: index.ts, and canvas.ts (MapLibre, lazily).
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...WEB_FEATURES.map((feature) => ({
              target: `${WEB_SRC}/features/${feature}`,
              from: `${WEB_SRC}/features`,
              except: [`./${feature}`],
              message:
                'A feature imports no other feature: move what both use to components/, lib/ or map/.',
            })),
            {
              target: `${WEB_SRC}/features`,
              from: `${WEB_SRC}/app`,
              message: 'Features do not import the app shell.',
            },
            {
              target: `${WEB_SRC}/features`,
              from: `${WEB_SRC}/map`,
              except: ['./index.ts', './canvas.ts'],
              message: 'Import the map through map/index.ts or map/canvas.ts.',
            },
            {
              target: `${WEB_SRC}/features`,
              from: `${WEB_SRC}/lib/live`,
              except: ['./index.ts'],
              message: 'Import the live store through lib/live/index.ts.',
            },
            ...WEB_SHARED.map((folder) => ({
              target: `${WEB_SRC}/${folder}`,
              from: [`${WEB_SRC}/features`, `${WEB_SRC}/app`],
              message: 'Shared web code imports no feature and not the app shell.',
            })),
          ],
        },
      ],
    },
  },
  {
    // Pure domain code never reaches for the server, web or Node.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', '@shuttle-ops/server', '@shuttle-ops/web'] },
      ],
    },
  },
  // ── Server boundaries ─────────────────────────────────────────────────────────────────────
  // Infrastructure (plugins, the bus, lib, config, db) never reaches into modules; a module, and
  // any other server file, uses a module only through its front door (index.ts); only the entry
  // point drives the simulator (main.ts, with the lease in simulated-shuttles.ts, and
  // simulator-main.ts, `npm run simulator`).
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: serverZones(false) },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: serverZones(true) },
      ],
    },
  },
  {
    // A module's tables (schema.ts) may name another module's tables for their foreign keys.
    files: ['apps/server/src/modules/*/schema.ts', ...SERVER_TABLE_READERS],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: serverZones(true, true) },
      ],
    },
  },
  {
    // The list of every table for drizzle-kit: the platform's and each module's schema.ts.
    files: [SERVER_TABLE_LIST.slice(2)],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: SERVER_TABLE_LIST,
              from: `${SERVER_SRC}/modules/**`,
              except: ['**/apps/server/src/modules/*/schema.ts'],
              message: "db/schema.ts lists tables only (each module's schema.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    // The server's scripts and the benchmarks drive the server from outside: front doors only.
    files: ['apps/server/scripts/**/*.ts', 'bench/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: ['./apps/server/scripts', './bench'],
              from: serverModules.map((name) => `${SERVER_SRC}/modules/${name}`),
              except: ['./index.ts'],
              message: 'Use what the module exports from its index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/main.ts',
      'apps/server/src/simulated-shuttles.ts',
      'apps/server/src/simulator-main.ts',
      // Tests and their support drive the real simulator as a vehicle would.
      'apps/server/src/test/**',
      '**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@shuttle-ops/simulator', '@shuttle-ops/simulator/*'],
              message:
                'Only the entry points (main.ts, simulated-shuttles.ts, simulator-main.ts) start the simulator; the server speaks to vehicles over MQTT.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
