import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

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
  globalIgnores([
    '.next/**',
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
