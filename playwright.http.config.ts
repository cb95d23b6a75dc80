import { defineConfig } from '@playwright/test';
import base, { reportersInto } from './playwright.config';

/*
 * The journeys against the standalone HTTP mock (`npm run test:e2e:http`, docs/qa.md): the
 * production build with VITE_MOCK=off, served by one `mock:serve` (APP_DIR) on its own origin,
 * each Playwright worker in its own universe (tests/e2e/support/universe.ts). Four workers by
 * default. E2E_HTTP_PORT, E2E_HTTP_OUT_DIR move the mock's port and the build folder.
 */
const PORT = Number(process.env.E2E_HTTP_PORT ?? 4174);
const OUT_DIR = process.env.E2E_HTTP_OUT_DIR ?? '.cache/e2e-http-dist';
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  ...base,
  workers: Number(process.env.E2E_HTTP_WORKERS ?? 4),
  // A report of its own: the default project's run would otherwise replace it.
  reporter: reportersInto(process.env.E2E_HTTP_REPORT_DIR ?? 'playwright-report-http'),
  // Four browsers on a 2-core CI machine: twice the default project's time limit for a test
  // (a limit, never a wait: a passing test takes what it takes).
  timeout: 60_000,
  // What only the in-browser mock has, so a VITE_MOCK=off build hides or cannot show it:
  // - the static build's proof (a plain file server, no API at all), the /demo stories and the
  //   demo banner's first load (their 'Start this demo' is disabled without the in-browser mock);
  // - the mock Google chooser (the app shows it only with the in-browser mock);
  // - a 'network' fault on sign-in: over real HTTP the mock drops the connection, and the
  //   browser retries a POST whose reused keep-alive connection closed without an answer, so a
  //   one-time fault is absorbed by the retry (docs/qa.md, "Against the HTTP mock");
  // - the mock panel, which a VITE_MOCK=off build leaves out (src/app/mock-panel.ts), and the
  //   in-browser mock's service worker (there is none).
  testIgnore: [
    '**/demo/static-build.spec.ts',
    '**/demo/demo-stories.spec.ts',
    '**/demo/demo-banner.spec.ts',
    '**/mock-panel/mock-panel.spec.ts',
    '**/loading/mock-worker.spec.ts',
  ],
  grepInvert: /Google chooser|mock’s chooser|a network fault on sign-in/,
  use: { ...base.use, baseURL },
  projects: (base.projects ?? []).map((project) => ({
    ...project,
    name: 'http-mock',
    use: { ...project.use, mockTarget: 'http' },
  })),
  webServer: {
    command: `node scripts/run-quietly.mjs npm run build -- --outDir ${OUT_DIR} && npm run mock:serve`,
    env: { VITE_MOCK: 'off', APP_DIR: OUT_DIR, PORT: String(PORT), QUIET: '1' },
    url: `${baseURL}/__mock/state`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
