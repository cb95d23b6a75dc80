import { Checkbox, Table } from '@mantine/core';
import type { Listing } from '@contract/schemas/listing';
import type { Offer } from '@contract/schemas/offer';
import type { DecisionSort } from '../../lib/decisions/decision-sorts';
import type { OfferDecision } from '../../lib/decisions/offer-decisions';
import { OFFER_LIST_COLUMNS, offerListFacts } from '../../lib/offer-list-facts';
import { certaintyText, DECISION_COLUMNS, DecisionPending, EscalatedPrice, netText } from '../decisions/decision-cells';
import { SortableHeader } from '../decisions/sortable-header';
import { OfferIdCell } from './offer-id-cell';

/** The seller side's decision columns (issue 18): `byId` is null while every offer is still loading. */
type DecisionColumnsProps = {
  byId: ReadonlyMap<number, OfferDecision> | null;
  sort: string | null;
  onSort: (sort: DecisionSort) => void;
};

export type OffersListProps = {
  offers: readonly Offer[];
  listing: Listing;
  /** The listing as the address names it: its id or its slug. */
  idOrSlug: string;
  showBadges: boolean;
  selected: ReadonlySet<number> | null;
  onToggle: (offerId: number) => void;
  /** Seller side only; null hides the columns. */
  decisions: DecisionColumnsProps | null;
};

/** One page of offers, on a tablet or a desktop. The seller side gets badges and picks offers to compare. */
export function OffersTable({ offers, listing, idOrSlug, showBadges, selected, onToggle, decisions }: OffersListProps) {
  return (
    <Table.ScrollContainer minWidth={decisions ? 1320 : 960}>
      <Table striped withTableBorder aria-label="Offers">
        <Table.Thead>
          <Table.Tr>
            {selected && <Table.Th scope="col">Compare</Table.Th>}
            <Table.Th scope="col">Offer</Table.Th>
            {decisions && (
              <>
                <Table.Th scope="col">{DECISION_COLUMNS.escalatedPrice}</Table.Th>
                <SortableHeader
                  column="net"
                  label={DECISION_COLUMNS.net}
                  sort={decisions.sort}
                  onSort={decisions.onSort}
                />
                <SortableHeader
                  column="certainty"
                  label={DECISION_COLUMNS.certainty}
                  sort={decisions.sort}
                  onSort={decisions.onSort}
                />
              </>
            )}
            {OFFER_LIST_COLUMNS.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {offers.map((offer) => (
            <Table.Tr key={offer.id} data-offer-id={offer.id}>
              {selected && (
                <Table.Td>
                  <Checkbox
                    aria-label={`Compare offer ${offer.simpleId}`}
                    checked={selected.has(offer.id)}
                    onChange={() => onToggle(offer.id)}
                  />
                </Table.Td>
              )}
              <Table.Td>
                <OfferIdCell offer={offer} listing={listing} idOrSlug={idOrSlug} showBadges={showBadges} />
              </Table.Td>
              {decisions && <DecisionCells decision={decisions.byId?.get(offer.id) ?? null} />}
              {offerListFacts(offer).map((fact) => (
                <Table.Td key={fact.label}>{fact.value}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function DecisionCells({ decision }: { decision: OfferDecision | null }) {
  if (!decision) {
    return (
      <>
        {[DECISION_COLUMNS.escalatedPrice, DECISION_COLUMNS.net, DECISION_COLUMNS.certainty].map((column) => (
          <Table.Td key={column}>
            <DecisionPending />
          </Table.Td>
        ))}
      </>
    );
  }
  return (
    <>
      <Table.Td>
        <EscalatedPrice decision={decision} />
      </Table.Td>
      <Table.Td>{netText(decision)}</Table.Td>
      <Table.Td>{certaintyText(decision)}</Table.Td>
    </>
  );
}
