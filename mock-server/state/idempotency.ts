import type { AppRoute } from '@ts-rest/core';
import { HttpResponse } from 'msw';
import type { Database } from '../db/database';
import type { MockClock } from './clock';
import { digestBytes, digestText } from '../lib/digest';
import { HttpError } from '../lib/errors';
import { objectKeysOf } from '../lib/request';
import { perUniverse } from './universe-local';

/*
 * Idempotency-Key (docs/mock-server/limits-and-security.md, "ETags and idempotency"), on the
 * routes whose contract declares the header (POST offers, POST listing). The
 * first successful answer is kept per key, user and route; a retry with the
 * same key and the same request replays it byte for byte (with
 * `Idempotent-Replayed: true`) and creates nothing. The same key with another
 * request is a 422. A retry that arrives while the first attempt still runs
 * waits for it, then replays. Failed attempts are not kept: they changed
 * nothing, so a retry runs again.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_REUSED = 'This Idempotency-Key was already used with a different request';

export const takesIdempotencyKey = (route: AppRoute): boolean =>
  objectKeysOf(route.headers).includes(IDEMPOTENCY_HEADER);

/** A request body's fingerprint: its JSON with every file replaced by its name, type, size and content digest. */
export const fingerprintOf = async (body: unknown): Promise<string> => {
  const files: Blob[] = [];
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (!(value instanceof Blob)) return value;
    files.push(value);
    return { file: files.length - 1 };
  });
  const contents = await Promise.all(
    files.map(async (file) => [
      file instanceof File ? file.name : '',
      file.type,
      file.size,
      digestBytes(new Uint8Array(await file.arrayBuffer())),
    ]),
  );
  return digestText(JSON.stringify([text ?? null, contents]));
};

export type IdempotentCall = { key: string; userId: number; route: string; fingerprint: string };

/** What the pipeline does with a keyed call: answer with the replay, or run it and report how it went. */
export type IdempotencyTurn = { replay: Response } | { finish(response: Response | null): Promise<void> };

const running = perUniverse('idempotency', () => new Map<string, Promise<void>>());
const idOf = (call: IdempotentCall): string => JSON.stringify([call.userId, call.route, call.key]);

const replayOf = (status: number, body: string): Response =>
  new HttpResponse(body, { status, headers: { 'content-type': 'application/json', 'idempotent-replayed': 'true' } });

export const beginIdempotentCall = async (
  db: Database,
  clock: MockClock,
  call: IdempotentCall,
): Promise<IdempotencyTurn> => {
  const id = idOf(call);
  for (;;) {
    const stored = db.idempotencyKeys
      .findBy('key', call.key)
      .find((row) => row.userId === call.userId && row.route === call.route);
    if (stored) {
      if (stored.fingerprint !== call.fingerprint) throw new HttpError(422, KEY_REUSED);
      return { replay: replayOf(stored.status, stored.responseBody) };
    }
    const first = running.get(id);
    if (!first) break;
    await first;
  }
  let release = (): void => undefined;
  running.set(id, new Promise<void>((resolve) => (release = resolve)));
  return {
    async finish(response) {
      try {
        if (response && response.status >= 200 && response.status < 300) {
          const responseBody = await response.clone().text();
          await db.idempotencyKeys.insert({ ...call, status: response.status, responseBody, createdAt: clock.now() });
        }
      } finally {
        running.delete(id);
        release();
      }
    },
  };
};
