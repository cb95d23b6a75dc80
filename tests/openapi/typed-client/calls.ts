// Calls a backend or client team would write against the client generated from
// docs/openapi.json (openapi-typescript + openapi-fetch). Type-checked by
// tests/openapi/typed-client.test.ts after it generates .cache/openapi/schema.d.ts;
// outside tsconfig.json and the lint because that file exists only then.
// Each @ts-expect-error is a call the document must forbid: if the generated
// types ever allowed it, the directive would be unused and the check fails.
import createClient from 'openapi-fetch';
import type { components, paths } from '../../../.cache/openapi/schema';

const api = createClient<paths>({ baseUrl: 'http://127.0.0.1:4010' });

export const typedCalls = async (): Promise<unknown[]> => {
  const signedIn = await api.POST('/api/v1/auth/login', {
    body: { email: 'listing.agent@offerdesk.test', password: 'OfferDesk2026' },
  });
  const user: components['schemas']['User'] | undefined = signedIn.data?.body;
  const email: string | undefined = user?.email;

  const listings = await api.GET('/api/v1/listing', {
    params: { query: { perPage: 24, status: ['active', 'pending'], sort: 'mostOffersFirst', view: 'selling' } },
  });
  const address: string | undefined = listings.data?.body.data[0]?.addressLine1;
  const total: number | undefined = listings.data?.body.total;

  const offer = await api.GET('/api/v1/offers/{offerId}', { params: { path: { offerId: 42 } } });
  const price: number | undefined = offer.data?.body.purchasePrice;
  const financing: components['schemas']['FinancingType'] | undefined = offer.data?.body.financingType;

  await api.GET('/api/v1/listing/{listingId}/offers/list', {
    params: { path: { listingId: '7' }, query: { 'ids[]': [1, 2] } },
  });
  await api.POST('/api/v1/offers/request-best', { body: { listingId: 7, offerIds: [1, 2] } });
  const failed = await api.GET('/api/v1/user');
  const message: string | undefined = failed.error?.message;

  // @ts-expect-error perPage of a listing page is 12, 24 or 48
  await api.GET('/api/v1/listing', { params: { query: { perPage: 13 } } });
  // @ts-expect-error 'closed' is no listing status
  await api.GET('/api/v1/listing', { params: { query: { status: ['closed'] } } });
  // @ts-expect-error signing in takes a password
  await api.POST('/api/v1/auth/login', { body: { email: 'listing.agent@offerdesk.test' } });
  // @ts-expect-error an offer has no field 'price'
  const misspelt: unknown = offer.data?.body.price;

  return [email, address, total, price, financing, message, misspelt];
};
