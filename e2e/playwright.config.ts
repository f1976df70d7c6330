import { readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { findChromium } from './support/find-chromium.mjs'

const e2eDir = path.dirname(fileURLToPath(import.meta.url))
const repoRoot = path.resolve(e2eDir, '..')
// E2E_PORT lets two checkouts run their browser tests side by side.
const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://127.0.0.1:${port}`
const isCI = Boolean(process.env.CI)

// Workers load this file again and inherit the environment, so the folder is chosen once, in the runner process,
// and the runner also clears what aborted runs left behind. globalTeardown removes this run's folder.
if (!process.env.E2E_DATA_DIR) {
  for (const entry of readdirSync(e2eDir)) {
    if (entry.startsWith('.data-')) rmSync(path.join(e2eDir, entry), { recursive: true, force: true })
  }
  process.env.E2E_DATA_DIR = path.join(e2eDir, `.data-${Date.now()}`)
}

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // One server with one embedded database and two cores: more workers only queue behind it.
  workers: isCI ? 1 : 2,
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // Limits for a quarter of this machine's speed (a busy shared CI box): every expect waits for a state and returns
  // as soon as it holds, so a generous limit costs nothing when the app is quick. Set here once; tests that walk
  // several long flows raise their own limit above this one.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : 'list',
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL,
    testIdAttribute: 'data-testid',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          // Debian's chromium; check-chromium.mjs has already explained how to get it when it is missing.
          executablePath: findChromium(),
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    // The real product on a fresh embedded database (demo data seeded on first boot); `npm run test:e2e` has
    // built the web app first, and the API serves it.
    command: 'node --import tsx apps/api/src/main.ts',
    cwd: repoRoot,
    url: `${baseURL}/health`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // Whatever the caller's shell holds: embedded database, demo data, dev mailbox, embedded SSO.
      DATABASE_URL: '',
      SEED_DEMO: '1',
      SMTP_URL: '',
      OIDC_ISSUER: '',
    },
    // A server left on this port would have another run's data: always start our own.
    reuseExistingServer: false,
    // Migrating and seeding a fresh database: minutes on a loaded machine. The wait ends when /health answers.
    timeout: 600_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
