import { encodeMultipart } from '@contract/multipart';
import { OfferTermsSchema, type Offer } from '@contract/schemas/offer';
import type { User } from '@contract/schemas/user';
import { PERSONAS, type PersonaKey } from '@fixtures/personas';
import type { ScenarioName } from '@fixtures/scenarios/index';

/** A persona's session on the standalone mock: the cookie's value, and the user record the app keeps. */
export type MockSession = { token: string; user: User };

/** Calls to the standalone mock from Node, to set each case's data up before the browser opens it. */
export const createMockApi = (baseUrl: string) => {
  const call = async <T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> => {
    const { token, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (token) headers.set('cookie', `offerdesk_session=${token}`);
    const response = await fetch(`${baseUrl}${path}`, { ...rest, headers });
    const text = await response.text();
    if (!response.ok) throw new Error(`${rest.method ?? 'GET'} ${path}: ${response.status} ${text.slice(0, 300)}`);
    return (JSON.parse(text) as { body: T }).body;
  };
  const json = (method: string, body: unknown) => ({
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

  return {
    reset: (scenario: ScenarioName) => call('/__mock/reset', json('POST', { scenario, seed: 1 })),
    signIn: (persona: PersonaKey) =>
      call<MockSession>('/__mock/sessions', json('POST', { email: PERSONAS[persona].email })),
    get: <T>(path: string, session: MockSession) => call<T>(`/api/v1${path}`, { token: session.token }),
    /** A new version of an offer with a higher price: a counteroffer by the listing agent, or an edit by the buying agent. */
    changeOffer: async (
      offerId: number,
      kind: 'counteroffer' | 'edit',
      session: MockSession,
      priceStep: number,
    ): Promise<Offer> => {
      const current = await call<Offer>(`/api/v1/offers/${offerId}`, { token: session.token });
      const terms = OfferTermsSchema.parse(current);
      const body = encodeMultipart({ ...terms, purchasePrice: terms.purchasePrice + priceStep });
      return call<Offer>(`/api/v1/offers/${offerId}/${kind}`, { method: 'POST', body, token: session.token });
    },
  };
};

export type MockApi = ReturnType<typeof createMockApi>;
