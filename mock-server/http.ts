import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { getResponse } from 'msw';
import { mockMeta } from './db/meta';
import type { ScenarioRegistry } from './db/scenario-registry';
import { resetMock } from './handlers/controls/reset';
import { CONTROL_PREFIX, controlEntryOf } from './handlers/controls/define-control';
import { serverHandlers as handlers, serverRouteTable as routeTable } from './handlers/server-handlers';
import { methodNotAllowed } from './handlers/methods';
import { appFilesFrom } from './http/app-files';
import { journalHttpRefusal } from './http/refusals';
import { CONTROL_TOKEN_REQUIRED, controlTokenMissing, hasControlToken, isLoopbackHost } from './http/access';
import { allowedOriginsFrom, corsHeaders, foreignWriteOrigin, preflightHeaders } from './http/cors';
import { BodyTooLargeError, drainAfterAnswer, toFetchRequest, writeFetchResponse, writeJson } from './http/node-bridge';
import { createDirectRouter } from './http/router';
import { installMockBackend } from './install';
import { BODY_LIMITS } from './framework/body-limits';
import { contentTypeProblem } from './framework/content-type';
import { allowedMethodsAt, createRouteTable, routeEntryAt, type RouteEntry } from './framework/route-table';
import { runtimeOptions } from './lib/runtime';
import { installUniverseContext } from './universes/context';
import { universeControls } from './universes/controls';
import { UniverseRegistry, universeLimitsFrom, type UniverseLimits } from './universes/registry';
import { inChosenUniverse } from './universes/routing';

export { isLoopbackHost } from './http/access';

export type MockHttpServerOptions = {
  port?: number;
  /** 127.0.0.1 unless given; any other than loopback requires `controlToken`. */
  host?: string;
  /** When set, every /__mock control requires it (Authorization: Bearer, or X-Mock-Control-Token). */
  controlToken?: string;
  scenario?: string;
  seed?: number;
  /** No request log lines. */
  quiet?: boolean;
  allowedOrigins?: readonly string[];
  registry?: ScenarioRegistry;
  /** Caps on the universes (MOCK_MAX_UNIVERSES, MOCK_MAX_MEMORY_MB); docs/mock-server/universes.md, "Universes". */
  universes?: Partial<UniverseLimits>;
  /** A production build of the app (VITE_MOCK=off) to serve on the mock's own origin (APP_DIR). */
  appDir?: string;
};

export type MockHttpServer = {
  url: string;
  port: number;
  /** The scenario and seed the default universe was seeded with (the registry's default when none was asked for). */
  scenario: string;
  seed: number;
  close(): Promise<void>;
};

const DEFAULT_PORT = 4010;
const DEFAULT_HOST = '127.0.0.1';
/** Methods a Fetch Request cannot carry: answered here, before msw. */
const FETCH_FORBIDDEN_METHODS: ReadonlySet<string> = new Set(['TRACE', 'TRACK', 'CONNECT']);

const pathnameOf = (incoming: IncomingMessage): string => {
  try {
    return new URL(incoming.url ?? '/', 'http://mock').pathname;
  } catch {
    return '/';
  }
};

const urlHost = (host: string): string => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);

/**
 * The mock as a real HTTP server, serving the very same handlers as the
 * browser and Node mocks: a contract route's pipeline directly (the route
 * table picks it, http/router.ts), anything else through msw's
 * getResponse(). Real Set-Cookie
 * headers, CORS with credentials for the dev server's origins, a JSON 404
 * for anything unknown. Before a request reaches the handlers, and before its
 * body is read: a write from a foreign origin is a 403; on a shared mock a
 * control without the control token is a 401; TRACE and its kin are a 405;
 * a content type the route does not take is a 415; a body over the route's
 * limit is a 413, and the rest of it is never read.
 */
export const startMockHttpServer = async (options: MockHttpServerOptions = {}): Promise<MockHttpServer> => {
  const host = options.host ?? DEFAULT_HOST;
  const controlToken = options.controlToken || undefined;
  if (!isLoopbackHost(host) && !controlToken) throw new Error(controlTokenMissing(host));
  runtimeOptions.cookieMode = 'header';
  installMockBackend({ registry: options.registry });
  await resetMock({ scenario: options.scenario, seed: options.seed });
  const seeded = mockMeta();
  installUniverseContext();
  const universes = new UniverseRegistry(options.universes);
  const controls = universeControls(universes);
  const httpRouteTable = createRouteTable([
    ...routeTable,
    ...controls.flatMap((control) => controlEntryOf(control) ?? []),
  ]);
  const appFiles = options.appDir ? appFilesFrom(options.appDir) : null;
  const allowedOrigins = options.allowedOrigins ?? allowedOriginsFrom(undefined);
  const directRoute = createDirectRouter(handlers);
  const mswHandlers = [...controls, ...handlers];

  const serve = async (incoming: IncomingMessage, outgoing: ServerResponse): Promise<number> => {
    const cors = corsHeaders(incoming, allowedOrigins);
    const method = incoming.method ?? 'GET';
    if (method === 'OPTIONS') {
      outgoing.writeHead(204, { ...cors, ...preflightHeaders(incoming) });
      outgoing.end();
      return 204;
    }
    const pathname = pathnameOf(incoming);
    const refuse = (status: number, message: string): number => {
      if (method !== 'GET' && method !== 'HEAD') drainAfterAnswer(incoming, outgoing);
      writeJson(outgoing, status, { success: false, message }, cors);
      return status;
    };
    const origin = `http://${incoming.headers.host ?? urlHost(host)}`;
    /** A refusal of an /api/v1 request before its route's pipeline: journaled all the same (http/refusals.ts). */
    const refuseApiRequest = async (status: number, message: string, entry?: RouteEntry): Promise<number> => {
      await journalHttpRefusal(universes, incoming, { origin, entry, status, detail: message });
      return refuse(status, message);
    };
    const foreignOrigin = foreignWriteOrigin(incoming, allowedOrigins);
    if (foreignOrigin !== null) return refuseApiRequest(403, `Cross-origin request from ${foreignOrigin} refused`);
    if (controlToken && pathname.startsWith(`${CONTROL_PREFIX}/`) && !hasControlToken(incoming, controlToken))
      return refuse(401, CONTROL_TOKEN_REQUIRED);
    if (appFiles?.serves(method, pathname)) {
      const page = await inChosenUniverse(
        universes,
        incoming,
        new URL(incoming.url ?? '/', 'http://mock'),
        async () => undefined,
      );
      if (!page.ok) return refuse(page.status, page.message);
      appFiles.write(outgoing, method, pathname, cors);
      return 200;
    }
    const allowed = allowedMethodsAt(httpRouteTable, pathname);
    if (FETCH_FORBIDDEN_METHODS.has(method)) {
      if (allowed.length === 0) return refuse(404, `No route for ${method} ${pathname}`);
      drainAfterAnswer(incoming, outgoing);
      await writeFetchResponse(methodNotAllowed(method, pathname, allowed), outgoing, cors);
      return 405;
    }
    // HEAD runs as GET, so that Node sends the GET's headers, its Content-Length included, and no body.
    const asGet = method === 'HEAD' && allowed.includes('GET');
    const entry = routeEntryAt(httpRouteTable, method, pathname);
    const unsupported = entry ? contentTypeProblem(entry.kind, method, incoming.headers['content-type'] ?? null) : null;
    if (unsupported) return refuseApiRequest(unsupported.status, unsupported.message, entry);

    const aborted = new AbortController();
    outgoing.on('close', () => {
      if (!outgoing.writableFinished) aborted.abort();
    });
    let request: Request;
    try {
      request = await toFetchRequest(
        incoming,
        origin,
        aborted.signal,
        entry?.limit ?? BODY_LIMITS.json,
        asGet ? 'GET' : method,
      );
    } catch (error) {
      if (error instanceof BodyTooLargeError) return refuseApiRequest(413, error.message, entry);
      throw error;
    }
    // The contract's routes run directly (http/router.ts); the rest through msw, as the other mocks do.
    const direct = directRoute(asGet ? routeEntryAt(httpRouteTable, 'GET', pathname) : entry, pathname);
    const answer = await inChosenUniverse(universes, incoming, new URL(request.url), () =>
      direct ? direct.serve(request, direct.params, {}) : getResponse(mswHandlers, request),
    );
    if (!answer.ok) return refuse(answer.status, answer.message);
    const response = answer.value;
    if (!response) {
      writeJson(outgoing, 404, { success: false, message: `No route for ${method} ${pathname}` }, cors);
      return 404;
    }
    if (response.type === 'error') {
      // An injected network fault: drop the connection without an answer.
      outgoing.destroy();
      return 0;
    }
    await writeFetchResponse(response, outgoing, cors);
    return response.status;
  };

  const server = createServer((incoming, outgoing) => {
    const started = performance.now();
    serve(incoming, outgoing)
      .catch((error: unknown) => {
        console.error('[mock] request failed', error);
        if (!outgoing.headersSent)
          writeJson(
            outgoing,
            500,
            { success: false, message: `Internal mock error: ${String(error)}` },
            corsHeaders(incoming, allowedOrigins),
          );
        return 500;
      })
      .then((status) => {
        if (!options.quiet) {
          const took = (performance.now() - started).toFixed(1);
          console.log(`${incoming.method} ${incoming.url} ${status === 0 ? 'network-error' : status} ${took}ms`);
        }
      });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PORT, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${urlHost(host)}:${port}`,
    port,
    scenario: seeded.scenario,
    seed: seeded.seed,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Requests held open by a 'timeout' fault would otherwise keep the server alive.
        server.closeAllConnections();
      }),
  };
};

const runFromCommandLine = async (): Promise<void> => {
  const seed = process.env.SEED === undefined ? undefined : Number(process.env.SEED);
  if (seed !== undefined && !Number.isSafeInteger(seed))
    throw new Error(`SEED must be an integer, got "${process.env.SEED}"`);
  const server = await startMockHttpServer({
    port: process.env.PORT === undefined ? DEFAULT_PORT : Number(process.env.PORT),
    host: process.env.HOST || DEFAULT_HOST,
    controlToken: process.env.MOCK_CONTROL_TOKEN || undefined,
    scenario: process.env.SCENARIO || undefined,
    seed,
    quiet: process.env.QUIET === '1',
    allowedOrigins: allowedOriginsFrom(process.env.CORS_ORIGINS),
    universes: universeLimitsFrom(process.env),
    appDir: process.env.APP_DIR || undefined,
  });
  const controls = process.env.MOCK_CONTROL_TOKEN ? '; /__mock controls need MOCK_CONTROL_TOKEN' : '';
  console.log(`OfferDesk mock API on ${server.url} (scenario ${server.scenario}, seed ${server.seed}${controls})`);
  const stop = (signal: string) => {
    console.log(`${signal}: stopping the mock API`);
    void server.close().then(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runFromCommandLine().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
