import type { User } from '@contract/schemas/user';
import { PERSONA_PASSWORD, PERSONAS, type PersonaKey } from '@fixtures/personas';
import type { ScenarioName } from '@fixtures/scenarios/index';
import { createMockServer, holdResponses as holdInProcess, seedMock, type HeldResponses } from '@mock/node';
import { act, cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type DataRouter, type RouteObject } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { App } from '@/app/app';
import { createApp, type AppInstance } from '@/app/create-app';
import { loadQueryLibrary } from '@/lib/lazy-query-client';
import { session } from '@/lib/session/session';
import { successBody, tsr } from '@/lib/tsr';
import { settled } from './support/router-settled';

/*
 * The component test kit. Every test of every component file gets (useComponentKit, which the
 * setup file use-component-kit.ts calls once per file):
 * - the Node mock (mock-server/node.ts) listening, with onUnhandledRequest: 'error',
 *   reseeded with the default scenario (demo, seed 1) before each test, its
 *   per-test overrides (server.use) dropped after each;
 * - a clean browser: empty local and session storage, no cookies, nobody signed in.
 *
 *   const { user, router } = await renderRoute('/settings', { persona: 'admin' });
 *   await user.click(screen.getByRole('button', { name: /account menu/i }));
 *
 * Sessions: under jsdom the mock's Set-Cookie lands in msw's cookie store and
 * document.cookie, and the app's fetches (credentials: 'include') carry it, exactly as in
 * the browser; no cookie code here (docs/mock-server/limits-and-security.md, "Sessions").
 */

export const server = createMockServer();

const apps = new Set<AppInstance>();

const clearCookies = () => {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
};

/**
 * The kit's hooks for the current test file. The files share a worker's modules (`isolate: false`
 * in vite.config.ts), so this module runs once per worker: hooks registered at its top level
 * would belong to the first file only. A setup file, which runs for every file, calls this.
 */
export const useComponentKit = (): void => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    clearCookies();
    session.clearUser();
    await seedMock();
  });
  afterEach(() => {
    cleanup();
    for (const app of apps) app.dispose();
    apps.clear();
    server.resetHandlers();
    server.events.removeAllListeners();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());
};

export type RenderRouteOptions = {
  /** Signs in as this persona (password OfferDesk2026) before the first render. */
  persona?: PersonaKey;
  /** Reseeds the mock with this scenario first (every test starts from `demo` anyway). */
  scenario?: ScenarioName;
  /** Pages to render inside the real frame instead of the app's route table. */
  routes?: RouteObject[];
};

/** Signs in through the API as the mock's persona and stores the user, as the sign-in screen does. */
export const signInAs = async (persona: PersonaKey): Promise<User> => {
  const { email } = PERSONAS[persona];
  const user = successBody(await tsr.auth.login.mutate({ body: { email, password: PERSONA_PASSWORD } }));
  session.setUser(user);
  return user;
};

/**
 * Waits until the router has finished navigating (lazy screens, guards, redirects) and
 * React has rendered the result: the router hands its state to React in a transition,
 * which act() flushes. Use it after a programmatic `router.navigate(...)`, or simply
 * `await act(() => router.navigate('/x'))`.
 */
export const waitForRoute = async (router: DataRouter, timeoutMs = 5_000): Promise<void> => {
  await act(() => settled(router, timeoutMs));
};

/**
 * Renders the app (its providers, frame and routes, or `routes` inside the frame) in a
 * memory router at `path`, against the Node mock, and waits for the first navigation to
 * settle. The query client is fresh per call and never retries.
 */
export const renderRoute = async (path: string, { persona, scenario, routes }: RenderRouteOptions = {}) => {
  if (scenario) await seedMock({ scenario });
  const signedInUser = persona ? await signInAs(persona) : null;
  const app = createApp({
    createRouter: (appRoutes) => createMemoryRouter(appRoutes, { initialEntries: [path] }),
    pages: routes,
    retry: false,
  });
  apps.add(app);
  // TanStack Query loads before the first render, as it does before every screen but sign-in in
  // the browser (docs/decisions/0032); a test's own `routes` then need not wait for it.
  await loadQueryLibrary();
  const view = render(<App app={app} env="test" />);
  await waitForRoute(app.router);
  return {
    ...view,
    user: userEvent.setup(),
    router: app.router,
    services: app.services,
    session,
    signedInUser,
    server,
  };
};

/**
 * Holds the next `count` (default 1) API requests matching `method` and the `path` glob
 * until `release()`, so a test sees a loading state for as long as it likes, with no delay
 * to guess (docs/mock-server/controls.md, "Holds"). Every test's reseed releases what is left.
 *
 *   const held = holdResponses({ method: 'GET', path: '/api/v1/listing/*' });
 *   ...; await held.waitUntilHeld();
 *   expect(screen.getByRole('status')).toHaveTextContent('Loading the listing');
 *   held.release();
 */
export const holdResponses = (input: Parameters<typeof holdInProcess>[0]): HeldResponses => {
  const held = holdInProcess(input);
  // React may render while the test waits (a query turning to "fetching"): inside act.
  return { ...held, waitUntilHeld: (waiting) => act(() => held.waitUntilHeld(waiting)) };
};

/** The path the router shows, with its query: `expect(currentPath(router)).toBe('/auth')`. */
export const currentPath = (router: DataRouter): string =>
  `${router.state.location.pathname}${router.state.location.search}`;
