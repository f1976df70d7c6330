import { createRequire } from 'node:module'
import { defineConfig } from 'vitest/config'

// Node loads graphql's CommonJS build for the libraries; the tests' own imports must get the same copy.
const graphqlCjs = createRequire(import.meta.url).resolve('graphql')

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          alias: { graphql: graphqlCjs },
          include: ['src/**/*.test.ts'],
          // With TEST_DATABASE_URL, migrates the shared PostgreSQL database once before the workers start.
          globalSetup: ['src/test/global-setup.ts'],
          // One migrated database per worker, shared by its test files (each test builds its own school).
          isolate: false,
          // Limits for a quarter of this machine's speed: a test builds its own school in the shared database.
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // A test's own limit, above the setup's 20 s wait for one state: a test waits for several.
          testTimeout: 90_000,
        },
      },
    ],
  },
})
