import { afterEach } from 'vitest';
import { startMockHttpServer, type MockHttpServer, type MockHttpServerOptions } from '@mock/http';
import { tinyRegistry } from './tiny-seed';

/*
 * The HTTP mock on a free port over the tiny registry, for tests that need
 * real sockets (universes, aborted clients, cookies as a browser gets them).
 */

type Envelope<T> = { success: boolean; message?: string; body: T };

/** Starts a server per test (`start(options)` answers its URL) and closes it after each test. */
export const useHttpMockServer = (): ((options?: Partial<MockHttpServerOptions>) => Promise<string>) => {
  let server: MockHttpServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  return async (options = {}) => {
    server = await startMockHttpServer({ port: 0, quiet: true, registry: tinyRegistry, scenario: 'tiny', ...options });
    return server.url;
  };
};

/** The request init, sent into universe `name` by the X-Mock-Universe header. */
export const inUniverse = (name: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string> | undefined), 'x-mock-universe': name },
});

export const bodyOf = async <T>(response: Response): Promise<T> => ((await response.json()) as Envelope<T>).body;

export const messageOf = async (response: Response): Promise<string | undefined> =>
  ((await response.json()) as Envelope<unknown>).message;

type UniverseListing = { universes: { name: string; inFlight: number }[] };

export const universesOf = async (url: string): Promise<UniverseListing['universes']> =>
  (await bodyOf<UniverseListing>(await fetch(`${url}/__mock/universes`))).universes;

/**
 * Resolves once the listing shows `inFlight` requests in the universe: by
 * asking, never by a timer. A count that never comes is the test's timeout.
 */
export const untilInFlight = async (url: string, name: string, inFlight: number): Promise<void> => {
  for (;;) {
    const universes = await universesOf(url);
    if (universes.find((universe) => universe.name === name)?.inFlight === inFlight) return;
  }
};
