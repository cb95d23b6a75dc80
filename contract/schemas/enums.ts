import { z } from 'zod';

// The entities' enumerations and the lists' sorts, defined once. Labels that the API
// itself names (roles, financing "mortgage") live beside them. Those of a signed-in user's
// own record are in account-enums.ts, and this module passes them on.

export * from './account-enums';

export const ListingStatusSchema = z.enum(['incoming', 'active', 'pending', 'sold', 'archived']);
export type ListingStatus = z.infer<typeof ListingStatusSchema>;
export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  incoming: 'Incoming',
  active: 'Active',
  pending: 'Pending',
  sold: 'Sold',
  archived: 'Archived',
};

export const ListingRoleSchema = z.enum(['listing-agent', 'seller', 'buyers_agent', 'buyer']);
export type ListingRole = z.infer<typeof ListingRoleSchema>;
export const LISTING_ROLE_LABELS: Record<ListingRole, string> = {
  'listing-agent': 'Listing Agent',
  seller: 'Seller',
  buyers_agent: 'Buying Agent',
  buyer: 'Buyer',
};

/** Who submitted an offer version: the offer form also knows sellers_agent. */
export const SubmittingSideSchema = z.enum(['buyers_agent', 'sellers_agent']);
export type SubmittingSide = z.infer<typeof SubmittingSideSchema>;

export const ListingViewSchema = z.enum(['all', 'buying', 'selling']);
export type ListingView = z.infer<typeof ListingViewSchema>;

export const ListingSortSchema = z.enum([
  'recentlyViewedFirst',
  'recentlyViewedLast',
  'createdFirst',
  'createdLast',
  'mostOffersFirst',
  'mostOffersLast',
]);
export type ListingSort = z.infer<typeof ListingSortSchema>;

export const ListingSortBySchema = z.enum(['viewedAt', 'createdAt', 'offersCounter']);
export const SortDirectionSchema = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof SortDirectionSchema>;

/** What each listing sort means on the wire. */
export const LISTING_SORTS: Record<
  ListingSort,
  { sortBy: z.infer<typeof ListingSortBySchema>; sortDirection: SortDirection }
> = {
  recentlyViewedFirst: { sortBy: 'viewedAt', sortDirection: 'desc' },
  recentlyViewedLast: { sortBy: 'viewedAt', sortDirection: 'asc' },
  createdFirst: { sortBy: 'createdAt', sortDirection: 'desc' },
  createdLast: { sortBy: 'createdAt', sortDirection: 'asc' },
  mostOffersFirst: { sortBy: 'offersCounter', sortDirection: 'desc' },
  mostOffersLast: { sortBy: 'offersCounter', sortDirection: 'asc' },
};

export const TimeListedSchema = z.enum(['any', 'week', 'month', '3months', '6months', '1year+']);
export type TimeListed = z.infer<typeof TimeListedSchema>;

export const HasOffersSchema = z.enum(['all', 'false', 'true']);
export type HasOffers = z.infer<typeof HasOffersSchema>;

export const LISTING_PAGE_SIZES = [12, 24, 48] as const;
export type ListingPageSize = (typeof LISTING_PAGE_SIZES)[number];

export const FinancingTypeSchema = z.enum([
  'cash',
  'conventional',
  'fha',
  'va',
  'mortgage',
  'dscr',
  'seller_financing',
  'usda',
  'hard_money',
]);
export type FinancingType = z.infer<typeof FinancingTypeSchema>;
export const FINANCING_TYPE_LABELS: Record<FinancingType, string> = {
  cash: 'Cash',
  conventional: 'Conventional',
  fha: 'FHA',
  va: 'VA',
  mortgage: 'Private Mortgage Friend/Relative/Etc',
  dscr: 'DSCR',
  seller_financing: 'Seller Financing',
  usda: 'USDA',
  hard_money: 'Hard Money',
};
/** Lender details apply to these financing types only. */
export const LENDER_FINANCING_TYPES: readonly FinancingType[] = ['conventional', 'fha', 'va', 'usda'];

export const INSPECTION_DAYS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 21, 30, 60, 90] as const;
export const InspectionDaysSchema = z
  .number()
  .int()
  .refine((days) => (INSPECTION_DAYS as readonly number[]).includes(days), {
    message: 'Inspection days must be 1 to 14, 21, 30, 60 or 90',
  });

export const PaidBySchema = z.enum(['buyer', 'seller']);
export type PaidBy = z.infer<typeof PaidBySchema>;

export const InspectionTypeSchema = z.enum([
  'general',
  'wood_destroying_insect',
  'radon',
  'mold',
  'septic',
  'well',
  'other',
]);
export type InspectionType = z.infer<typeof InspectionTypeSchema>;

export const EarnestMoneyDepositedUponSchema = z.enum(['acceptance', 'inspection_contingency']);
export const EarnestMoneyTypeSchema = z.enum(['check', 'cash', 'electronic', 'note']);
export const EarnestMoneyHeldBySchema = z.enum([
  'sellers_broker',
  'buyers_broker',
  'title_escrow_company',
  'law_office',
  'seller',
  'other',
]);

export const ContingentPropertyStatusSchema = z.enum([
  'pending_for_listing',
  'active_in_mls',
  'active_as_fsbo',
  'contingent_offer',
  'pending_offer',
  'other',
]);
export type ContingentPropertyStatus = z.infer<typeof ContingentPropertyStatusSchema>;

export const InvoiceStatusSchema = z.enum(['draft', 'open', 'paid', 'uncollectible', 'void']);
export type InvoiceStatus = z.infer<typeof InvoiceStatusSchema>;

export const VerificationChannelSchema = z.enum(['email', 'phone']);
export type VerificationChannel = z.infer<typeof VerificationChannelSchema>;

/** Brands drawn with an icon; any other brand is still a valid card. */
export const CARD_BRANDS_WITH_ICONS = ['visa', 'mastercard', 'unionpay', 'amex', 'discover'] as const;

export const OfferVersionTypeSchema = z.enum(['initial', 'counteroffer', 'edit']);
export type OfferVersionType = z.infer<typeof OfferVersionTypeSchema>;

export const OfferSortSchema = z.enum([
  'highestPurchasePrice',
  'lowestPurchasePrice',
  'highestEscalationMaximum',
  'lowestEscalationMaximum',
  'highestEscalationOrPurchasePrice',
  'highestAppraisalGapCoverage',
  'lowestAppraisalGapCoverage',
  'mostInspections',
  'fewestInspections',
  'closestClosingDate',
  'farthestClosingDate',
  'closestPossessionDate',
  'farthestPossessionDate',
]);
export type OfferSort = z.infer<typeof OfferSortSchema>;

export const OfferSortBySchema = z.enum([
  'createdAt',
  'purchasePrice',
  'escalationClauseMaximumPurchasePrice',
  'escalationOrPurchasePrice',
  'buyerAppraisalGapCoverage',
  'inspectionsCount',
  'closingDate',
  'possessionDate',
]);
export type OfferSortBy = z.infer<typeof OfferSortBySchema>;

/** The client maps an offer sort to sortBy and sortDirection. */
export const OFFER_SORTS = {
  highestPurchasePrice: { sortBy: 'purchasePrice', sortDirection: 'desc' },
  lowestPurchasePrice: { sortBy: 'purchasePrice', sortDirection: 'asc' },
  highestEscalationMaximum: { sortBy: 'escalationClauseMaximumPurchasePrice', sortDirection: 'desc' },
  lowestEscalationMaximum: { sortBy: 'escalationClauseMaximumPurchasePrice', sortDirection: 'asc' },
  highestEscalationOrPurchasePrice: { sortBy: 'escalationOrPurchasePrice', sortDirection: 'desc' },
  highestAppraisalGapCoverage: { sortBy: 'buyerAppraisalGapCoverage', sortDirection: 'desc' },
  lowestAppraisalGapCoverage: { sortBy: 'buyerAppraisalGapCoverage', sortDirection: 'asc' },
  mostInspections: { sortBy: 'inspectionsCount', sortDirection: 'desc' },
  fewestInspections: { sortBy: 'inspectionsCount', sortDirection: 'asc' },
  closestClosingDate: { sortBy: 'closingDate', sortDirection: 'asc' },
  farthestClosingDate: { sortBy: 'closingDate', sortDirection: 'desc' },
  closestPossessionDate: { sortBy: 'possessionDate', sortDirection: 'asc' },
  farthestPossessionDate: { sortBy: 'possessionDate', sortDirection: 'desc' },
} as const satisfies Record<OfferSort, { sortBy: OfferSortBy; sortDirection: SortDirection }>;

/** The Any/Has/No offer filters travel as 'true' or 'false'; absent means any. */
export const TriStateSchema = z.enum(['true', 'false']);

export const SubscriptionChangeReasonSchema = z.enum([
  'cancel',
  'add_users',
  'remove_users',
  'change_plan',
  'billing_question',
  'other',
]);
export type SubscriptionChangeReason = z.infer<typeof SubscriptionChangeReasonSchema>;
export const SUBSCRIPTION_CHANGE_REASON_LABELS: Record<SubscriptionChangeReason, string> = {
  cancel: 'Cancel my subscription',
  add_users: 'Add users',
  remove_users: 'Remove users',
  change_plan: 'Change my plan',
  billing_question: 'Billing question',
  other: 'Other',
};

/** Listing agents invite sellers, co-listing agents and buyers' agents; buyers' agents invite buyers. */
export const InvitationRoleSchema = z.enum(['seller', 'listing-agent', 'buyers_agent', 'buyer']);
