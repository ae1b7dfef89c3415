import { defineConfig, devices } from '@playwright/test'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs'
import { BASE_URL, BROWSER_LOG } from './tests/e2e/env.mjs'
import { logPath } from './tests/helpers/logs.mjs'

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One worker: the tests share one database and some of them change rooms.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  // The spec files over 30 s are named at the end of every run, the slowest first.
  reportSlowTests: { max: 10, threshold: 30_000 },
  // In CI the dots and the failures; by hand, each test with its time.
  reporter: [[process.env.CI ? 'dot' : 'list'], ['./tests/e2e/logReporter.mjs']],
  use: {
    baseURL: BASE_URL,
    // A click on something that never appears fails after 15 s saying what it waited for, instead
    // of holding the test until its own time runs out.
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // The browser writes its own warnings and errors (a renderer or GPU process lost, a frame
      // sink gone) to a log the reporter prints when a run fails: a page that stops drawing
      // leaves nothing in the test's trace but its missing frames. One file per worker process:
      // Chromium empties its log when it starts, and Playwright starts a new worker, with a new
      // browser, after every failed test.
      args: [
        ...CHROMIUM_FLAGS,
        '--enable-logging',
        `--log-file=${logPath(`${BROWSER_LOG}-${process.pid}`)}`,
        '--log-level=1',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node tests/e2e/server.mjs',
    url: `${BASE_URL}/api/users/me`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    // The server writes its log to tests/.tmp/logs (tests/e2e/server.mjs); what reaches these
    // pipes is only the harness failing to start it.
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
