import { Checkbox, Group } from '@mantine/core';
import { StackedItem, StackedList } from '@/components/stacked-list/stacked-list';
import { offerListFacts } from '../../lib/offer-list-facts';
import { decisionFacts } from '../decisions/decision-cells';
import { OfferIdCell } from './offer-id-cell';
import type { OffersListProps } from './offers-table';

/** The offers table on a phone: one card per offer, the same facts and the same compare box. */
export function OffersCards({
  offers,
  listing,
  idOrSlug,
  offerQuery,
  showBadges,
  selected,
  onToggle,
  decisions,
}: OffersListProps) {
  return (
    <StackedList label="Offers">
      {offers.map((offer) => (
        <StackedItem
          key={offer.id}
          title={
            <Group gap="sm" wrap="nowrap" align="flex-start">
              {selected && (
                <Checkbox
                  aria-label={`Compare offer ${offer.simpleId}`}
                  checked={selected.has(offer.id)}
                  onChange={() => onToggle(offer.id)}
                />
              )}
              <OfferIdCell
                offer={offer}
                listing={listing}
                idOrSlug={idOrSlug}
                query={offerQuery}
                showBadges={showBadges}
              />
            </Group>
          }
          facts={
            decisions
              ? [...decisionFacts(decisions.byId?.get(offer.id), decisions.state), ...offerListFacts(offer)]
              : offerListFacts(offer)
          }
        />
      ))}
    </StackedList>
  );
}
