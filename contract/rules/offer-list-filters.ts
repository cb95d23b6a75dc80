import type { z } from 'zod';
import type { FinancingType, TriStateSchema } from '../schemas/enums';
import type { OfferTerms } from '../schemas/offer';

/*
 * What the offer list's filters mean, in one place for the API (the mock's offers.listForListing)
 * and the client (the offers tab, which filters locally under a seller-side sort): the financing
 * types an offer may have, and each yes/no filter read from its terms. Inspections count only
 * the enabled ones.
 */

type FilteredTerms = Pick<
  OfferTerms,
  | 'financingType'
  | 'inspections'
  | 'isBuyerAppraisalGapCoverage'
  | 'isEscalationClause'
  | 'isOfferContingentOnAnotherPropertySale'
>;

/** Each yes/no filter of the offer list and what it reads. */
const OFFER_YES_NO_FILTERS = {
  hasInspections: (terms: FilteredTerms) => terms.inspections.some((inspection) => inspection.isEnabled),
  isBuyerAppraisalGapCoverage: (terms: FilteredTerms) => terms.isBuyerAppraisalGapCoverage,
  isEscalationClause: (terms: FilteredTerms) => terms.isEscalationClause,
  isOfferContingentOnAnotherPropertySale: (terms: FilteredTerms) => terms.isOfferContingentOnAnotherPropertySale,
} as const;

export type OfferYesNoFilter = keyof typeof OFFER_YES_NO_FILTERS;

/** The filters as the list's query states them: absent filters everything in. */
export type OfferListFilterQuery = { financingType?: readonly FinancingType[] } & {
  [filter in OfferYesNoFilter]?: z.infer<typeof TriStateSchema>;
};

export const matchesOfferListFilters = (terms: FilteredTerms, filters: OfferListFilterQuery): boolean => {
  if (filters.financingType && !filters.financingType.includes(terms.financingType)) return false;
  return (Object.keys(OFFER_YES_NO_FILTERS) as OfferYesNoFilter[]).every((filter) => {
    const wanted = filters[filter];
    return wanted === undefined || (wanted === 'true') === OFFER_YES_NO_FILTERS[filter](terms);
  });
};
