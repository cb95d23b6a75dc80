import { existsSync } from 'node:fs';
import { defineConfig, devices, type ReporterDescription } from '@playwright/test';

// Debian's browsers where they are installed (CI containers, where Playwright's download is not
// available), Playwright's own everywhere else; scripts/ensure-browser.mjs provisions one. Headless
// runs take Debian's chromium-headless-shell when it is there: it is what Playwright itself runs
// headless (the full browser's headless mode draws its whole window), and the suite ran in
// about 30% less time on it. A headed run (--headed, --debug, --ui) needs the full browser.
// E2E_BROWSER names another binary.
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const headed = !!process.env.PWDEBUG || process.argv.some((arg) => ['--headed', '--debug', '--ui'].includes(arg));
const executablePath =
  process.env.E2E_BROWSER ??
  [...(headed ? [] : [DEBIAN_HEADLESS_SHELL]), DEBIAN_CHROMIUM].find((path) => existsSync(path));

// Chromium's sandbox cannot start as root in a container. Playwright already launches without it
// unless told otherwise; pin that for root so a changed default cannot break CI.
const isRoot = process.getuid?.() === 0;

// Defaults match vite.config.ts (preview.port, strictPort) and its build.outDir. Both can be moved so
// that several checkouts or developers on one machine can run the suite side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';
/**
 * The HTML report of every run, on a laptop as on CI (docs/qa.md, "Run the suites"), never
 * opened by itself; `--list` runs nothing, so it writes none (it would replace the last run's).
 */
export const reportersInto = (folder: string): ReporterDescription[] =>
  process.argv.includes('--list') ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: folder }]];
const baseURL = `http://127.0.0.1:${PORT}`;
const isCI = !!process.env.CI;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Journeys that need the HTTP mock's universes run in playwright.http.config.ts only.
  testIgnore: ['**/*.http.spec.ts'],
  outputDir: process.env.E2E_RESULTS_DIR ?? 'test-results',
  fullyParallel: true,
  forbidOnly: isCI,
  // No retries anywhere: a test that needs one is flaky, and QA must see it.
  retries: 0,
  workers: 2,
  // Generous on purpose: a journey signs in, resets and navigates a few times, each through the
  // in-page mock, and on a loaded 2-core machine (CI's was seen at 1.7x this machine's unit time)
  // 30 s ran out before a journey's first assertion. Waits end on a UI state, so a passing test
  // is no slower for it; a real failure still fails, later.
  timeout: 90_000,
  // Two workers on a 2-core CI machine: the first visit to a screen loads its chunks while the
  // other worker's page runs too (seen at 3 s for one chunk, 10 s under load).
  expect: { timeout: 20_000 },
  // The e2e layer of the API coverage (docs/qa.md, "API coverage"): parts cleared here, merged at the end.
  globalSetup: './tests/e2e/support/api-coverage-global.ts',
  reporter: reportersInto(process.env.E2E_REPORT_DIR ?? 'playwright-report'),
  use: {
    baseURL,
    // A failed test keeps its trace: every action with the page's DOM before and after it, the
    // network and the console. Not the screencast of screenshots a trace also records by default:
    // it cost about a fifth of the suite's time, and a failed test keeps its final screenshot.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    timezoneId: 'UTC',
    locale: 'en-US',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          ...(executablePath ? { executablePath } : {}),
          ...(isRoot ? { chromiumSandbox: false } : {}),
        },
      },
    },
  ],
  // The built app, as users get it: bundle, then serve dist/ with vite preview. Quiet unless it
  // fails: the build's output shows only when the build fails (scripts/run-quietly.mjs), and
  // the preview's only on its stderr.
  webServer: {
    command: `node scripts/run-quietly.mjs npm run build -- --outDir ${OUT_DIR} && npm run preview -- --outDir ${OUT_DIR} --host 127.0.0.1 --port ${PORT}`,
    url: baseURL,
    reuseExistingServer: !isCI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
