import { createServer } from 'node:http';
import { toFetchRequest, writeFetchResponse } from '@mock/http/node-bridge';
import { listenOnLoopback, type LoopbackServer } from '../../support/loopback-server';

/*
 * A drifted provider for the drift test: forwards every request to `target`
 * and renames one field in every JSON answer, at any depth, as a backend
 * that renamed it would answer. Loopback only.
 */

export type RenamingProxy = LoopbackServer;

const renameKey = (value: unknown, from: string, to: string): unknown => {
  if (Array.isArray(value)) return value.map((item) => renameKey(item, from, to));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key === from ? to : key, renameKey(item, from, to)]),
  );
};

const forward = async (request: Request, target: string): Promise<Request> => {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  headers.delete('host');
  headers.delete('content-length');
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  return new Request(new URL(`${url.pathname}${url.search}`, target), { method: request.method, headers, body });
};

const renamed = async (response: Response, from: string, to: string): Promise<Response> => {
  if (!response.headers.get('content-type')?.startsWith('application/json')) return response;
  const text = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const body = text ? JSON.stringify(renameKey(JSON.parse(text), from, to)) : text;
  return new Response(body, { status: response.status, headers });
};

export const startRenamingProxy = async (
  target: string,
  rename: { from: string; to: string },
): Promise<RenamingProxy> => {
  const server = createServer((incoming, outgoing) => {
    const answer = async () => {
      const request = await toFetchRequest(incoming, 'http://127.0.0.1', new AbortController().signal);
      const response = await fetch(await forward(request, target), { redirect: 'manual' });
      await writeFetchResponse(await renamed(response, rename.from, rename.to), outgoing, {});
    };
    answer().catch((error: unknown) => {
      outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`renaming proxy: ${String(error)}`);
    });
  });
  return listenOnLoopback(server);
};
