import type { OfferDecision } from './offer-decisions';

/*
 * The offers tab's seller-side sorts (docs/offer-decisions.md). The API cannot sort by them (they need every
 * offer's escalation, and the contract stays as it is), so the tab sorts every offer itself
 * (docs/decisions/0034). Ties go to the lower offer id, as the API's sorts do.
 */

export const DECISION_SORTS = ['highestEstimatedNet', 'lowestEstimatedNet', 'mostCertain', 'leastCertain'] as const;
export type DecisionSort = (typeof DECISION_SORTS)[number];

/** The sorts by net name the net they sort by: the one at the escalated price (decision-labels.ts). */
export const DECISION_SORT_LABELS: Record<DecisionSort, string> = {
  highestEstimatedNet: 'Highest net at the escalated price',
  lowestEstimatedNet: 'Lowest net at the escalated price',
  mostCertain: 'Most certain to close',
  leastCertain: 'Least certain to close',
};

export const isDecisionSort = (value: string | null | undefined): value is DecisionSort =>
  (DECISION_SORTS as readonly (string | null | undefined)[]).includes(value);

const SORT_VALUES: Record<DecisionSort, { value: (decision: OfferDecision) => number; sign: 1 | -1 }> = {
  highestEstimatedNet: { value: (decision) => decision.net.netReturn, sign: -1 },
  lowestEstimatedNet: { value: (decision) => decision.net.netReturn, sign: 1 },
  mostCertain: { value: (decision) => decision.certainty.score, sign: -1 },
  leastCertain: { value: (decision) => decision.certainty.score, sign: 1 },
};

export const sortDecisions = (decisions: readonly OfferDecision[], sort: DecisionSort): OfferDecision[] => {
  const { value, sign } = SORT_VALUES[sort];
  // Stryker disable next-line ArithmeticOperator: sign is 1 or -1, so multiplying and dividing by it agree
  return [...decisions].sort((a, b) => (value(a) - value(b)) * sign || a.offer.id - b.offer.id);
};

/** The sortable columns of the tab: a click sorts the column highest first, a second click lowest first. */
const COLUMN_SORTS = {
  net: { descending: 'highestEstimatedNet', ascending: 'lowestEstimatedNet' },
  certainty: { descending: 'mostCertain', ascending: 'leastCertain' },
} as const satisfies Record<string, { descending: DecisionSort; ascending: DecisionSort }>;

export type SortableColumn = keyof typeof COLUMN_SORTS;

export const columnSortState = (column: SortableColumn, sort: string | null): 'descending' | 'ascending' | 'none' =>
  sort === COLUMN_SORTS[column].descending
    ? 'descending'
    : sort === COLUMN_SORTS[column].ascending
      ? 'ascending'
      : 'none';

export const nextColumnSort = (column: SortableColumn, sort: string | null): DecisionSort =>
  columnSortState(column, sort) === 'descending' ? COLUMN_SORTS[column].ascending : COLUMN_SORTS[column].descending;
