import { compareSummary } from '../../lib/decisions/compare-summary';
import { decisionGroup } from '../../lib/decisions/decision-rows';
import type { OfferDecision, OfferDecisions } from '../../lib/decisions/offer-decisions';
import type { OfferColumn, TableGroup } from '../../lib/offer-table';
import { CompareSummaryView } from './compare-summary-view';

/** Compare's summary over the compared offers (seller side), when two or more are shown. */
export function CompareDecisions({
  columns,
  decisions,
}: {
  columns: readonly OfferColumn[];
  decisions: OfferDecisions;
}) {
  const compared = columns
    .map((column) => decisions.byId.get(column.offer.id))
    .filter((d): d is OfferDecision => d !== undefined);
  const summary = compareSummary(compared);
  return summary ? <CompareSummaryView summary={summary} /> : null;
}

/** The table's groups with the decision rows first (seller side); unchanged for the buying side. */
export const withDecisionGroup = (
  groups: TableGroup[],
  columns: readonly OfferColumn[],
  decisions: OfferDecisions | null,
): TableGroup[] => (decisions ? [decisionGroup(columns, decisions), ...groups] : groups);
