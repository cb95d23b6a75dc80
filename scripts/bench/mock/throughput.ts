import type { ScenarioName } from '@fixtures/scenarios/index';
import { startMockProcess } from '../mock-process';
import { loginRequest, sessionCookieOf } from './sessions';
import { statsOf, type Stats } from './stats';

export type ThroughputFigures = {
  path: string;
  scenario: ScenarioName;
  concurrency: number;
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  latency: Stats;
};

/**
 * Requests per second under a bounded load: `concurrency` requests in flight at all times
 * until `requests` have been answered, one signed-in session, on 127.0.0.1.
 */
export const benchThroughput = async ({
  scenario,
  path,
  concurrency,
  requests,
  port,
}: {
  scenario: ScenarioName;
  path: (url: string, cookie: string) => Promise<string>;
  concurrency: number;
  requests: number;
  port: number;
}): Promise<ThroughputFigures> => {
  const { url, stop } = await startMockProcess({ scenario, port });
  try {
    const cookie = sessionCookieOf(await fetch(loginRequest(url)));
    const target = await path(url, cookie);
    const get = async (): Promise<number> => {
      const started = performance.now();
      const response = await fetch(`${url}${target}`, { headers: { cookie } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${target}: ${response.status}`);
      return performance.now() - started;
    };
    for (let warm = 0; warm < 50; warm += 1) await get();
    const latencies: number[] = [];
    let issued = 0;
    const worker = async () => {
      while (issued < requests) {
        issued += 1;
        latencies.push(await get());
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (performance.now() - started) / 1000;
    return {
      path: target,
      scenario,
      concurrency,
      requests,
      seconds: Math.round(seconds * 100) / 100,
      requestsPerSecond: Math.round(requests / seconds),
      latency: statsOf(latencies),
    };
  } finally {
    stop();
  }
};
