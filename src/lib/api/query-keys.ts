/**
 * Query keys grouped by the spec's cache tag groups, so a
 * mutation invalidates a whole group with `invalidateQueries({ queryKey: [group] })`.
 */
export const queryKeys = {
  user: () => ['User'] as const,
  subscription: () => ['Subscription'] as const,
  cards: () => ['CreditCard'] as const,
  invoices: () => ['Invoice'] as const,
  products: () => ['Subscription', 'products'] as const,
  agents: () => ['Agent'] as const,
  accountUsers: () => ['UserInAccount'] as const,
  commissions: () => ['Commission'] as const,
  titleFeeTemplates: () => ['TitleFeeTemplate'] as const,
  invitations: () => ['Invitation'] as const,
  preference: (key: string) => ['UserPreference', key] as const,
  systemNotification: () => ['SystemNotification'] as const,
  notifications: () => ['Notification'] as const,
  listings: {
    all: () => ['Listing'] as const,
    list: (query: object) => ['Listing', 'list', query] as const,
    publicList: (query: object) => ['Listing', 'public', query] as const,
    detail: (idOrSlug: string | number) => ['Listing', 'detail', String(idOrSlug)] as const,
    logs: (listingId: number, query: object) => ['Listing', 'logs', listingId, query] as const,
    stats: () => ['ListingStats'] as const,
    locations: (zipCode: string) => ['Listing', 'location', zipCode] as const,
  },
  offers: {
    all: () => ['Offer'] as const,
    forListing: (listingId: number, query: object) => ['Offer', 'listing', listingId, query] as const,
    compare: (listingId: number, ids: readonly number[]) => ['Offer', 'compare', listingId, [...ids]] as const,
    /** Every offer on the listing the user may see: what compare and send-to-sellers choose from. */
    choices: (listingId: number) => ['Offer', 'choices', listingId] as const,
    detail: (offerId: number) => ['Offer', 'detail', offerId] as const,
    versions: (offerId: number) => ['Offer', 'versions', offerId] as const,
    /** The version before the current one (compare's change in net return). */
    previousVersion: (offerId: number) => ['Offer', 'versions', offerId, 'previous'] as const,
    logs: (offerId: number, query: object) => ['Offer', 'logs', offerId, query] as const,
    document: (offerId: number, documentId: number) => ['OfferDocument', offerId, documentId] as const,
  },
} as const;
