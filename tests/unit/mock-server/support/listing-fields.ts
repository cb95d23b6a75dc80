/**
 * The fields of the listing form that a valid listing needs, photo aside: active, with an
 * address, and no sellers, co-listing agents or buyer broker commissions.
 */
export const listingFields = () => ({
  status: 'active',
  addressLine1: '1420 SE Alder Street',
  city: 'Portland',
  state: 'OR',
  zipCode: '97214',
  sellers: [],
  listingAgents: [],
  buyerBrokerCommissionIds: [],
});
