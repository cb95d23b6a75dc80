import { contract } from '@contract';
import { ListingStatusSchema } from '@contract/schemas/enums';
import { describe, expect, it } from 'vitest';
import {
  countExample,
  listingExample,
  listingWithPhotoExample,
  locationExample,
  logEntryExample,
  page,
  publicListingExample,
} from '../support/examples';
import { answer, envelope, exact, failure, promised } from '../support/answers';
import { exampleOf, routePath, sessionCookie } from '../support/matchers';
import { multipartRequest, quotedOneOf } from '../support/multipart';
import { apiClient, bodyOf, createPact, httpErrorOf } from '../support/pact';
import { given, STATES, VALUES } from '../support/provider-states';
import { itListsSignedIn } from '../support/signed-in-lists';

// listings.*: the dashboard, the public search, the listing form (multipart) and the listing page.
const pact = createPact();

/** The smallest valid PNG: 1 x 1 pixel. Pact checks the part's content type on its bytes. */
const PNG_BYTES = Uint8Array.from(
  Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5e6b3b40000000049454e44ae426082',
    'hex',
  ),
);
const photo = () => new File([PNG_BYTES], 'house.png', { type: 'image/png' });

/** The listing form as the app sends it: the whole listing, values JSON-encoded, the photo a file. */
const listingForm = (overrides: Record<string, unknown> = {}) => ({
  status: 'active',
  activeDate: null,
  addressLine1: '1420 SE Alder Street',
  addressLine2: null,
  city: 'Portland',
  state: 'OR',
  zipCode: '97214',
  sellers: [{ email: 'new.owner@example.com', fullName: 'Jordan Ellis', automaticallyNotify: true }],
  listingAgents: [],
  listingAgentCustomCommission: 1500,
  buyerBrokerCommissionIds: [],
  propertyImage: photo(),
  ...overrides,
});

const LISTING_FORM_RULES = { status: quotedOneOf(ListingStatusSchema.options, 'active') };

describe('listings: the dashboard', () => {
  it('listings.list: the signed-in user’s listings, filtered, sorted and paged', async () => {
    const query = {
      view: 'selling' as const,
      sort: 'mostOffersFirst' as const,
      status: 'active,pending',
      page: 1,
      perPage: 12,
    };
    await given(pact.addInteraction(), STATES.listingAgent, STATES.listingWithOffers)
      .uponReceiving('a request for the listing agent’s active and pending listings')
      .withRequest('GET', routePath(contract.listings.list), (builder) =>
        builder
          .headers(sessionCookie())
          .query({ view: 'selling', sort: 'mostOffersFirst', status: 'active,pending', page: '1', perPage: '12' }),
      )
      .willRespondWith(...answer(contract.listings.list, 200, envelope(page(listingExample))))
      .executeTest(async (server) => {
        const listings = bodyOf<{ data: unknown[] }>(
          await apiClient(server, { signedIn: true }).listings.list({ query }),
        );
        expect(listings.data.length).toBeGreaterThan(0);
      });
  });

  itListsSignedIn(pact, {
    'listings.countByTabs: how many listings each view holds': {
      states: [STATES.listingAgent],
      description: 'a request for the listing counts per dashboard view',
      route: contract.listings.countByTabs,
      item: countExample,
      call: (client) => client.listings.countByTabs(),
    },
  });

  it('listings.listPublic: active listings anyone may search', async () => {
    const query = { view: 'public' as const, search: 'portland', page: 1, perPage: 12 };
    await given(pact.addInteraction(), STATES.buyersAgent)
      .uponReceiving('a public search for listings')
      .withRequest('GET', routePath(contract.listings.listPublic), (builder) =>
        builder.headers(sessionCookie()).query({ view: 'public', search: 'portland', page: '1', perPage: '12' }),
      )
      .willRespondWith(...answer(contract.listings.listPublic, 200, envelope(page(publicListingExample))))
      .executeTest(async (server) => {
        const listings = bodyOf<{ data: unknown[] }>(
          await apiClient(server, { signedIn: true }).listings.listPublic({ query }),
        );
        expect(listings.data.length).toBeGreaterThan(0);
      });
  });

  it('listings.locations: city, state and county of a zip code', async () => {
    await given(pact.addInteraction(), STATES.listingAgent)
      .uponReceiving('a request for the location of a known zip code')
      .withRequest('GET', routePath(contract.listings.locations), (builder) =>
        builder.headers(sessionCookie()).query({ zipCode: '97202' }),
      )
      .willRespondWith(...answer(contract.listings.locations, 200, envelope([locationExample])))
      .executeTest(async (server) => {
        const locations = bodyOf<unknown[]>(
          await apiClient(server, { signedIn: true }).listings.locations({ query: { zipCode: '97202' } }),
        );
        expect(locations.length).toBeGreaterThan(0);
      });
  });
});

describe('listings: the listing form (multipart)', () => {
  it('listings.create: a verified agent creates a listing with a photo', async () => {
    const request = await multipartRequest(listingForm(), LISTING_FORM_RULES);
    await given(pact.addInteraction(), STATES.listingAgent)
      .uponReceiving('a new listing with a photo (multipart)')
      .withRequest('POST', routePath(contract.listings.create), (builder) => {
        builder.headers(sessionCookie());
        request.apply(builder);
      })
      .willRespondWith(
        ...answer(
          contract.listings.create,
          201,
          envelope({
            ...listingWithPhotoExample,
            addressLine1: '1420 SE Alder Street',
            slug: '1420-se-alder-street-portland',
            offersCounter: 0,
          }),
        ),
      )
      .executeTest(async (server) => {
        const listing = bodyOf<{ id: number }>(
          await apiClient(server, { signedIn: true }).listings.create({ body: request.body as never }),
        );
        expect(listing.id).toBeGreaterThan(0);
      });
  });

  it('listings.create: an unverified agent gets a 403 with the verifications to complete', async () => {
    const request = await multipartRequest(listingForm(), LISTING_FORM_RULES);
    await given(pact.addInteraction(), STATES.unverifiedAgent)
      .uponReceiving('a new listing from an agent whose e-mail and phone are not verified (multipart)')
      .withRequest('POST', routePath(contract.listings.create), (builder) => {
        builder.headers(sessionCookie());
        request.apply(builder);
      })
      .willRespondWith(
        ...answer(contract.listings.create, 403, failure({ challenges: promised(['email-verification']) })),
      )
      .executeTest(async (server) => {
        const error = await httpErrorOf(
          apiClient(server, { signedIn: true }).listings.create({ body: request.body as never }),
          403,
        );
        expect(error.data.challenges).toEqual(expect.arrayContaining(['email-verification']));
      });
  });

  it('listings.update: a listing agent saves the whole form (multipart)', async () => {
    const request = await multipartRequest(
      listingForm({
        addressLine1: '6305 NW Hoyt Street',
        zipCode: '97202',
        sellers: [],
        status: 'pending',
        propertyImage: photo(),
      }),
      LISTING_FORM_RULES,
    );
    await given(pact.addInteraction(), STATES.listingAgent, STATES.listingWithOffers)
      .uponReceiving('a change to a listing with a new photo (multipart)')
      .withRequest('PATCH', routePath(contract.listings.update, { id: VALUES.listingId }), (builder) => {
        builder.headers(sessionCookie());
        request.apply(builder);
      })
      .willRespondWith(
        ...answer(contract.listings.update, 200, envelope({ ...listingWithPhotoExample, status: 'pending' })),
      )
      .executeTest(async (server) => {
        const listing = bodyOf<{ status: string }>(
          await apiClient(server, { signedIn: true }).listings.update({
            params: { id: exampleOf(VALUES.listingId) },
            body: request.body as never,
          }),
        );
        expect(listing.status).toEqual(expect.any(String));
      });
  });
});

describe('listings: the listing page', () => {
  it('listings.get: one listing as its listing agent sees it', async () => {
    await given(pact.addInteraction(), STATES.listingAgent, STATES.listingWithOffers)
      .uponReceiving('a request for a listing by id')
      .withRequest('GET', routePath(contract.listings.get, { id: VALUES.listingId }), (builder) =>
        builder.headers(sessionCookie()),
      )
      .willRespondWith(...answer(contract.listings.get, 200, envelope(listingExample)))
      .executeTest(async (server) => {
        const listing = bodyOf<{ id: number }>(
          await apiClient(server, { signedIn: true }).listings.get({ params: { id: exampleOf(VALUES.listingId) } }),
        );
        expect(listing.id).toBeGreaterThan(0);
      });
  });

  it('listings.getBySlug: one listing by its address, for anyone', async () => {
    const { usersToListing: _agents, ...publicView } = listingExample;
    await given(pact.addInteraction(), STATES.nobodySignedIn, STATES.listingWithOffers)
      .uponReceiving('a request for a listing by slug without a session')
      .withRequest('GET', routePath(contract.listings.getBySlug, { slug: VALUES.listingSlug }))
      .willRespondWith(...answer(contract.listings.getBySlug, 200, envelope(publicView)))
      .executeTest(async (server) => {
        const listing = bodyOf<{ slug: string }>(
          await apiClient(server).listings.getBySlug({ params: { slug: exampleOf(VALUES.listingSlug) } }),
        );
        expect(listing.slug).toEqual(expect.any(String));
      });
  });

  it('listings.getBySlug: an unknown slug is a 404', async () => {
    await given(pact.addInteraction(), STATES.nobodySignedIn)
      .uponReceiving('a request for a listing by an unknown slug')
      .withRequest('GET', routePath(contract.listings.getBySlug, { slug: 'no-such-listing-anywhere' }))
      .willRespondWith(...answer(contract.listings.getBySlug, 404, failure()))
      .executeTest(async (server) => {
        await httpErrorOf(apiClient(server).listings.getBySlug({ params: { slug: 'no-such-listing-anywhere' } }), 404);
      });
  });

  it('listings.logs: the listing’s log, newest first, all of it', async () => {
    await given(pact.addInteraction(), STATES.listingAgent, STATES.listingWithOffers)
      .uponReceiving('a request for the whole log of a listing')
      .withRequest('GET', routePath(contract.listings.logs, { listingId: VALUES.listingId }), (builder) =>
        builder.headers(sessionCookie()).query({ perPage: '9999' }),
      )
      .willRespondWith(...answer(contract.listings.logs, 200, envelope(page(logEntryExample))))
      .executeTest(async (server) => {
        const logs = bodyOf<{ data: unknown[] }>(
          await apiClient(server, { signedIn: true }).listings.logs({
            params: { listingId: exampleOf(VALUES.listingId) },
            query: { perPage: 9999 },
          }),
        );
        expect(logs.data.length).toBeGreaterThan(0);
      });
  });

  it('listings.addUser: adds a seller to the listing (a one-element array)', async () => {
    const body = [
      {
        email: 'second.owner@example.com',
        fullName: 'Robin Ellis',
        role: 'seller' as const,
        automaticallyNotify: true,
      },
    ];
    await given(pact.addInteraction(), STATES.listingAgent, STATES.listingWithOffers)
      .uponReceiving('a seller added to a listing')
      .withRequest('POST', routePath(contract.listings.addUser, { id: VALUES.listingId }), (builder) =>
        builder.headers(sessionCookie()).jsonBody(body),
      )
      .willRespondWith(...answer(contract.listings.addUser, 200, envelope(listingExample)))
      .executeTest(async (server) => {
        const listing = bodyOf<{ usersToListing: unknown[] }>(
          await apiClient(server, { signedIn: true }).listings.addUser({
            params: { id: exampleOf(VALUES.listingId) },
            body,
          }),
        );
        expect(listing.usersToListing.length).toBeGreaterThan(0);
      });
  });

  it('listings.removeUser: takes a seller off the listing', async () => {
    await given(pact.addInteraction(), STATES.listingAgent, STATES.listingWithOffers)
      .uponReceiving('a seller removed from a listing')
      .withRequest(
        'DELETE',
        routePath(contract.listings.removeUser, { listingId: VALUES.listingId, userId: VALUES.sellerId }),
        (builder) => builder.headers(sessionCookie()),
      )
      .willRespondWith(...answer(contract.listings.removeUser, 200, envelope(listingExample)))
      .executeTest(async (server) => {
        const listing = bodyOf<{ id: number }>(
          await apiClient(server, { signedIn: true }).listings.removeUser({
            params: { listingId: exampleOf(VALUES.listingId), userId: exampleOf(VALUES.sellerId) },
          }),
        );
        expect(listing.id).toBeGreaterThan(0);
      });
  });

  it('listings.sendBuyersEmails: e-mails the buying agents who made offers', async () => {
    const body = { subject: 'Offer deadline', message: 'Please send your highest and best by Friday at 5 PM.' };
    await given(pact.addInteraction(), STATES.listingAgent, STATES.listingWithOffers)
      .uponReceiving('an e-mail to the buying agents of a listing')
      .withRequest('POST', routePath(contract.listings.sendBuyersEmails, { listingId: VALUES.listingId }), (builder) =>
        builder.headers(sessionCookie()).jsonBody(body),
      )
      .willRespondWith(...answer(contract.listings.sendBuyersEmails, 200, envelope({ sent: 3 })))
      .executeTest(async (server) => {
        const result = bodyOf<{ sent: number }>(
          await apiClient(server, { signedIn: true }).listings.sendBuyersEmails({
            params: { listingId: exampleOf(VALUES.listingId) },
            body,
          }),
        );
        expect(result.sent).toEqual(expect.any(Number));
      });
  });

  it('listings.markViewed: records that the viewer opened the listing', async () => {
    await given(pact.addInteraction(), STATES.listingAgent, STATES.listingWithOffers)
      .uponReceiving('a listing marked as viewed')
      .withRequest('POST', routePath(contract.listings.markViewed, { id: VALUES.listingId }), (builder) =>
        builder.headers(sessionCookie()),
      )
      .willRespondWith(...answer(contract.listings.markViewed, 200, envelope(exact(null))))
      .executeTest(async (server) => {
        const response = await apiClient(server, { signedIn: true }).listings.markViewed({
          params: { id: exampleOf(VALUES.listingId) },
        });
        expect(bodyOf(response)).toBeNull();
      });
  });
});
