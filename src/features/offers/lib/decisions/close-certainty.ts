import { FINANCING_TYPE_LABELS } from '@contract/schemas/enums';
import type { OfferTerms } from '@contract/schemas/offer';
import { formatCurrency } from '@/lib/format';
import { CONTINGENT_PROPERTY_STATUS_LABELS } from '../offer-option-labels';
import { CLOSE_CERTAINTY_WEIGHTS as W, type Band } from './close-certainty-weights';

/*
 * Close certainty (docs/offer-decisions.md): how likely an offer is to close, 0 to 100, as the sum of named
 * factors, each with its points and the reason in words ("Cash: +30"). The weights live in
 * close-certainty-weights.ts. A property of the offer alone: shares are of its own price
 * (not the escalated one), and days to closing count from when its terms were submitted, so
 * the score never changes with the day it is read or with the other offers.
 */

export type CertaintyFactorId =
  | 'financing'
  | 'appraisalGap'
  | 'saleContingency'
  | 'earnestMoney'
  | 'inspections'
  | 'closing';

export type CertaintyFactor = { id: CertaintyFactorId; name: string; points: number; max: number; reason: string };

export type CloseCertainty = { score: number; factors: CertaintyFactor[] };

export type CertaintyOffer = Pick<
  OfferTerms,
  | 'purchasePrice'
  | 'financingType'
  | 'isBuyerAppraisalGapCoverage'
  | 'buyerAppraisalGapCoverage'
  | 'isOfferContingentOnAnotherPropertySale'
  | 'contingentPropertyStatus'
  | 'hasEarnestMoney'
  | 'earnestMoneyAmount'
  | 'inspections'
  | 'closingDate'
> & { createdAt: string };

const DAY_MS = 24 * 60 * 60 * 1000;

const bandPoints = (bands: readonly Band[], value: number): number =>
  // Stryker disable next-line OptionalChaining: a share here is above 0 and every band table ends at 0, so a band is always found
  bands.find((band) => value >= band.from)?.points ?? 0;

const percent = (share: number): string => `${(share * 100).toFixed(1)}% of the price`;

/** "Cash: +30", "No earnest money: +0": a factor as the offer page, the tab and compare show it. */
export const factorLine = (factor: CertaintyFactor): string => `${factor.reason}: +${factor.points}`;

const financing = (offer: CertaintyOffer): CertaintyFactor => ({
  id: 'financing',
  name: 'Financing',
  points: W.financing.points[offer.financingType],
  max: W.financing.max,
  reason: FINANCING_TYPE_LABELS[offer.financingType],
});

const appraisalGap = (offer: CertaintyOffer): CertaintyFactor => {
  const base = { id: 'appraisalGap' as const, name: 'Appraisal gap', max: W.appraisalGap.max };
  if (offer.financingType === 'cash') return { ...base, points: W.appraisalGap.max, reason: 'Cash needs no appraisal' };
  const coverage = offer.isBuyerAppraisalGapCoverage ? (offer.buyerAppraisalGapCoverage ?? 0) : 0;
  if (coverage <= 0) return { ...base, points: W.appraisalGap.none, reason: 'No appraisal gap coverage' };
  const share = coverage / offer.purchasePrice;
  return {
    ...base,
    points: bandPoints(W.appraisalGap.bands, share),
    reason: `Appraisal gap covered up to ${formatCurrency(coverage)} (${percent(share)})`,
  };
};

const saleContingency = (offer: CertaintyOffer): CertaintyFactor => {
  const base = { id: 'saleContingency' as const, name: 'Sale contingency', max: W.saleContingency.max };
  if (!offer.isOfferContingentOnAnotherPropertySale)
    return { ...base, points: W.saleContingency.none, reason: 'No sale contingency' };
  const status = offer.contingentPropertyStatus ?? 'other';
  return {
    ...base,
    points: W.saleContingency.byStatus[status],
    reason: `Depends on selling a home that is ${CONTINGENT_PROPERTY_STATUS_LABELS[status]}`,
  };
};

const earnestMoney = (offer: CertaintyOffer): CertaintyFactor => {
  const base = { id: 'earnestMoney' as const, name: 'Earnest money', max: W.earnestMoney.max };
  const amount = offer.hasEarnestMoney ? offer.earnestMoneyAmount : 0;
  if (amount <= 0) return { ...base, points: W.earnestMoney.none, reason: 'No earnest money' };
  const share = amount / offer.purchasePrice;
  return {
    ...base,
    points: bandPoints(W.earnestMoney.bands, share),
    reason: `Earnest money ${formatCurrency(amount)} (${percent(share)})`,
  };
};

const inspections = (offer: CertaintyOffer): CertaintyFactor => {
  const base = { id: 'inspections' as const, name: 'Inspections', max: W.inspections.max };
  const enabled = offer.inspections.filter((inspection) => inspection.isEnabled);
  if (enabled.length === 0) return { ...base, points: W.inspections.max, reason: 'No inspections' };
  const longest = Math.max(...enabled.map((inspection) => inspection.days));
  const penalty =
    // Stryker disable next-line ArithmeticOperator: both weights are 1, so multiplying and dividing by them agree
    enabled.length * W.inspections.perInspection + Math.ceil(longest / 7) * W.inspections.perStartedWeekOfLongest;
  const count = enabled.length === 1 ? '1 inspection' : `${enabled.length} inspections`;
  return { ...base, points: Math.max(0, W.inspections.max - penalty), reason: `${count}, the longest ${longest} days` };
};

const closing = (offer: CertaintyOffer): CertaintyFactor => {
  const base = { id: 'closing' as const, name: 'Days to closing', max: W.closing.max };
  const offered = Date.UTC(...ymd(offer.createdAt.slice(0, 10)));
  const days = Math.round((Date.UTC(...ymd(offer.closingDate)) - offered) / DAY_MS);
  if (days < 0) return { ...base, points: W.closing.beforeTheOffer, reason: 'Closing date before the offer' };
  // Stryker disable next-line OptionalChaining: the last closing band reaches to infinity, so a band is always found
  const points = W.closing.bands.find((band) => days <= band.upTo)?.points ?? 0;
  return { ...base, points, reason: `Closes ${days === 1 ? '1 day' : `${days} days`} after the offer` };
};

const ymd = (date: string): [number, number, number] => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return [year, month - 1, day];
};

export const closeCertainty = (offer: CertaintyOffer): CloseCertainty => {
  const factors = [financing, appraisalGap, saleContingency, earnestMoney, inspections, closing].map((factor) =>
    factor(offer),
  );
  return { score: factors.reduce((sum, factor) => sum + factor.points, 0), factors };
};
