import { Checkbox, Table } from '@mantine/core';
import type { Listing } from '@contract/schemas/listing';
import type { Offer } from '@contract/schemas/offer';
import { OFFER_LIST_COLUMNS, offerListFacts } from '../../lib/offer-list-facts';
import { OfferIdCell } from './offer-id-cell';

export type OffersListProps = {
  offers: readonly Offer[];
  listing: Listing;
  /** The listing as the address names it: its id or its slug. */
  idOrSlug: string;
  showBadges: boolean;
  selected: ReadonlySet<number> | null;
  onToggle: (offerId: number) => void;
};

/** One page of offers, on a tablet or a desktop. The seller side gets badges and picks offers to compare. */
export function OffersTable({ offers, listing, idOrSlug, showBadges, selected, onToggle }: OffersListProps) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped withTableBorder aria-label="Offers">
        <Table.Thead>
          <Table.Tr>
            {selected && <Table.Th scope="col">Compare</Table.Th>}
            <Table.Th scope="col">Offer</Table.Th>
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
