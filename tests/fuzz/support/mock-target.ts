import { afterAll, beforeAll } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '@mock/http';
import type { Target } from '../core/run';

/*
 * The mock HTTP server, in this process, as the fuzzer's target: reset to
 * the demo scenario through its control, then, once the personas are signed
 * in, back to a snapshot of that state (sessions included), which is faster
 * than seeding again and keeps the personas signed in.
 */

const json = { 'content-type': 'application/json' };

const startMockTarget = async (): Promise<{ target: Target; mock: MockHttpServer }> => {
  const mock = await startMockHttpServer({ port: 0, quiet: true, scenario: 'demo' });
  let remembered: string | undefined;
  const control = async (path: string, init: RequestInit) => {
    const response = await fetch(`${mock.url}/__mock${path}`, init);
    const text = await response.text();
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} /__mock${path}: ${response.status} ${text}`);
    return text;
  };
  const target: Target = {
    baseUrl: mock.url,
    reset: async () => {
      await (remembered === undefined
        ? control('/reset', { method: 'POST', headers: json, body: JSON.stringify({ scenario: 'demo', seed: 1 }) })
        : control('/snapshot', { method: 'PUT', headers: json, body: remembered }));
    },
    remember: async () => {
      remembered = await control('/snapshot', { method: 'GET' });
    },
  };
  return { target, mock };
};

/** The file's target: the mock started before its tests and closed after them. */
export const useMockTarget = (): (() => Target) => {
  let started: { target: Target; mock: MockHttpServer } | undefined;
  beforeAll(async () => {
    started = await startMockTarget();
  });
  afterAll(async () => {
    await started?.mock.close();
  });
  return () => started!.target;
};
