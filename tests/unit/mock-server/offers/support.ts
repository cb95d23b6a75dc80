import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { encodeMultipart } from '@contract/multipart';
import { PERSONA_PASSWORD, PERSONAS, type PersonaKey } from '@fixtures/personas';
import { plainOfferTerms } from '@fixtures/plain-offer-terms';
import { createMockServer, db } from '@mock/node';
import { CookieJar, json } from '../support/cookie-jar';
import { reseedScenario } from '../support/seed-scenario';

export const BASE = 'http://localhost';
const API = `${BASE}/api/v1`;

/** The Node mock over the real fixtures; each test file seeds the scenario it needs. */
export const useFixturesMockServer = () => {
  const server = createMockServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
};

/** The Node mock on the demo scenario, seeded afresh before each test. */
export const useDemoMockServer = () => {
  const server = useFixturesMockServer();
  beforeEach(() => reseedScenario('demo'));
  return server;
};

export type Answer<T = unknown> = { status: number; body: T; text: string; response: Response };

/** A signed-in persona (or nobody) talking to the API, with its own cookie jar. */
export class Client {
  readonly jar = new CookieJar();
  /** Every JSON answer's raw text, for the visibility scans. */
  readonly texts: { call: string; text: string }[] = [];

  async call<T>(method: string, path: string, init: RequestInit = {}): Promise<Answer<T>> {
    const response = await this.jar.fetch(`${API}${path}`, { ...init, method });
    const text = (response.headers.get('content-type') ?? '').includes('json') ? await response.clone().text() : '';
    if (text) this.texts.push({ call: `${method} ${path} ${response.status}`, text });
    return {
      status: response.status,
      body: (text ? (JSON.parse(text) as { body?: T }).body : undefined) as T,
      text,
      response,
    };
  }

  get = <T>(path: string) => this.call<T>('GET', path);
  post = <T>(path: string, body?: unknown) => this.call<T>('POST', path, body === undefined ? {} : json(body));
  postForm = <T>(path: string, body: Record<string, unknown>) =>
    this.call<T>('POST', path, { body: encodeMultipart(body) });
}

export const anonymous = (): Client => new Client();

export const signIn = async (persona: PersonaKey): Promise<Client> => {
  const client = new Client();
  const answer = await client.post('/auth/login', { email: PERSONAS[persona].email, password: PERSONA_PASSWORD });
  if (answer.status !== 200) throw new Error(`${persona} could not sign in: ${answer.text}`);
  client.texts.length = 0;
  return client;
};

export const personaId = (persona: PersonaKey): number => PERSONAS[persona].id;

/** Valid offer terms: cash, no optional sections, one buyer. */
export const validTerms = plainOfferTerms;

// Finding seeded records by what they are, not by id: ids depend on the seed.

const partiesOf = (listingId: number) => db.listingUsers.findBy('listingId', listingId);

const hasParty = (listingId: number, persona: PersonaKey, role: string, automaticallyNotify?: boolean) =>
  partiesOf(listingId).some(
    (party) =>
      party.userId === personaId(persona) &&
      party.role === role &&
      (automaticallyNotify === undefined || party.automaticallyNotify === automaticallyNotify),
  );

const sellersAllAutomatic = (listingId: number) =>
  partiesOf(listingId).every((party) => party.role !== 'seller' || party.automaticallyNotify);

const activeListings = () => db.listings.where((listing) => listing.status === 'active' && listing.isActive);

const pick = <T>(rows: T[], what: string): T => {
  const [row] = rows;
  if (!row) throw new Error(`The scenario has no ${what}`);
  return row;
};

/** An active listing of listing.agent where the seller persona is told of offers at once (every seller is). */
export const autoNotifyListing = () =>
  pick(
    activeListings().filter(
      (listing) =>
        hasParty(listing.id, 'listingAgent', 'listing-agent') &&
        hasParty(listing.id, 'seller', 'seller', true) &&
        sellersAllAutomatic(listing.id),
    ),
    'auto-notify listing with the seller persona',
  );

/** An active listing of listing.agent where the seller persona wants to approve offers first. */
export const approvalListing = () =>
  pick(
    activeListings().filter(
      (listing) =>
        hasParty(listing.id, 'listingAgent', 'listing-agent') && hasParty(listing.id, 'seller', 'seller', false),
    ),
    'approval-gated listing with the seller persona',
  );

export const pendingListing = () =>
  pick(
    db.listings.where(
      (listing) => listing.status === 'pending' && !hasParty(listing.id, 'buyersAgent', 'listing-agent'),
    ),
    'pending listing',
  );

/** A seeded offer of buyers.agent with an open highest-and-best request (demo). */
export const offerWithBestRequest = () =>
  pick(
    db.offers.where((offer) => offer.buyersAgentId === personaId('buyersAgent') && offer.bestOfferRequest !== null),
    'buyers.agent offer with a best-offer request',
  );

/** An offer on the listing made by another buyers' agent than buyers.agent. */
export const competingOffer = (listingId: number) =>
  pick(
    db.offers.findBy('listingId', listingId).filter((offer) => offer.buyersAgentId !== personaId('buyersAgent')),
    'competing offer',
  );
