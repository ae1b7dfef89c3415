import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

/** The server side: one layer, below payload.config.ts and above the pure rules. */
const SERVER_SIDE = [
  './src/collections',
  './src/endpoints',
  './src/email',
  './src/fields',
  './src/globals',
  './src/hooks',
  './src/jobs',
  './src/seed',
  './src/services',
]
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
    // Layers run one way: app → components → data → payload.config → the server side
    // (collections with their endpoints and jobs, endpoints, hooks, services, …) → lib and access.
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
    ignores: ['src/endpoints/refusal.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='APIError']",
          message: 'Throw a Refusal (src/endpoints/refusal.ts) for an error the caller caused.',
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
          message: 'Throw a Refusal (src/endpoints/refusal.ts) for an error the caller caused.',
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
  ]),
])
