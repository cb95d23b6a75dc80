import type { Offer } from '@contract/schemas/offer';
import type { Listing, PublicListing } from '@contract/schemas/listing';
import type { LogEntry } from '@contract/schemas/log';
import type { Invitation, UserNotification } from '@contract/schemas/misc';
import type { CommissionTemplate, Location, TitleFeeTemplate } from '@contract/schemas/templates';
import type { Card, Invoice, Product, SubscriptionSummary } from '@contract/schemas/account';
import type { Account, AccountUser, Agent, User } from '@contract/schemas/user';
import type { Paginated } from '@contract/schemas/common';
import { promised } from './answers';

/*
 * Example bodies of the pact, typed with the contract's types so that a
 * renamed field fails the type check. They go through `answer()`
 * (answers.ts): values are examples, not expectations; the matchers come
 * from the OpenAPI document.
 */

export const accountExample: Account = {
  id: 1,
  role: 'regular',
  brokerage: 'Harbor & Main Realty',
  team: null,
  subscription: null,
  usage: { listingCount: 36, listingLimit: null, usersCount: 5 },
};

export const userExample: User = {
  id: 1,
  fullName: 'Maya Thornton',
  email: 'listing.agent@offerdesk.test',
  phoneNumber: '(503) 555-0142',
  userType: 'rea',
  accountId: 1,
  isEmailVerified: true,
  isPhoneNumberVerified: true,
  hasPhoneNumber: true,
  account: accountExample,
};

/** What every viewer of the example listing sees of it: where it is, its photo (none) and its account. */
const hoytStreetCard = {
  addressLine1: '6305 NW Hoyt Street',
  addressLine2: null,
  city: { name: 'Portland' },
  state: { name: 'OR' },
  zipCode: '97202',
  propertyImage: null,
  account: { id: 1, brokerage: null },
} satisfies Partial<PublicListing>;

export const listingExample: Listing = {
  id: 33,
  slug: '6305-nw-hoyt-street-portland',
  status: 'active',
  isActive: true,
  createdAt: '2026-01-22T18:47:31.000Z',
  viewedAt: null,
  activeDate: null,
  offersCounter: 7,
  ...hoytStreetCard,
  usersToListing: [
    {
      role: 'listing-agent',
      user: { id: 1, fullName: 'Maya Thornton' },
      automaticallyNotify: false,
    },
  ],
  buyerBrokerCommissions: [],
  agentCommission: null,
  listingAgentCustomCommission: null,
  titleFeeTemplate: null,
  county: null,
  subtractFromMortage: null,
};

/** A listing with its photo: one just created or updated with a photo. */
export const listingWithPhotoExample: Listing = {
  ...listingExample,
  propertyImage: { url: 'data:image/png;base64,iVBORw0KGgo=', fileName: 'house.png' },
};

export const publicListingExample: PublicListing = {
  id: 33,
  slug: '6305-nw-hoyt-street-portland',
  status: 'active',
  isActive: true,
  ...hoytStreetCard,
  createdAt: '2026-01-22T18:47:31.000Z',
  listingAgents: [{ id: 1, fullName: 'Maya Thornton' }],
};

export const offerExample: Offer = {
  id: 33,
  simpleId: 'OF-1033',
  listingId: 33,
  listing: { id: 33, slug: '6305-nw-hoyt-street-portland', addressLine1: '6305 NW Hoyt Street' },
  versionType: 'edit',
  versionNumber: 1,
  submittingSide: 'buyers_agent',
  submittedBy: { id: 4, fullName: 'Carlos Mendoza' },
  buyersAgent: { id: 4, fullName: 'Carlos Mendoza' },
  createdAt: '2026-03-02T07:39:44.000Z',
  updatedAt: '2026-03-02T07:58:15.000Z',
  approvedToSendToSeller: false,
  sentToSellersAt: null,
  documents: [],
  bestOfferRequest: null,
  purchasePrice: 666000,
  financingType: 'fha',
  hasSellerPaidClosingCosts: true,
  isOfferContingentOnAnotherPropertySale: false,
  isBuyerAppraisalGapCoverage: true,
  isEscalationClause: false,
  hasEarnestMoney: true,
  earnestMoneyAmount: 10000,
  isHomeWarranty: false,
  closingDate: '2026-04-17',
  possessionDate: '2026-04-17',
  inspections: [],
  isHighestAndBestOffer: null,
  buyers: ['Priya Raman'],
};

/** The buyers' agent's offer of the provider state: it carries documents. */
export const offerWithDocumentsExample: Offer = {
  ...offerExample,
  documents: [
    {
      id: 52,
      name: 'Pre-approval letter',
      fileName: 'pre-approval-letter.pdf',
      path: 'offers/33/documents/52/pre-approval-letter.pdf',
      downloadUrl: '/api/v1/offers/33/documents/52',
    },
  ],
};

export const logEntryExample: LogEntry = {
  id: 310,
  createdAt: '2026-03-01T21:31:11.000Z',
  action: 'listing.offer_received',
  message: 'New offer OF-1033 from Carlos Mendoza',
  actor: null,
};

export const invitationExample: Invitation = {
  id: 1,
  email: 'new.seller@example.com',
  fullName: null,
  role: 'seller',
  listingId: null,
  createdAt: '2026-03-01T15:00:00.000Z',
  acceptedAt: null,
};

export const commissionTemplateExample: CommissionTemplate = { id: 1, name: '3% of price', formula: 'pp * 0.03' };

export const titleFeeTemplateExample: TitleFeeTemplate = {
  id: 1,
  name: 'Oregon title & escrow',
  fees: [{ name: 'Escrow fee', formula: 'pp * 0.001 + 250' }],
};

export const locationExample: Location = {
  zipCode: '97202',
  city: { name: 'Portland' },
  state: { name: 'OR' },
  county: { id: 1, name: 'Multnomah County', conveyanceFeeFormula: null },
};

export const cardExample: Card = { id: 'card_0001_1', brand: 'visa', last4: '8450', expMonth: 8, expYear: 2026 };

export const invoiceExample: Invoice = {
  id: 'in_0001_012',
  createdAt: '2026-03-01T09:00:00.000Z',
  status: 'paid',
  total: 39500,
  url: 'https://billing.offerdesk.test/invoices/in_0001_012',
};

export const productExample: Product = {
  id: 'prod_solo',
  name: 'Solo',
  description: 'For the independent agent: up to 10 listings.',
  price: 2900,
  listingLimit: null,
};

export const subscriptionSummaryExample: SubscriptionSummary = {
  subscription: {
    id: 'sub_offerdesk_0001',
    productId: 'prod_brokerage',
    name: 'Brokerage',
    price: 7900,
    quantity: 5,
    status: 'active',
  },
  usage: { listingCount: 36, listingLimit: null, usersCount: 5 },
};

export const accountUserExample: AccountUser = {
  id: 2,
  fullName: 'Daniel Okafor',
  email: 'co.listing.agent@offerdesk.test',
  phoneNumber: null,
  role: 'regular',
  listingCount: 5,
  createdAt: '2024-03-27T15:00:00.000Z',
};

export const agentExample: Agent = { id: 2, fullName: 'Daniel Okafor', brokerage: null };

export const notificationExample: UserNotification = {
  id: 1,
  title: 'New offer on 4686 NE 24th Street',
  body: 'Frank Pollich offered $1,637,000.',
  url: null,
  createdAt: '2026-03-02T03:04:36.000Z',
  readAt: null,
};

export const countExample = { view: 'all' as const, count: 5 };

/** A page of the state's data: the client reads every paging field, and the page has an item. */
export const page = <T>(item: T, total = 1): Paginated<T> => ({
  data: promised([item]),
  currentPage: 1,
  limit: 12,
  nextPage: null,
  previousPage: null,
  total,
});
