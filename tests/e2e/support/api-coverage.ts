import type { Page, TestInfo } from '@playwright/test';
import { routeOfRequest, writePart, type CoverageEntry } from '../../../scripts/api-coverage/layers';

/*
 * The e2e layer of `npm run test:api-coverage`: every /api/v1 answer the page got (from the
 * in-browser mock's service worker or from the HTTP mock), by contract route, status and the
 * scenario the test last reset to. Each test writes its part; api-coverage-global.ts merges them.
 */

const API_PREFIX = '/api/v1';

export type ApiCoverageRecorder = { scenario: string; write(testInfo: TestInfo, layer: string): void };

const recorders = new WeakMap<Page, ApiCoverageRecorder>();

/** The page's recorder, which the page fixture started. */
export const recorderOf = (page: Page): ApiCoverageRecorder => {
  const recorder = recorders.get(page);
  if (!recorder)
    throw new Error('No API coverage recorder on this page: use the page fixture of tests/e2e/support/test.ts');
  return recorder;
};

export const recordApiCoverage = (page: Page): ApiCoverageRecorder => {
  const entries = new Map<string, CoverageEntry>();
  const recorder: ApiCoverageRecorder = {
    scenario: 'demo',
    write(testInfo, layer) {
      writePart(layer, `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`, [...entries.values()]);
    },
  };
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith(`${API_PREFIX}/`)) return;
    const route = routeOfRequest(response.request().method(), url.pathname);
    if (!route) return;
    // An injected fault's answer (/__mock/faults) carries x-mock-fault: it imitates a broken server, not the API.
    const injected = response.headers()['x-mock-fault'] !== undefined;
    const key = `${route.name} ${response.status()} ${recorder.scenario} ${injected}`;
    const entry = entries.get(key);
    if (entry) entry.count += 1;
    else
      entries.set(key, {
        route: route.name,
        status: response.status(),
        scenario: recorder.scenario,
        count: 1,
        ...(injected && { injected: true as const }),
      });
  });
  recorders.set(page, recorder);
  return recorder;
};
