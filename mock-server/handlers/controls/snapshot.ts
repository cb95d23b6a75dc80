import { ZodError } from 'zod';
import { restore, snapshot } from '../../db/snapshot';
import { DbError } from '../../db/table';
import { BODY_LIMITS } from '../../framework/body-limits';
import { badRequest } from '../../lib/errors';
import { fieldErrorsOf, readJsonBody } from '../../lib/request';
import { defineControl } from './define-control';

/** GET /__mock/snapshot: the whole database as JSON, not enveloped, ready to PUT back. */
export const getSnapshotControl = defineControl('get', '/snapshot', undefined, () => ({ body: snapshot(), raw: true }));

const replaceState = async ({ request }: { request: Request }) => {
  const raw = await readJsonBody(request, BODY_LIMITS.snapshot);
  if (!raw.ok) throw badRequest(raw.errors, 'Malformed snapshot');
  try {
    await restore(raw.value);
  } catch (error) {
    if (error instanceof ZodError) throw badRequest(fieldErrorsOf(error, 'body'), 'Not a snapshot');
    if (error instanceof DbError || error instanceof Error) throw badRequest({ body: error.message }, 'Not a snapshot');
    throw error;
  }
  return { body: { restored: true, clock: snapshot().clock } };
};

/** PUT /__mock/snapshot: replaces the whole state with a snapshot taken earlier (JSON, up to BODY_LIMITS.snapshot bytes). */
export const putSnapshotControl = defineControl('put', '/snapshot', undefined, replaceState, {
  body: 'json',
  limit: BODY_LIMITS.snapshot,
});
