import type { NetReturn } from './net-return';

/** The seller side's cost rows of history and compare, read from the net return. */
export const SELLER_COST_ROWS: readonly { id: string; label: string; value: (netReturn: NetReturn) => number }[] = [
  { id: 'listingCommission', label: 'Listing commission', value: (n) => n.deductions.listingCommission },
  { id: 'flatFee', label: 'Flat fee', value: (n) => n.deductions.customFlatCommission },
  {
    id: 'buyerBrokerCommissionAmount',
    label: 'Buyer broker commission amount',
    value: (n) => n.deductions.buyerBrokerCommission,
  },
  { id: 'titleFees', label: 'Title fees', value: (n) => n.deductions.titleFees },
  { id: 'conveyanceFee', label: 'Conveyance fee', value: (n) => n.deductions.conveyanceFee },
  { id: 'subtractFromMortgage', label: 'Mortgage payoff', value: (n) => n.deductions.subtractFromMortgage },
];

export const NET_RETURN_LABEL = 'Estimated net return';

export const NET_RETURN_DISCLAIMER =
  'The estimated net return is an estimate calculated from summary data entered by people. It may not include taxes, HOA claims, mortgages, liens or other costs. The agent, the broker and OfferDesk are not responsible for its accuracy.';
