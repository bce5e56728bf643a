import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The layers of docs/ARCHITECTURE.md, held by the linter so nobody has to remember them:
 *   domain (leaf, used by all) · contracts → domain only
 *   · schedulers ← realtime ← src/shared ← src/entities ← src/features ← src/app
 *   · server → contracts and domain only
 * Features are isolated from each other: one may use another only through its index.ts. Entities
 * (what a match is, for every screen that shows one) are used only through their index.ts too.
 */
const foldersOf = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
const features = foldersOf('src/features');
const entities = foldersOf('src/entities');

const layerZones = [
  {
    target: './domain',
    from: ['./contracts', './schedulers', './realtime', './src', './server'],
    message:
      'domain/ (the fans’ clock, sports and their codes) is the leaf of every layer: it imports nothing of the app.',
  },
  {
    target: './contracts',
    from: ['./schedulers', './realtime', './src', './server'],
    message: 'contracts/ is a leaf: it imports nothing of the app.',
  },
  {
    target: './schedulers',
    from: ['./realtime', './src', './server'],
    message: 'schedulers/ is the bottom layer.',
  },
  {
    target: './realtime',
    from: ['./src', './server'],
    message: 'realtime/ may use schedulers/ and contracts/ only.',
  },
  {
    target: './src/shared',
    from: ['./src/entities', './src/features', './src/app'],
    message: 'src/shared is the kernel: it may not reach up into entities, features or the app.',
  },
  {
    target: './src/entities',
    from: ['./src/features', './src/app'],
    message: 'Entities sit below the screens: they may not import features or the app.',
  },
  {
    target: './src/features',
    from: ['./src/app'],
    message: 'Features may not import the app shell.',
  },
  { target: './src', from: ['./server'], message: 'The client never imports the server.' },
  {
    target: './server',
    from: ['./src', './realtime', './schedulers'],
    message: 'server/ imports contracts/ and nothing of the client.',
  },
];

/**
 * The server's modules (docs/ARCHITECTURE.md "server/"): server/platform is what every feature uses
 * and knows no feature; a feature — and the seed, the simulator and the app that compose them — uses
 * another feature only through its index.ts.
 */
const foldersIn = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
/**
 * A folder under server/features with an index.ts is a feature; one without is a capability's
 * group (account/, wallet/), whose folders are its features (account/session, wallet/charge): the
 * same words as contracts/account/ and src/features/account/.
 */
const serverFeatures = foldersIn('server/features').flatMap((name) =>
  existsSync(`server/features/${name}/index.ts`)
    ? [name]
    : foldersIn(`server/features/${name}`).map((inner) => `${name}/${inner}`),
);

const serverZones = [
  {
    // The payment provider stands for another company: it knows trades, not fans, coins or features.
    target: './server/paymentProvider',
    from: ['./server/features', './server/platform', './server/seed', './server/simulator'],
    message: 'server/paymentProvider is another company’s system: it may not reach into the app.',
  },
  {
    target: ['./server/features', './server/app.ts', './server/config.ts', './server/main.ts'],
    from: './server/paymentProvider',
    except: ['./index.ts'],
    message: 'The merchant uses the payment provider only through its index.ts (its "SDK").',
  },
  {
    target: './server/platform',
    from: ['./server/features', './server/seed', './server/simulator', './server/app.ts'],
    message: 'server/platform is what every feature uses: it may not reach into features.',
  },
  {
    // The seed stands above what it fills: it imports features, never the other way round.
    target: ['./server/features', './server/simulator', './server/platform'],
    from: './server/seed',
    message:
      'Production code never imports server/seed: the models it needs live in server/domain; seeding work is handed over by server/main.ts.',
  },
  {
    target: './server/domain',
    from: [
      './server/features',
      './server/seed',
      './server/simulator',
      './server/platform',
      './server/db',
    ],
    message:
      'server/domain is the pure model of the sport (catalogue, calendar, odds, seeded random): it imports only domain/, contracts/ and itself.',
  },
  {
    target: [
      './server/seed',
      './server/simulator',
      './server/app.ts',
      './server/main.ts',
      './server/gatewayApis.ts',
    ],
    from: './server/features',
    except: serverFeatures.map((b) => `./${b}/index.ts`),
    message: 'The seed, the simulator and the app use a server feature only through its index.ts.',
  },
  {
    // Payments sit below every paid feature (docs/decisions/commerce.md): what is sold reaches them
    // through the commerce core's registered sellables, never by an import.
    target: './server/features/wallet/charge',
    from: serverFeatures.filter((f) => f !== 'wallet/charge').map((f) => `./server/features/${f}`),
    message:
      'Payments (wallet/charge) import no feature: sell through server/platform/commerce (registerSellable).',
  },
  ...serverFeatures.map((a) => ({
    target: `./server/features/${a}`,
    from: './server/features',
    except: [`./${a}`, ...serverFeatures.filter((b) => b !== a).map((b) => `./${b}/index.ts`)],
    message: `Server feature "${a}" may use another feature only through its index.ts.`,
  })),
];

/** Whoever uses an entity (features, the app, another entity) goes through its index.ts. */
const entityZones = entities.map((e) => ({
  target: [
    './src/features',
    './src/app',
    ...entities.filter((o) => o !== e).map((o) => `./src/entities/${o}`),
  ],
  from: `./src/entities/${e}`,
  // rules.ts: an entity's pure rules without its store and screens, for code that must stay small
  // (the first-screen script, src/app/firstScreen.ts).
  except: ['./index.ts', './rules.ts'],
  message: `Entity "${e}" is used only through its index.ts (or its rules.ts).`,
}));

/**
 * One zone per feature, with its own folder and the others' index.ts excepted, here and for the
 * server's features: a zone per pair of features (2,431 zones) made no-restricted-paths a quarter of
 * the linter's time, as every file is matched against every zone (docs/decisions/test-speed.md).
 */
const featureZones = features.map((a) => ({
  target: `./src/features/${a}`,
  from: './src/features',
  // parts.ts: components a feature lends another feature's screens (plans' page parts for
  // interpretations). The app never imports it, so it loads with those screens, not the shell.
  except: [
    `./${a}`,
    ...features.filter((b) => b !== a).flatMap((b) => [`./${b}/index.ts`, `./${b}/parts.ts`]),
  ],
  message: `Feature "${a}" may use another feature only through its index.ts (or its parts.ts).`,
}));

const timerBan = {
  'no-restricted-globals': [
    'error',
    {
      name: 'setTimeout',
      message: 'Time belongs to schedulers/: use its timers so fake clocks and teardown reach it.',
    },
    {
      name: 'setInterval',
      message: 'Time belongs to schedulers/: use its timers so fake clocks and teardown reach it.',
    },
  ],
  'no-restricted-properties': [
    'error',
    ...['window', 'globalThis', 'self'].flatMap((object) =>
      ['setTimeout', 'setInterval'].map((property) => ({
        object,
        property,
        message: 'Time belongs to schedulers/: use its timers.',
      })),
    ),
  ],
};

const noInnerHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message:
    'User and server text renders as text. Sanitize and explain on the same line if HTML is truly needed.',
};

/**
 * Integers of contracts/ take their bounds from contracts/integers.ts (issue 30 §3): a bare `z.int()`
 * takes any safe integer, and a gameType of 2^31 went through its contract to a PostgreSQL
 * `integer` column and came back as the database's 500. Any zod integer call (`z.int()`,
 * `z.number().int()`, `z.int32()`, `.check(z.int())`…) outside that file is refused.
 */
const rawIntegerBan = {
  selector:
    "CallExpression[callee.type='MemberExpression'][callee.property.name=/^u?int(32|64)?$/]",
  message:
    'Integers in contracts/ get their bounds from contracts/integers.ts (int32, safeInt, int32Input, safeIntInput), the database’s columns: a bare z.int() let 2^31 reach an integer column as a 500.',
};

/** The app reads the time from the scheduler's clock (appNow), so one clock, fake in tests, rules. */
const hostClockBan = {
  'no-restricted-properties': [
    ...timerBan['no-restricted-properties'],
    {
      object: 'Date',
      property: 'now',
      message: "Read the time from the scheduler's clock: appNow() from @schedulers.",
    },
  ],
  'no-restricted-syntax': [
    'error',
    noInnerHtml,
    {
      selector: "NewExpression[callee.name='Date'][arguments.length=0]",
      message: "Read the time from the scheduler's clock: new Date(appNow()).",
    },
  ],
};

export default tseslint.config(
  {
    ignores: ['dist/**', 'dist-ssr/**', 'node_modules/**', '.data/**', 'coverage/**', 'scratch/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      // Without these, import-x reads only .js files when it follows imports, and no-cycle sees nothing.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mts', '.cts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layerZones, ...entityZones, ...featureZones, ...serverZones] },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': ['error', noInnerHtml],
      ...timerBan,
    },
  },
  {
    files: ['src/**', 'realtime/**'],
    rules: hostClockBan,
  },
  {
    files: ['contracts/**'],
    ignores: ['contracts/integers.ts'],
    rules: { 'no-restricted-syntax': ['error', noInnerHtml, rawIntegerBan] },
  },
  {
    // The clock itself, the companion server (its own process and clock) and benchmarks may touch timers.
    // Tests go through fake timers; only the tester kit may wrap raw timers.
    files: ['schedulers/**', 'server/**', 'bench/**', 'tests/kit/**', 'scripts/**'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    // A server feature's routes.ts and apis.ts are its HTTP and gateway faces only: what they answer
    // is worked out by its services and queried by its queries (docs/ARCHITECTURE.md "server/").
    files: ['server/features/*/routes.ts', 'server/features/*/apis.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', '**/db/schema', '**/db/tables/*'],
              message: 'routes.ts and apis.ts hold no SQL: ask the feature’s queries or service.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
