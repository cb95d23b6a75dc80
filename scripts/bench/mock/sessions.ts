import { PERSONA_PASSWORD, PERSONAS, type PersonaKey } from '@fixtures/personas';

/** A password sign-in as a persona, for any origin (msw's getResponse, setupServer's fetch, or HTTP). */
export const loginRequest = (origin: string, persona: PersonaKey = 'listingAgent'): Request =>
  new Request(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: PERSONAS[persona].email, password: PERSONA_PASSWORD }),
  });

/** The `name=value` of the session cookie a sign-in set, to send on later requests. */
export const sessionCookieOf = (response: Response): string => {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('offerdesk_session='));
  if (response.status !== 200 || !cookie) throw new Error(`Sign-in failed: ${response.status}`);
  return cookie.split(';')[0]!;
};
