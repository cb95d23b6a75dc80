import type { Listing } from '@contract/schemas/listing';
import { CreateListingBodySchema, UpdateListingBodySchema } from '@contract/schemas/listing';
import { describe, expect, it } from 'vitest';
import {
  emptyListingFormValues,
  listingFormValuesOf,
  toCreateListingBody,
  toUpdateListingBody,
} from '@/features/listings/lib/listing-form/listing-form-body';
import { listingFormSchema, type ListingFormValues } from '@/features/listings/lib/listing-form/listing-form-schema';

const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'house.jpg', { type: 'image/jpeg' });

const filledIn = (changes: Partial<ListingFormValues> = {}): ListingFormValues => ({
  ...emptyListingFormValues(),
  addressLine1: ' 48 Juniper Lane ',
  zipCode: '97202',
  city: 'Portland',
  state: 'OR',
  countyId: '3',
  propertyImage: photo,
  sellers: [{ email: 'iris@example.test', fullName: '', automaticallyNotify: false }],
  agentCommissionId: '7',
  listingAgentCustomCommission: '900',
  buyerBrokerCommissionIds: ['7', '8'],
  subtractFromMortage: '250,000.5',
  ...changes,
});

const messagesOf = (values: ListingFormValues, isPhotoRequired = true) => {
  const result = listingFormSchema({ isPhotoRequired }).safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the listing form schema', () => {
  it('names every missing field of a new listing with the spec message', () => {
    expect(messagesOf(emptyListingFormValues())).toEqual({
      addressLine1: 'This field is required',
      zipCode: 'Zip code must be 5 digits',
      city: 'This field is required',
      state: 'This field is required',
      propertyImage: 'This field is required',
    });
  });

  it('needs the photo only for a new listing', () => {
    expect(messagesOf(filledIn({ propertyImage: null }), false)).toEqual({});
  });

  it('needs an Active Date for an incoming listing, and a flat fee when the commission is custom', () => {
    expect(
      messagesOf(filledIn({ status: 'incoming', commissionKind: 'custom', listingAgentCustomCommission: '' })),
    ).toEqual({
      activeDate: 'This field is required',
      listingAgentCustomCommission: 'This field is required',
    });
  });

  it('refuses an amount that is not a number', () => {
    expect(messagesOf(filledIn({ subtractFromMortage: '12a' }))).toEqual({
      subtractFromMortage: 'Please enter a valid number',
    });
  });
});

describe('form values to the API body', () => {
  it('sends ids as numbers, trims text, empties as null, and only the chosen commission', () => {
    const body = toCreateListingBody({ ...filledIn(), propertyImage: photo });
    expect(body).toMatchObject({
      status: 'active',
      activeDate: null,
      addressLine1: '48 Juniper Lane',
      addressLine2: null,
      countyId: 3,
      sellers: [{ email: 'iris@example.test', fullName: null, automaticallyNotify: false }],
      agentCommissionId: 7,
      listingAgentCustomCommission: null,
      buyerBrokerCommissionIds: [7, 8],
      titleFeeTemplateId: null,
      subtractFromMortage: 250000.5,
      slug: null,
      propertyImage: photo,
    });
    expect(CreateListingBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends the flat fee instead of the template for a custom commission, and the Active Date of an incoming listing', () => {
    const body = toCreateListingBody({
      ...filledIn({
        commissionKind: 'custom',
        listingAgentCustomCommission: 12500.5,
        status: 'incoming',
        activeDate: '2026-12-01',
      }),
      propertyImage: photo,
    });
    expect(body).toMatchObject({
      agentCommissionId: null,
      listingAgentCustomCommission: 12500.5,
      activeDate: '2026-12-01',
    });
  });

  it('leaves the photo out of an edit when no other one was chosen (the API keeps the current one)', () => {
    const body = toUpdateListingBody(filledIn({ propertyImage: null }));
    expect(body).not.toHaveProperty('propertyImage');
    expect(UpdateListingBodySchema.safeParse(body).success).toBe(true);
  });
});

describe('a listing as the edit form starts', () => {
  const person = (id: number, fullName: string, email: string) => ({ id, fullName, email });
  const listing: Listing = {
    id: 5,
    slug: '48-juniper-lane',
    status: 'active',
    isActive: true,
    createdAt: '2026-03-01T10:00:00Z',
    viewedAt: null,
    activeDate: null,
    offersCounter: 0,
    addressLine1: '48 Juniper Lane',
    addressLine2: null,
    city: { name: 'Portland' },
    state: { name: 'OR' },
    zipCode: '97202',
    propertyImage: { url: '/listing-photos/house-01.svg', fileName: 'house-01.svg' },
    account: { id: 1, brokerage: 'Harbor' },
    usersToListing: [
      {
        role: 'listing-agent',
        user: person(1, 'Maya Thornton', 'listing.agent@offerdesk.test'),
        automaticallyNotify: false,
      },
      { role: 'listing-agent', user: person(2, 'Co Agent', 'co@offerdesk.test'), automaticallyNotify: false },
      { role: 'seller', user: person(3, 'Iris Juniper', 'iris@example.test'), automaticallyNotify: false },
      { role: 'buyers_agent', user: person(4, 'Buyer Agent', 'ba@example.test'), automaticallyNotify: false },
    ],
    buyerBrokerCommissions: [{ id: 8, name: 'Standard', formula: 'pp * 0.025' }],
    agentCommission: null,
    listingAgentCustomCommission: 9000,
    titleFeeTemplate: null,
    county: { id: 3, name: 'Multnomah County' },
    subtractFromMortage: null,
  };

  it('lists the other listing agents and the sellers, with the custom commission chosen', () => {
    const values = listingFormValuesOf(listing, 'LISTING.AGENT@offerdesk.test');
    expect(values.listingAgents).toEqual([{ email: 'co@offerdesk.test', fullName: 'Co Agent' }]);
    expect(values.sellers).toEqual([
      { email: 'iris@example.test', fullName: 'Iris Juniper', automaticallyNotify: false },
    ]);
    expect(values).toMatchObject({
      commissionKind: 'custom',
      listingAgentCustomCommission: 9000,
      subtractFromMortage: '',
      buyerBrokerCommissionIds: ['8'],
      countyId: '3',
      propertyImage: null,
    });
    expect(messagesOf(values, false)).toEqual({});
  });
});
