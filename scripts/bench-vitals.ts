import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { startMockProcess } from './bench/mock-process';
import { DOCS, writeFigures, writePerformanceSection } from './bench/performance-doc';
import { VITALS_CASES } from './bench/vitals/cases';
import { createMockApi } from './bench/vitals/mock-api';
import { medianVitals, vitalsSection, type CaseFigures } from './bench/vitals/report';
import { runCaseOnce } from './bench/vitals/run-case';

/*
 * npm run bench:vitals: lab vitals (LCP, CLS, TBT, the longest interaction) of the screens
 * issue 9 names, in Chromium on the production build, at normal CPU and 4x slower. Writes the
 * "Lab vitals" section of docs/performance.md and `vitals` in docs/performance.json. A
 * benchmark, never a test: it reports; nothing fails on a slow machine.
 */

const RUNS = Number(process.env.BENCH_VITALS_RUNS ?? 5);
// A comma-separated list of case ids (e.g. `dashboard,history`) runs only those and writes
// nothing: the docs' section stands for the whole bench, run as a whole.
const ONLY = (process.env.BENCH_VITALS_CASES ?? '')
  .split(',')
  .map((id) => id.trim())
  .filter(Boolean);
const CPU_SLOWDOWNS = [1, 4];
const OUT_DIR = '.cache/vitals-dist';
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4190);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4312);
const APP_URL = `http://127.0.0.1:${APP_PORT}`;
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

const build = () => {
  console.log(`Building into ${OUT_DIR} (in-browser mock off, API on 127.0.0.1:${API_PORT})...`);
  const result = spawnSync('npx', ['vite', 'build', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
    env: { ...process.env, VITE_MOCK: 'off', VITE_API_BASE_URL: `http://127.0.0.1:${API_PORT}` },
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
};

const selectedCases = () => {
  if (ONLY.length === 0) return VITALS_CASES;
  const unknown = ONLY.filter((id) => !VITALS_CASES.some((vitalsCase) => vitalsCase.id === id));
  if (unknown.length > 0)
    throw new Error(`Unknown vitals case ${unknown.join(', ')}; known: ${VITALS_CASES.map((c) => c.id).join(', ')}`);
  return VITALS_CASES.filter((vitalsCase) => ONLY.includes(vitalsCase.id));
};

const main = async () => {
  const cases = selectedCases();
  const startLoad = loadavg()[0] ?? 0;
  build();
  const app = await preview({
    preview: { port: APP_PORT, strictPort: true, host: '127.0.0.1' },
    build: { outDir: OUT_DIR },
    logLevel: 'warn',
  });
  const mock = await startMockProcess({ scenario: 'demo', port: API_PORT, corsOrigins: APP_URL });
  const browser = await chromium.launch({
    ...(existsSync(DEBIAN_CHROMIUM) ? { executablePath: DEBIAN_CHROMIUM } : {}),
    ...(process.getuid?.() === 0 ? { chromiumSandbox: false } : {}),
  });
  const api = createMockApi(mock.url);
  const figures: CaseFigures[] = [];
  try {
    for (const vitalsCase of cases) {
      await api.reset(vitalsCase.scenario);
      const session = vitalsCase.persona ? await api.signIn(vitalsCase.persona) : null;
      const path = await vitalsCase.prepare(api, session);
      const byCpu: CaseFigures['byCpu'] = [];
      for (const cpuSlowdown of CPU_SLOWDOWNS) {
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) {
          runs.push(await runCaseOnce({ browser, appUrl: APP_URL, vitalsCase, path, session, cpuSlowdown }));
        }
        const median = medianVitals(runs);
        byCpu.push({ cpuSlowdown, runs, median });
        console.log(`${vitalsCase.name}, CPU ${cpuSlowdown}x:`, median);
      }
      figures.push({
        id: vitalsCase.id,
        name: vitalsCase.name,
        interaction: vitalsCase.interaction ?? null,
        targets: vitalsCase.targets,
        byCpu,
      });
    }
  } finally {
    await browser.close();
    mock.stop();
    await app.close();
  }

  const environment = {
    browser: `Chromium ${browser.version()}`,
    cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
    cores: cpus().length,
    date: new Date().toISOString().slice(0, 10),
    loadAverage: startLoad.toFixed(2),
  };
  if (ONLY.length > 0) {
    console.log(`Only ${ONLY.join(', ')} (BENCH_VITALS_CASES): docs/performance.* left as they were.`);
    return;
  }
  writePerformanceSection('vitals', vitalsSection(figures, environment, RUNS));
  const figuresFile = resolve(DOCS, 'performance.json');
  const current = existsSync(figuresFile)
    ? (JSON.parse(readFileSync(figuresFile, 'utf8')) as Record<string, unknown>)
    : {};
  writeFigures('performance.json', { ...current, vitals: { environment, runs: RUNS, cases: figures } });
  console.log('Wrote docs/performance.md (Lab vitals) and docs/performance.json (vitals)');
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
