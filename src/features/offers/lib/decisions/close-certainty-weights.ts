import type { ContingentPropertyStatus, FinancingType } from '@contract/schemas/enums';

/*
 * The close certainty score's weights: every number the score uses, in this one table.
 * docs/decisions/0035 says why each is what it is; docs/offer-decisions.md tells agents in
 * plain words. The factors' maximums add up to 100.
 */

/** A band: the points for a value at or above `from` (bands are read top down). */
export type Band = { from: number; points: number };

export const CLOSE_CERTAINTY_WEIGHTS = {
  /** Who pays: cash needs no lender; a loan can be refused, some more often than others. */
  financing: {
    max: 30,
    points: {
      cash: 30,
      conventional: 22,
      va: 20,
      fha: 18,
      usda: 18,
      dscr: 15,
      seller_financing: 15,
      hard_money: 12,
      mortgage: 10,
    } satisfies Record<FinancingType, number>,
  },
  /** Appraisal-gap coverage as a share of the price; cash needs no appraisal and gets the maximum. */
  appraisalGap: {
    max: 15,
    bands: [
      { from: 0.1, points: 15 },
      { from: 0.05, points: 10 },
      { from: 0.02, points: 6 },
      { from: 0, points: 3 },
    ] satisfies Band[],
    none: 0,
  },
  /** No sale contingency, or how far the buyers' own sale has got. */
  saleContingency: {
    max: 20,
    none: 20,
    byStatus: {
      pending_offer: 12,
      contingent_offer: 8,
      active_in_mls: 5,
      active_as_fsbo: 4,
      pending_for_listing: 2,
      other: 2,
    } satisfies Record<ContingentPropertyStatus, number>,
  },
  /** Earnest money as a share of the price: what the buyers stand to lose by walking away. */
  earnestMoney: {
    max: 15,
    bands: [
      { from: 0.03, points: 15 },
      { from: 0.02, points: 12 },
      { from: 0.01, points: 8 },
      { from: 0, points: 4 },
    ] satisfies Band[],
    none: 0,
  },
  /** Each enabled inspection is a way out; so is each week of the longest inspection period. */
  inspections: { max: 10, perInspection: 1, perStartedWeekOfLongest: 1 },
  /** Days from the offer to closing: the longer, the more can go wrong. */
  closing: {
    max: 10,
    /** Upper bounds, read top down: at most `upTo` days earns `points`. */
    bands: [
      { upTo: 30, points: 10 },
      { upTo: 45, points: 8 },
      { upTo: 60, points: 5 },
      { upTo: Number.POSITIVE_INFINITY, points: 2 },
    ],
    beforeTheOffer: 0,
  },
} as const;
