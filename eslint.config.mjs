import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

/** What a start runs and what reports on it: the seed with its data conversions, and /api/health. */
const START_UP = ['./src/seed', './src/health']
/** The features: a folder each, its collections and globals with their endpoints, hooks and jobs. */
const FEATURES = ['./src/collections']
/** What every feature's server side shares: answers and refusals, the database across instances, … */
const SHARED_SERVER = [
  './src/http',
  './src/database',
  './src/email',
  './src/fields',
  './src/hooks',
  './src/jobs',
  './src/services',
]
/** The server side: below payload.config.ts and above the pure rules, in three layers of its own. */
const SERVER_SIDE = [...START_UP, ...FEATURES, ...SHARED_SERVER]
const ABOVE_RULES = [
  './src/app',
  './src/components',
  './src/data',
  './payload.config.ts',
  ...SERVER_SIDE,
]

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Layers run one way: app → components → data → payload.config → start-up and health →
    // features (collections and globals with their endpoints, hooks and jobs) → shared server parts
    // (http, database, email, fields, hooks, jobs, services) → lib and access.
    // An import that runs back up a layer fails here.
    files: ['src/**/*.{ts,tsx}', 'payload.config.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/components',
              from: './src/app',
              message: 'Components sit below the pages: move the shared part down.',
            },
            {
              target: './src/data',
              from: ['./src/app', './src/components'],
              message: 'The data layer sits below pages and components.',
            },
            {
              target: SERVER_SIDE,
              from: ['./src/app', './src/components', './src/data', './payload.config.ts'],
              message:
                'Collections, endpoints, hooks, jobs and services sit below the config and pages.',
            },
            {
              target: FEATURES,
              from: START_UP,
              message:
                'The features sit below the start-up (seed, conversions) and the health check.',
            },
            {
              target: SHARED_SERVER,
              from: [...START_UP, ...FEATURES],
              message:
                'Shared server parts sit below the features: move what they need from a feature down here.',
            },
            {
              target: ['./src/lib', './src/access'],
              from: [...ABOVE_RULES],
              message: 'src/lib and src/access are pure rules: they import nothing above them.',
            },
          ],
        },
      ],
    },
  },
  {
    // Guests' pages import the rules and the site's components. MESSAGES holds every area's texts
    // in one object no bundler can split, so an import of it sent the staff portal's texts too
    // (19 KB of script on /rooms, /contact and /bookings): these import each area's own file.
    files: [
      'src/lib/**/*.{ts,tsx}',
      'src/components/site/**/*.{ts,tsx}',
      'src/components/ui/**/*.{ts,tsx}',
    ],
    ignores: ['src/lib/messages/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/lib|\\.{1,2})/messages(/index)?$',
              message:
                "Import the area's own file (`@/lib/messages/rooms`): MESSAGES would carry every area's texts to guests' phones.",
            },
          ],
        },
      ],
    },
  },
  {
    // One error type for what the caller caused: a Refusal is answered with its 4xx and message and
    // logged as information; a bare APIError would be logged as a server fault.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/http/refusal.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='APIError']",
          message: 'Throw a Refusal (src/http/refusal.ts) for an error the caller caused.',
        },
        {
          // A stay's history grows by one append, written once: lines racing each other all stay.
          selector: "Property[key.name='history'] > ObjectExpression > Property[key.name='$push']",
          message:
            'Add history lines with pushHistory (src/collections/Bookings/hooks/history.ts).',
        },
      ],
    },
  },
  {
    // The one place a history line is appended below Payload's hooks.
    files: ['src/collections/Bookings/hooks/history.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='APIError']",
          message: 'Throw a Refusal (src/http/refusal.ts) for an error the caller caused.',
        },
      ],
    },
  },
  globalIgnores([
    '**/.next/**',
    '.next-*/**',
    'node_modules/**',
    'data/**',
    'media/**',
    'tests/.tmp/**',
    'test-results/**',
    'playwright-report/**',
    'src/payload-types.ts',
    'src/migrations/**',
    'src/app/(payload)/**',
    'next-env.d.ts',
    // The portal's worker, bundled from src/serviceWorker/ by the build.
    'public/admin-sw.js',
  ]),
])
