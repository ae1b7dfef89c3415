// Two projects: pure rules and Payload integration in Node (ESM, as Payload is ESM-only), and React
// components in jsdom. `npm run test:unit` / `npm run test:int` pick one each.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
]

const shared = {
  rootDir: '.',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@payload-config$': '<rootDir>/payload.config.ts',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@server/(.*)$': '<rootDir>/server/$1',
  },
  transformIgnorePatterns: ['/node_modules/'],
}

const config = {
  reporters: ['default', '<rootDir>/tests/helpers/logReporter.mjs'],
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts'],
    },
    {
      ...shared,
      displayName: 'components',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/unit/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/tests/helpers/jest.dom.ts'],
    },
    {
      ...shared,
      displayName: 'int',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/int/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/helpers/jest.int.ts'],
    },
  ],
}

export default config
