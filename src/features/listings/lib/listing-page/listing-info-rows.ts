import { formatListingAddress } from '@contract/address';
import type { Listing } from '@contract/schemas/listing';
import { formatCurrency, formatDate } from '@/lib/format';
import { LISTING_STATUS_LABELS } from '@contract/schemas/enums';
import {} from './listing-page-rules';

export type InfoRow = { label: string; value: string };

const NOT_SET = 'Not set';

const commissionText = (commission: { name: string; formula: string } | null | undefined): string =>
  commission ? `${commission.name} (${commission.formula})` : NOT_SET;

const moneyText = (amount: number | null | undefined): string => (amount == null ? NOT_SET : formatCurrency(amount));

/** What every signed-in viewer of the listing reads on the info tab. */
export const generalInfoRows = (listing: Listing, { isSellerSide }: { isSellerSide: boolean }): InfoRow[] => [
  { label: 'Status', value: LISTING_STATUS_LABELS[listing.status] },
  ...(listing.activeDate ? [{ label: 'Active Date', value: formatDate(listing.activeDate) }] : []),
  { label: 'Address', value: formatListingAddress(listing) },
  { label: 'County', value: listing.county?.name ?? NOT_SET },
  { label: 'Listed on', value: formatDate(listing.createdAt) },
  // The buying side's counter holds only their own offers.
  { label: isSellerSide ? 'Offers' : 'My offers', value: String(listing.offersCounter) },
  { label: 'Brokerage', value: listing.account.brokerage ?? NOT_SET },
  {
    label: 'Buyer broker commission structure',
    value:
      listing.buyerBrokerCommissions.length > 0
        ? listing.buyerBrokerCommissions.map(commissionText).join('; ')
        : NOT_SET,
  },
];

/**
 * The seller side's figures: the listing commission, flat fee, title and escrow fees,
 * conveyance and mortgage payoff. The buying side never sees them, and the
 * API does not even send them; this list is never built for it.
 */
export const sellerSideInfoRows = (listing: Listing): InfoRow[] => [
  { label: 'Listing commission', value: commissionText(listing.agentCommission) },
  { label: 'Listing agent flat fee', value: moneyText(listing.listingAgentCustomCommission) },
  {
    label: 'Title and escrow fee template',
    value: listing.titleFeeTemplate
      ? `${listing.titleFeeTemplate.name}: ${listing.titleFeeTemplate.fees.map((fee) => `${fee.name} (${fee.formula})`).join('; ')}`
      : NOT_SET,
  },
  { label: 'County conveyance fee', value: listing.county?.conveyanceFeeFormula ?? NOT_SET },
  { label: 'Subtract from mortgage', value: moneyText(listing.subtractFromMortage) },
];
