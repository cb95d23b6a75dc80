import { Alert, Divider, Stack, Text } from '@mantine/core';
import type { Listing } from '@contract/schemas/listing';
import type { Offer } from '@contract/schemas/offer';
import { QueryErrorAlert } from '@/components/api-error-alert';
import { LoadingRows } from '@/components/loading-rows';
import { PageHeader } from '@/components/page-header';
import { formatDate } from '@/lib/format';
import { useCurrentUser } from '@/lib/session/use-session';
import { useOffer } from '../../api/offer-queries';
import { closeCertainty } from '../../lib/decisions/close-certainty';
import { computeNetReturn } from '../../lib/net-return';
import { isAwaitingApproval, type OfferViewer } from '../../lib/offer-viewer';
import { CloseCertaintyPanel } from '../decisions/close-certainty-panel';
import { EscalatedPricePanel } from '../decisions/escalated-price-panel';
import { NetReturnSummary } from '../net-return/net-return-summary';
import { OfferActions, type OfferRef } from './offer-actions';
import { OfferBadges } from './offer-badges';
import { OfferDocuments } from './offer-documents';
import { OfferFieldsView } from './offer-fields-view';
import { OfferLoadError } from './offer-load-error';
import { listingBreadcrumbs, useOfferRoute } from './use-offer-route';

/** `paths.listing.offer`: the current version of one offer. */
export function OfferPage() {
  const { idOrSlug, offerId, offerRef, listingPath, listing, viewer } = useOfferRoute();
  const offer = useOffer(offerId);
  const title = offer.data ? `Offer ${offer.data.simpleId}` : 'Offer';

  return (
    <Stack gap="md">
      <PageHeader title={title} breadcrumbs={[...listingBreadcrumbs(listing.data, idOrSlug), { label: title }]} />
      {offer.isError && <OfferLoadError query={offer} fallback="Failed to get offer" listingPath={listingPath} />}
      {listing.isError && <QueryErrorAlert query={listing} fallback="Failed to fetch listing" />}
      {(offer.isPending || listing.isPending) && !offer.isError && !listing.isError && (
        <LoadingRows label="Loading the offer" rows={8} />
      )}
      {offer.data && listing.data && viewer && (
        <OfferDetails offer={offer.data} listing={listing.data} viewer={viewer} offerRef={offerRef} />
      )}
    </Stack>
  );
}

function OfferDetails({
  offer,
  listing,
  viewer,
  offerRef,
}: {
  offer: Offer;
  listing: Listing;
  viewer: OfferViewer;
  offerRef: OfferRef;
}) {
  const user = useCurrentUser();
  const awaiting = isAwaitingApproval(listing, offer);
  return (
    <Stack gap="lg">
      {viewer.showBadges && <OfferBadges offer={offer} isAwaitingApproval={awaiting} />}
      {viewer.role === 'listing-agent' && awaiting && (
        <Alert color="orange" variant="light" title="Awaiting approval">
          A seller on this listing asked to see offers only after a listing agent approves them. Approve this offer to
          send it to the sellers.
        </Alert>
      )}
      {offer.bestOfferRequest && (
        <Alert color="grape" variant="light" title="Highest and best requested">
          <Text size="sm">
            The listing agent asked for your highest and best offer. Edit the offer to improve it, or keep it as it is.
          </Text>
          {offer.bestOfferRequest.message && (
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
              {offer.bestOfferRequest.message}
            </Text>
          )}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        Submitted {formatDate(offer.createdAt, { time: true })}
      </Text>
      <OfferActions
        offer={offer}
        listing={listing}
        offerRef={offerRef}
        isListingAgent={viewer.role === 'listing-agent'}
        isOwnBuyersAgent={user?.id === offer.buyersAgent.id}
      />
      {viewer.isSellerSide && <EscalatedPricePanel listing={listing} offer={offer} />}
      {viewer.showNetReturn && <NetReturnSummary netReturn={computeNetReturn(listing, offer)} />}
      {viewer.isSellerSide && <CloseCertaintyPanel certainty={closeCertainty(offer)} />}
      <Divider />
      <OfferFieldsView offer={offer} isSellerSide={viewer.isSellerSide} />
      <OfferDocuments documents={offer.documents} />
    </Stack>
  );
}
