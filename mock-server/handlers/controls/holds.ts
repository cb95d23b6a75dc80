import { z } from 'zod';
import { badRequest, notFound } from '../../lib/errors';
import { addHold, clearHolds, findHold, HoldInputSchema, listHolds, releaseHold, whenWaiting } from '../../state/holds';
import { validate } from '../../lib/request';
import { defineControl } from './define-control';

const raise = (error: Error): never => {
  throw error;
};

const WaitingQuerySchema = z.object({ waiting: z.coerce.number().int().min(1).max(1000).optional() });

const holdIdOf = (params: Record<string, string>): number => {
  const id = params.id ?? '';
  if (!/^\d{1,9}$/.test(id)) throw notFound(`No hold ${id}: a hold's id is the number POST /__mock/holds answered`);
  return Number(id);
};

const gone = (id: number) => notFound(`No hold ${id}: it was released, or never set`);

/** POST /__mock/holds { path, method?, count? }: 201 with the hold, `{ id, ... }`. */
export const addHoldControl = defineControl('post', '/holds', HoldInputSchema, ({ body }) => ({
  status: 201,
  body: addHold(body),
}));

/** GET /__mock/holds: every hold, with how many requests it caught and how many still wait. */
export const listHoldsControl = defineControl('get', '/holds', undefined, () => ({ body: { holds: listHolds() } }));

/** DELETE /__mock/holds: releases every hold. */
export const clearHoldsControl = defineControl('delete', '/holds', undefined, () => {
  clearHolds();
  return { body: { holds: listHolds() } };
});

/**
 * GET /__mock/holds/:id, and with `?waiting=n` only once n requests wait on
 * it: a test (or a script) waits for the request to be held, not for a delay.
 * 404 when the hold is gone (released before n requests came, or unknown).
 */
export const getHoldControl = defineControl('get', '/holds/:id', undefined, async ({ params, request }) => {
  const id = holdIdOf(params);
  const query = validate(WaitingQuerySchema, Object.fromEntries(new URL(request.url).searchParams), 'query');
  if (!query.ok) throw badRequest(query.errors);
  const hold = query.value.waiting === undefined ? findHold(id) : await whenWaiting(id, query.value.waiting);
  return { body: hold ?? raise(gone(id)) };
});

const release = ({ params }: { params: Record<string, string> }) => {
  const id = holdIdOf(params);
  const hold = releaseHold(id) ?? raise(gone(id));
  return { body: { ...hold, released: hold.waiting } };
};

/** POST /__mock/holds/:id/release: its waiting requests go on, and the hold is dropped. */
export const releaseHoldControl = defineControl('post', '/holds/:id/release', undefined, release);

/** DELETE /__mock/holds/:id: the same as release (a held request is never left hanging). */
export const deleteHoldControl = defineControl('delete', '/holds/:id', undefined, release);
