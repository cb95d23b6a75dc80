import { Anchor, Badge, Checkbox, Group, Table } from '@mantine/core';
import { Link } from 'react-router';
import type { Listing } from '@contract/schemas/listing';
import type { Offer } from '@contract/schemas/offer';
import { FINANCING_TYPE_LABELS } from '@contract/schemas/enums';
import { formatCurrency, formatDate } from '@/lib/format';
import { formatMoneyValue } from '../../lib/offer-fields';
import { isAwaitingApproval } from '../../lib/offer-viewer';

const enabledInspections = (offer: Offer): number => offer.inspections.filter((inspection) => inspection.isEnabled).length;

/** One page of offers. The seller side gets badges and picks offers to compare. */
export function OffersTable({
  offers,
  listing,
  listingPath,
  showBadges,
  selected,
  onToggle,
}: {
  offers: readonly Offer[];
  listing: Listing;
  listingPath: string;
  showBadges: boolean;
  selected: ReadonlySet<number> | null;
  onToggle: (offerId: number) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped withTableBorder aria-label="Offers">
        <Table.Thead>
          <Table.Tr>
            {selected && <Table.Th scope="col">Compare</Table.Th>}
            <Table.Th scope="col">Offer</Table.Th>
            <Table.Th scope="col">Buyers</Table.Th>
            <Table.Th scope="col">Purchase price</Table.Th>
            <Table.Th scope="col">Financing</Table.Th>
            <Table.Th scope="col">Escalation maximum</Table.Th>
            <Table.Th scope="col">Appraisal gap</Table.Th>
            <Table.Th scope="col">Inspections</Table.Th>
            <Table.Th scope="col">Closing date</Table.Th>
            <Table.Th scope="col">Possession date</Table.Th>
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
                <Group gap={6} wrap="nowrap">
                  <Anchor component={Link} to={`${listingPath}/offers/${offer.id}`}>
                    {offer.simpleId}
                  </Anchor>
                  {showBadges && isAwaitingApproval(listing, offer) && (
                    <Badge size="xs" color="orange.9">
                      Awaiting approval
                    </Badge>
                  )}
                  {showBadges && offer.isHighestAndBestOffer === true && (
                    <Badge size="xs" color="grape.9">
                      Highest and best
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{offer.buyers.join(', ')}</Table.Td>
              <Table.Td>{formatCurrency(offer.purchasePrice)}</Table.Td>
              <Table.Td>{FINANCING_TYPE_LABELS[offer.financingType]}</Table.Td>
              <Table.Td>{formatMoneyValue(offer.isEscalationClause ? offer.escalationClauseMaximumPurchasePrice : null)}</Table.Td>
              <Table.Td>{formatMoneyValue(offer.isBuyerAppraisalGapCoverage ? offer.buyerAppraisalGapCoverage : null)}</Table.Td>
              <Table.Td>{enabledInspections(offer)}</Table.Td>
              <Table.Td>{formatDate(offer.closingDate)}</Table.Td>
              <Table.Td>{formatDate(offer.possessionDate)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
