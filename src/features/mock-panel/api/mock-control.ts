import { API_BASE_URL } from '@/config/env';
import { isRecord } from '@/lib/is-record';

/*
 * The mock's /__mock controls (docs/mock-server/controls.md, "Controls"): the only way the panel
 * talks to the mock, so that it works alike against the in-browser mock and against
 * `npm run mock:serve` behind the dev server (same origin) or at VITE_API_BASE_URL.
 */

/** A control that answered with an error, or a mock that did not answer at all; the message is for the panel to show. */
class MockControlError extends Error {
  override readonly name = 'MockControlError';
}

const messageOf = (status: number, data: unknown): string => {
  if (!isRecord(data)) return `The mock answered ${status}`;
  const fields = isRecord(data.errors)
    ? Object.entries(data.errors).map(([field, message]) => `${field}: ${String(message)}`)
    : [];
  return [typeof data.message === 'string' ? data.message : `The mock answered ${status}`, ...fields].join('. ');
};

/** Calls a control (`/requests`, `/sessions`...) and hands back the envelope's body. */
export const callControl = async <T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> => {
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}/__mock${path}`, {
      method,
      credentials: 'include',
      // Every control takes application/json, even with no body (a foreign page cannot send it).
      headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    });
  } catch (cause) {
    throw new MockControlError(`The mock did not answer (${API_BASE_URL || 'this origin'}/__mock${path})`, { cause });
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new MockControlError(messageOf(response.status, data));
  return (isRecord(data) ? data.body : null) as T;
};
