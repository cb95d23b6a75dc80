import { Checkbox, Table, VisuallyHidden } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import type { Listing } from '@contract/schemas/listing';
import type { Offer } from '@contract/schemas/offer';
import { ScrollRegion } from '@/components/scroll-region';
import { DECISION_LABELS } from '../../lib/decisions/decision-labels';
import type { DecisionSort } from '../../lib/decisions/decision-sorts';
import type { OfferDecision } from '../../lib/decisions/offer-decisions';
import { OFFER_LIST_COLUMNS, offerListFacts, type OfferListFact } from '../../lib/offer-list-facts';
import {
  certaintyText,
  DecisionMissing,
  EscalatedPrice,
  netText,
  type DecisionsState,
} from '../decisions/decision-cells';
import { SortableHeader } from '../decisions/sortable-header';
import { OfferIdCell } from './offer-id-cell';
import classes from './offers-table.module.css';

/** The seller side's decision columns: `byId` is null until every offer has loaded. */
type DecisionColumnsProps = {
  byId: ReadonlyMap<number, OfferDecision> | null;
  state: DecisionsState;
  sort: string | null;
  onSort: (sort: DecisionSort) => void;
};

export type OffersListProps = {
  offers: readonly Offer[];
  listing: Listing;
  /** The listing as the address names it: its id or its slug. */
  idOrSlug: string;
  /** The offer links carry the escalation toggle, so an offer's page resolves escalation as the tab did. */
  offerQuery: string;
  showBadges: boolean;
  selected: ReadonlySet<number> | null;
  onToggle: (offerId: number) => void;
  /** Seller side only; null hides the columns. */
  decisions: DecisionColumnsProps | null;
};

/** The pinned columns' widths: each pinned cell sits where the ones before it end. */
const PINNED_WIDTHS = { compare: 48, offer: 220, price: 112 } as const;
const PRICE_LABEL = 'Purchase price';

const pinned = (left: number, width: number, isLast: boolean): { className: string; style: CSSProperties } => ({
  className: isLast ? `${classes.pinned} ${classes.lastPinned}` : classes.pinned,
  style: { left, width, minWidth: width, maxWidth: width },
});

/**
 * One page of offers, on a tablet or a desktop, made for reading many: the compare box, the
 * offer's id and its price stay pinned on the left while the other columns scroll sideways,
 * and the header row stays at the top while the rows scroll. The box is never taller than
 * the window less the frame around it, so whenever any row is in view, the header is too
 * (docs/decisions/0053). The seller side gets badges and picks offers to compare.
 */
export function OffersTable(props: OffersListProps) {
  const { offers, selected, decisions } = props;
  const compareLeft = 0;
  const offerLeft = selected ? PINNED_WIDTHS.compare : 0;
  const priceLeft = offerLeft + PINNED_WIDTHS.offer;
  const columns = {
    compare: pinned(compareLeft, PINNED_WIDTHS.compare, false),
    offer: pinned(offerLeft, PINNED_WIDTHS.offer, false),
    price: pinned(priceLeft, PINNED_WIDTHS.price, true),
  };

  return (
    <ScrollRegion label="Offers table" className={classes.region}>
      <Table className={classes.table} withRowBorders={false} verticalSpacing={4} aria-label="Offers">
        <Table.Thead>
          <Table.Tr>
            {selected && (
              <Table.Th scope="col" {...columns.compare}>
                <VisuallyHidden>Compare</VisuallyHidden>
              </Table.Th>
            )}
            <Table.Th scope="col" {...columns.offer}>
              Offer
            </Table.Th>
            <Table.Th scope="col" {...columns.price}>
              {PRICE_LABEL}
            </Table.Th>
            {decisions && (
              <>
                <Table.Th scope="col">{DECISION_LABELS.escalatedPrice}</Table.Th>
                <SortableHeader
                  column="net"
                  label={DECISION_LABELS.netAtEscalatedPrice}
                  sort={decisions.sort}
                  onSort={decisions.onSort}
                />
                <SortableHeader
                  column="certainty"
                  label={DECISION_LABELS.certainty}
                  sort={decisions.sort}
                  onSort={decisions.onSort}
                />
              </>
            )}
            {OFFER_LIST_COLUMNS.filter((column) => column !== PRICE_LABEL).map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {offers.map((offer) => {
            const facts = offerListFacts(offer);
            return (
              <Table.Tr key={offer.id} data-offer-id={offer.id}>
                {selected && (
                  <Table.Td {...columns.compare}>
                    <Checkbox
                      aria-label={`Compare offer ${offer.simpleId}`}
                      checked={selected.has(offer.id)}
                      onChange={() => props.onToggle(offer.id)}
                    />
                  </Table.Td>
                )}
                <Table.Td {...columns.offer}>
                  <OfferIdCell
                    offer={offer}
                    listing={props.listing}
                    idOrSlug={props.idOrSlug}
                    query={props.offerQuery}
                    showBadges={props.showBadges}
                  />
                </Table.Td>
                <Table.Td {...columns.price}>{facts.find((fact) => fact.label === PRICE_LABEL)?.value}</Table.Td>
                {decisions && <DecisionCells decision={decisions.byId?.get(offer.id)} state={decisions.state} />}
                {facts
                  .filter((fact) => fact.label !== PRICE_LABEL)
                  .map((fact) => (
                    <FactCell key={fact.label} fact={fact} />
                  ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/** Names and money read best on one line; a long financing label or a list of buyers may wrap. */
const WRAPPING_FACTS = new Set(['Buyers', 'Financing']);

function FactCell({ fact }: { fact: OfferListFact }) {
  return <Table.Td className={WRAPPING_FACTS.has(fact.label) ? classes.wraps : classes.oneLine}>{fact.value}</Table.Td>;
}

function DecisionCells({ decision, state }: { decision: OfferDecision | undefined; state: DecisionsState }) {
  const cell = (content: ReactNode) => <Table.Td className={classes.oneLine}>{content}</Table.Td>;
  if (!decision) {
    const missing = <DecisionMissing state={state === 'ready' ? 'pending' : state} />;
    return (
      <>
        {cell(missing)}
        {cell(missing)}
        {cell(missing)}
      </>
    );
  }
  return (
    <>
      {cell(<EscalatedPrice decision={decision} oneLine />)}
      {cell(netText(decision))}
      {cell(certaintyText(decision))}
    </>
  );
}
