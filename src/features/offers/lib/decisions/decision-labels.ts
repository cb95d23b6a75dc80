import { NET_RETURN_LABEL } from '../seller-cost-rows';

/*
 * The names of the seller side's decision figures, the same on the offers tab, in compare and
 * on an offer's page, so that a figure is known by its name wherever it shows. Two nets have
 * two names: the spec's estimated net return is taken at the offer's purchase price; the net
 * at the escalated price is the same sum taken at the price the offer reaches once the
 * escalation clauses have played out (docs/offer-decisions.md).
 */
export const DECISION_LABELS = {
  escalatedPrice: 'Escalated price',
  netAtEscalatedPrice: 'Estimated net at the escalated price',
  certainty: 'Close certainty',
} as const;

/** Why an offer can show two nets, said wherever both can be seen or one is sorted by. */
export const TWO_NETS_EXPLANATION =
  `${DECISION_LABELS.netAtEscalatedPrice} is what the sellers would net at the price the offer reaches once ` +
  `the escalation clauses have played out. The ${NET_RETURN_LABEL.toLowerCase()} is taken at the offer's own ` +
  'purchase price. The two differ only when an offer escalates.';
