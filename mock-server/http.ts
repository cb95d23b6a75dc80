import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { getResponse } from 'msw';
import type { ScenarioRegistry } from './db/scenario-registry';
import { resetMock } from './handlers/controls/reset';
import { handlers } from './handlers/index';
import { allowedOriginsFrom, corsHeaders, preflightHeaders } from './http/cors';
import { BodyTooLargeError, toFetchRequest, writeFetchResponse, writeJson } from './http/node-bridge';
import { installMockBackend } from './install';
import { runtimeOptions } from './lib/runtime';

export type MockHttpServerOptions = {
  port?: number;
  host?: string;
  scenario?: string;
  seed?: number;
  /** No request log lines. */
  quiet?: boolean;
  allowedOrigins?: readonly string[];
  registry?: ScenarioRegistry;
};

export type MockHttpServer = { url: string; port: number; close(): Promise<void> };

const DEFAULT_PORT = 4010;
const DEFAULT_HOST = '127.0.0.1';

/**
 * The mock as a real HTTP server, serving the very same msw handlers as the
 * browser and Node mocks through msw's getResponse(): real Set-Cookie
 * headers, CORS with credentials for the dev server's origins, a JSON 404
 * for anything unknown.
 */
export const startMockHttpServer = async (options: MockHttpServerOptions = {}): Promise<MockHttpServer> => {
  runtimeOptions.cookieMode = 'header';
  installMockBackend({ registry: options.registry });
  await resetMock({ scenario: options.scenario, seed: options.seed });
  const allowedOrigins = options.allowedOrigins ?? allowedOriginsFrom(undefined);
  const host = options.host ?? DEFAULT_HOST;

  const serve = async (incoming: IncomingMessage, outgoing: ServerResponse): Promise<number> => {
    const cors = corsHeaders(incoming, allowedOrigins);
    if (incoming.method === 'OPTIONS') {
      outgoing.writeHead(204, { ...cors, ...preflightHeaders(incoming) });
      outgoing.end();
      return 204;
    }
    const aborted = new AbortController();
    outgoing.on('close', () => {
      if (!outgoing.writableFinished) aborted.abort();
    });
    const request = await toFetchRequest(incoming, `http://${incoming.headers.host ?? host}`, aborted.signal);
    const response = await getResponse([...handlers], request);
    if (!response) {
      writeJson(outgoing, 404, { success: false, message: `No route for ${request.method} ${new URL(request.url).pathname}` }, cors);
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
        const tooLarge = error instanceof BodyTooLargeError;
        if (!tooLarge) console.error('[mock] request failed', error);
        if (!outgoing.headersSent) {
          const message = tooLarge ? error.message : `Internal mock error: ${String(error)}`;
          writeJson(outgoing, tooLarge ? 400 : 500, { success: false, message, errors: tooLarge ? { body: message } : undefined }, corsHeaders(incoming, allowedOrigins));
        }
        return tooLarge ? 400 : 500;
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
    url: `http://${host}:${port}`,
    port,
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
  if (seed !== undefined && !Number.isSafeInteger(seed)) throw new Error(`SEED must be an integer, got "${process.env.SEED}"`);
  const server = await startMockHttpServer({
    port: process.env.PORT === undefined ? DEFAULT_PORT : Number(process.env.PORT),
    scenario: process.env.SCENARIO || undefined,
    seed,
    quiet: process.env.QUIET === '1',
    allowedOrigins: allowedOriginsFrom(process.env.CORS_ORIGINS),
  });
  console.log(`OfferDesk mock API on ${server.url} (scenario ${process.env.SCENARIO || 'default'}, seed ${seed ?? 1})`);
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
