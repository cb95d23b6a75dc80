import type { z } from 'zod';
import type { Card, Invoice, Product } from '@contract/schemas/account';
import type { SignupReaBodySchema } from '@contract/schemas/auth';
import type { ErrorBody } from '@contract/schemas/envelope';
import type { CreateListingBodySchema, Listing, PublicListing } from '@contract/schemas/listing';
import type { LogEntry } from '@contract/schemas/log';
import type { Invitation, SystemNotification, UserNotification, UserPreference } from '@contract/schemas/misc';
import type { CreateOfferBodySchema, Inspection, Offer, OfferDocument, OfferTerms } from '@contract/schemas/offer';
import type { CommissionTemplate, County, TitleFeeTemplate } from '@contract/schemas/templates';
import type { Account, AccountUser, Person, Subscription, Usage, User } from '@contract/schemas/user';

// Realistic records for the contract's schema tests: one team account in
// Portland, its listing at 1420 Alder Street, and a countered offer on it.
// Each schema test parses these as they are, then breaks one field at a time.

const listingAgent: Person = {
  id: 101,
  fullName: 'Maya Okafor',
  email: 'maya.okafor@northgate-realty.com',
  phoneNumber: '(503) 555-0142',
};
const seller: Person = { id: 214, fullName: 'Daniel Brooks', email: 'dan.brooks@example.com', phoneNumber: null };
const buyersAgent: Person = {
  id: 318,
  fullName: 'Tomás Herrera',
  email: 'tomas@rosecityhomes.com',
  phoneNumber: '(971) 555-0123',
};

export const subscription: Subscription = {
  id: 'sub_1PqR2sT3uV4wX5yZ',
  productId: 'prod_team_monthly',
  name: 'Team',
  price: 4900,
  quantity: 3,
  status: 'active',
};
export const usage: Usage = { listingCount: 7, listingLimit: 25, usersCount: 3 };

export const account: Account = {
  id: 12,
  role: 'admin',
  brokerage: 'Northgate Realty',
  team: { id: 4, name: 'Alder & Pine Group' },
  subscription,
  usage,
};

export const user: User = {
  id: 101,
  fullName: 'Maya Okafor',
  email: 'maya.okafor@northgate-realty.com',
  phoneNumber: '(503) 555-0142',
  userType: 'rea',
  accountId: 12,
  isEmailVerified: true,
  isPhoneNumberVerified: true,
  hasPhoneNumber: true,
  account,
};

export const accountUser: AccountUser = {
  id: 103,
  fullName: 'Jordan Lee',
  email: 'jordan.lee@northgate-realty.com',
  phoneNumber: '(503) 555-0177',
  role: 'regular',
  listingCount: 2,
  createdAt: '2025-11-18T16:20:00Z',
};

export const commissionTemplate: CommissionTemplate = { id: 3, name: 'Listing side 3%', formula: 'pp * 0.03' };
const buyerBrokerCommission: CommissionTemplate = { id: 5, name: 'Buyer broker 2.5%', formula: 'pp * 0.025' };

export const titleFeeTemplate: TitleFeeTemplate = {
  id: 8,
  name: 'Cascade Title, standard',
  fees: [
    { name: "Owner's title policy", formula: '0.0045 * pp + 275' },
    { name: 'Escrow fee', formula: '(pp / 1000) * 2 + 350' },
    { name: 'Recording', formula: '125' },
  ],
};

const county: County = { id: 41, name: 'Multnomah', conveyanceFeeFormula: 'pp * 0.001' };

export const listing: Listing = {
  id: 2041,
  slug: '1420-alder-street',
  status: 'active',
  isActive: true,
  createdAt: '2026-03-02T17:45:00Z',
  viewedAt: '2026-03-10T09:12:30Z',
  activeDate: null,
  offersCounter: 4,
  addressLine1: '1420 Alder Street',
  addressLine2: null,
  city: { name: 'Portland' },
  state: { name: 'Oregon' },
  zipCode: '97205',
  propertyImage: { url: '/images/listings/2041/front.jpg', fileName: 'front.jpg', width: 1920, height: 1280 },
  account: { id: 12, brokerage: 'Northgate Realty' },
  usersToListing: [
    { role: 'listing-agent', user: listingAgent, automaticallyNotify: false },
    { role: 'seller', user: seller, automaticallyNotify: true },
  ],
  buyerBrokerCommissions: [buyerBrokerCommission],
  agentCommission: commissionTemplate,
  listingAgentCustomCommission: null,
  titleFeeTemplate,
  county,
  subtractFromMortage: 212_500,
};

export const publicListing: PublicListing = {
  id: 2041,
  slug: '1420-alder-street',
  status: 'active',
  isActive: true,
  addressLine1: '1420 Alder Street',
  addressLine2: null,
  city: { name: 'Portland' },
  state: { name: 'Oregon' },
  zipCode: '97205',
  propertyImage: { url: '/images/listings/2041/front.jpg', fileName: 'front.jpg' },
  account: { id: 12, brokerage: 'Northgate Realty' },
  createdAt: '2026-03-02T17:45:00Z',
  listingAgents: [{ id: 101, fullName: 'Maya Okafor' }],
};

export const inspections: Inspection[] = [
  { type: 'general', days: 10, paidBy: 'buyer', isEnabled: true },
  { type: 'radon', days: 7, paidBy: 'buyer', isEnabled: true },
  { type: 'wood_destroying_insect', days: 14, paidBy: 'seller', isEnabled: true },
];

export const offerDocument: OfferDocument = {
  id: 88,
  name: 'Pre-approval letter',
  fileName: 'vasquez-preapproval.pdf',
  path: 'offers/731/vasquez-preapproval.pdf',
  downloadUrl: '/api/v1/offers/731/documents/88',
};

/** Conventional financing with every optional section switched on and filled in. */
const offerTerms: OfferTerms = {
  purchasePrice: 615_000,
  financingType: 'conventional',
  lenderName: 'Priya Raman',
  lenderCompany: 'Columbia Home Loans',
  lenderEmail: 'priya.raman@columbiahomeloans.com',
  lenderPhone: '(971) 555-0188',
  hasSellerPaidClosingCosts: true,
  sellerPaidClosingCostsOnBehalfOfBuyer: 5000,
  isOfferContingentOnAnotherPropertySale: false,
  contingentPropertyAddress: null,
  contingentPropertyStatus: null,
  contingentPropertyClosingDate: null,
  isBuyerAppraisalGapCoverage: true,
  buyerAppraisalGapCoverage: 15_000,
  sellerPaidBuyersBrokerCommissionId: 5,
  sellerPaidBuyersBrokerCommission: { name: 'Buyer broker 2.5%', formula: 'pp * 0.025' },
  isEscalationClause: true,
  escalationClauseMaximumPurchasePrice: 640_000,
  escalationClauseAmountToExceedNextOfferBy: 2500,
  hasEarnestMoney: true,
  earnestMoneyAmount: 10_000,
  earnestMoneyHeldBy: 'title_escrow_company',
  earnestMoneyType: 'electronic',
  earnestMoneyDepositedUpon: 'acceptance',
  isHomeWarranty: true,
  homeWarrantyCompany: 'Pacific Home Shield',
  homeWarrantyCost: 650,
  homeWarrantyPaidBy: 'seller',
  closingDate: '2026-04-24',
  possessionDate: '2026-04-25',
  inspections,
  isHighestAndBestOffer: null,
  buyersAgentNote: 'Buyers are pre-approved and flexible on possession; letter attached.',
  note: null,
  titleCompanyName: 'Cascade Title',
  buyers: ['Elena Vasquez', 'Marcus Vasquez'],
};

/** The listing agent's counteroffer: version 1 of offer OF-1042 on 1420 Alder Street. */
export const offer: Offer = {
  ...offerTerms,
  purchasePrice: 630_000,
  escalationClauseMaximumPurchasePrice: 650_000,
  id: 731,
  simpleId: 'OF-1042',
  listingId: 2041,
  listing: { id: 2041, slug: '1420-alder-street', addressLine1: '1420 Alder Street' },
  versionType: 'counteroffer',
  versionNumber: 1,
  submittingSide: 'sellers_agent',
  submittedBy: listingAgent,
  buyersAgent: { ...buyersAgent, brokerage: 'Rose City Homes' },
  createdAt: '2026-03-08T21:04:00Z',
  updatedAt: '2026-03-09T15:30:00Z',
  approvedToSendToSeller: true,
  sentToSellersAt: '2026-03-09T15:31:00Z',
  documents: [offerDocument],
  bestOfferRequest: null,
};

export const card: Card = { id: 'pm_1OvXb2LkdIwHu7ix', brand: 'visa', last4: '4242', expMonth: 8, expYear: 2028 };

export const invoice: Invoice = {
  id: 'in_1Ow3LdLkdIwHu7ixQ2',
  createdAt: '2026-03-01T00:00:12Z',
  status: 'paid',
  total: 14_700,
  url: 'https://pay.example.com/invoices/in_1Ow3LdLkdIwHu7ixQ2',
};

export const product: Product = {
  id: 'prod_team_monthly',
  name: 'Team',
  description: 'Up to 25 active listings for your whole team',
  price: 4900,
  listingLimit: 25,
};

export const invitation: Invitation = {
  id: 57,
  email: 'dan.brooks@example.com',
  fullName: 'Daniel Brooks',
  role: 'seller',
  listingId: 2041,
  createdAt: '2026-03-02T17:50:00Z',
  acceptedAt: null,
};

export const userPreference: UserPreference = { key: 'showOfferTips', value: 'false' };

export const systemNotification: SystemNotification = {
  header: 'Scheduled maintenance',
  content: 'OfferDesk will be unavailable on Sunday, March 15, from 2:00 to 3:00 AM UTC.',
};

export const userNotification: UserNotification = {
  id: 5120,
  title: 'New offer on 1420 Alder Street',
  body: 'Tomás Herrera submitted an offer of $615,000.',
  url: '/listing/1420-alder-street',
  createdAt: '2026-03-08T21:04:05Z',
  readAt: null,
};

export const logEntry: LogEntry = {
  id: 9001,
  createdAt: '2026-03-09T15:30:00Z',
  action: 'offer.countered',
  message: 'Maya Okafor countered offer OF-1042 at $630,000',
  actor: { id: 101, fullName: 'Maya Okafor' },
};

export const verificationError: ErrorBody = {
  success: false,
  message: 'Please verify your e-mail address and phone number first',
  challenges: ['email-verification', 'phone-verification'],
};

export const validationError: ErrorBody = {
  success: false,
  message: 'Some fields are not valid',
  errors: {
    zipCode: 'Zip code must be 5 digits',
    'inspections.0.days': 'Inspection days must be 1 to 14, 21, 30, 60 or 90',
  },
};

// Request bodies hold files, so each call builds a fresh one.

const housePhoto = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'house.jpg', { type: 'image/jpeg' });

export const createListingBody = (): z.input<typeof CreateListingBodySchema> => ({
  status: 'active',
  activeDate: null,
  addressLine1: '1420 Alder Street',
  addressLine2: null,
  city: 'Portland',
  state: 'Oregon',
  zipCode: '97205',
  countyId: 41,
  sellers: [{ email: 'dan.brooks@example.com', fullName: 'Daniel Brooks', automaticallyNotify: true }],
  listingAgents: [{ email: 'jordan.lee@northgate-realty.com', fullName: 'Jordan Lee' }],
  agentCommissionId: 3,
  listingAgentCustomCommission: null,
  buyerBrokerCommissionIds: [5],
  titleFeeTemplateId: 8,
  subtractFromMortage: 212_500,
  slug: null,
  propertyImage: housePhoto(),
});

export const createOfferBody = (): z.input<typeof CreateOfferBodySchema> => ({
  ...offerTerms,
  listingId: 2041,
  documents: [new File(['%PDF-1.7'], 'vasquez-preapproval.pdf', { type: 'application/pdf' })],
});

export const signupReaBody = (): z.input<typeof SignupReaBodySchema> => ({
  email: 'maya.okafor@northgate-realty.com',
  password: 'OfferDesk2026',
  repeatPassword: 'OfferDesk2026',
  phoneNumber: '(503) 555-0142',
  isAgreeToTac: true,
  fullName: 'Maya Okafor',
  brokerage: 'Northgate Realty',
  hasTeam: 'yes',
  teamName: 'Alder & Pine Group',
  'auth-token': null,
});
