import { encodeMultipart } from '@contract/multipart';
import { PERSONAS, type PersonaKey } from '@fixtures/personas';
import { plainOfferTerms } from '@fixtures/plain-offer-terms';
import { loginRequest, sessionCookieOf } from './mock/sessions';

/*
 * Offer writes as the app sends them, for the benches that measure what writes cost: signed in
 * as a persona, multipart POSTs to /api/v1. `send` is where a request goes: msw's getResponse
 * in process, or fetch to a mock:serve.
 */

export type Send = (request: Request) => Promise<Response>;

/** POSTs `body` to `path` under /api/v1 as the signed-in persona; answers the envelope's body. */
export type Poster = (path: string, body: Record<string, unknown>) => Promise<{ id: number }>;

/** The plainest valid terms, with this price and note. */
export const offerTerms = (purchasePrice: number, note = 'Bench offer') =>
  plainOfferTerms({ purchasePrice, note, buyers: ['Bench Buyer'] });

export const signedIn = async (
  send: Send,
  origin: string,
  persona: PersonaKey,
  headers: Record<string, string> = {},
): Promise<Poster> => {
  const login = loginRequest(origin, persona);
  for (const [name, value] of Object.entries(headers)) login.headers.set(name, value);
  const cookie = sessionCookieOf(await send(login));
  return async (path, body) => {
    const request = new Request(`${origin}/api/v1${path}`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: encodeMultipart(body),
    });
    const response = await send(request);
    const text = await response.text();
    if (response.status >= 300) throw new Error(`POST ${path}: ${response.status} ${text.slice(0, 300)}`);
    return (JSON.parse(text) as { body: { id: number } }).body;
  };
};

type ListingRows = {
  listings: readonly { id: number; status: string; isActive: boolean }[];
  listingUsers: readonly { listingId: number; userId: number }[];
  /** When given, the listing with the most offers already is chosen. */
  offers?: readonly { listingId: number }[];
};

/** An active listing of listing.agent's on which the buyers' agent is no party: where offers go. */
export const offerListingId = ({ listings, listingUsers, offers = [] }: ListingRows): number => {
  const mine = (persona: PersonaKey) =>
    new Set(listingUsers.filter((party) => party.userId === PERSONAS[persona].id).map((party) => party.listingId));
  const [agent, buyers] = [mine('listingAgent'), mine('buyersAgent')];
  const candidates = listings.filter(
    (row) => row.status === 'active' && row.isActive && agent.has(row.id) && !buyers.has(row.id),
  );
  const offersOn = (id: number) => offers.filter((offer) => offer.listingId === id).length;
  const listing = candidates.reduce<(typeof candidates)[number] | undefined>(
    (best, row) => (best && offersOn(best.id) >= offersOn(row.id) ? best : row),
    undefined,
  );
  if (!listing) throw new Error('No active listing of listing.agent without the buyers agent');
  return listing.id;
};
