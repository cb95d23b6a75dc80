import { badRequest } from '../../lib/errors';
import { clearJournal, JournalQuerySchema, listJournal, verifyJournal, VerifyInputSchema } from '../../state/journal';
import { validate } from '../../lib/request';
import { defineControl } from './define-control';

/** GET /__mock/requests?limit=&route=&method=: the journal, newest first (state/journal.ts). */
export const listRequestsControl = defineControl('get', '/requests', undefined, ({ request }) => {
  const query = validate(JournalQuerySchema, Object.fromEntries(new URL(request.url).searchParams), 'query');
  if (!query.ok) throw badRequest(query.errors);
  return { body: listJournal(query.value) };
});

/** DELETE /__mock/requests: an empty journal. */
export const clearRequestsControl = defineControl('delete', '/requests', undefined, () => {
  clearJournal();
  return { body: listJournal() };
});

/**
 * POST /__mock/requests/verify { route | path, method?, count?, body? }: how many journaled
 * requests match, and whether that is `count` (at least one without it), as WireMock's verify.
 */
export const verifyRequestsControl = defineControl('post', '/requests/verify', VerifyInputSchema, ({ body }) => ({
  body: verifyJournal(body),
}));
