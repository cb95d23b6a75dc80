import { Button, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Listing } from '@contract/schemas/listing';
import type { Offer } from '@contract/schemas/offer';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { SuccessNotice } from '@/components/success-notice';
import { paths, type RouteParams } from '@/config/paths';
import { SendToSellersModal } from './send-to-sellers-modal';
import { useApproveOffer, useKeepBest, useRequestBest } from './use-offer-actions';

/** The offer as its address names it: the listing's id or slug, and the offer's id. */
export type OfferRef = RouteParams<typeof paths.listing.offer.path>;

/**
 * What the viewer may do with the offer. Listing agents approve,
 * counter, request the highest and best and send offers to the sellers; the offer's own
 * buyers' agent edits it and keeps it as their best. Negotiation needs an active listing.
 */
export function OfferActions({
  offer,
  listing,
  offerRef,
  isListingAgent,
  isOwnBuyersAgent,
}: {
  offer: Offer;
  listing: Listing;
  offerRef: OfferRef;
  isListingAgent: boolean;
  isOwnBuyersAgent: boolean;
}) {
  const approve = useApproveOffer();
  const keepBest = useKeepBest();
  const requestBest = useRequestBest();
  const [sendOpened, { open: openSend, close: closeSend }] = useDisclosure(false);
  const [notice, setNotice] = useState<string | null>(null);
  const isOpen = listing.isActive && listing.status === 'active';
  const failed = approve.error ?? keepBest.error ?? requestBest.error;
  const fallback = approve.error
    ? 'Failed to approve offer'
    : keepBest.error
      ? 'Failed to keep offer same'
      : 'Failed to request best offer';

  return (
    <Stack gap="xs">
      {failed && <ApiErrorAlert error={failed} fallback={fallback} />}
      {notice && <SuccessNotice onDismiss={() => setNotice(null)}>{notice}</SuccessNotice>}
      <Group gap="xs">
        {isListingAgent && !offer.approvedToSendToSeller && listing.isActive && (
          <Button
            loading={approve.isPending}
            onClick={() =>
              approve.mutate(
                { params: { offerId: offer.id } },
                { onSuccess: () => setNotice('The offer was approved for the sellers.') },
              )
            }
          >
            Approve
          </Button>
        )}
        {isListingAgent && isOpen && (
          <Button component={Link} to={paths.listing.counteroffer.href(offerRef)} variant="default">
            Counter
          </Button>
        )}
        {isListingAgent && isOpen && (
          <Button
            variant="default"
            loading={requestBest.isPending}
            onClick={() =>
              requestBest.mutate(
                { body: { listingId: listing.id, offerIds: [offer.id] } },
                { onSuccess: () => setNotice("The buyer's agent was asked for their highest and best offer.") },
              )
            }
          >
            Request best
          </Button>
        )}
        {isListingAgent && listing.isActive && (
          <Button variant="default" onClick={openSend}>
            Send to sellers
          </Button>
        )}
        {isOwnBuyersAgent && isOpen && (
          <Button component={Link} to={paths.listing.editOffer.href(offerRef)} variant="default">
            Edit
          </Button>
        )}
        {isOwnBuyersAgent && isOpen && offer.bestOfferRequest && (
          <Button
            loading={keepBest.isPending}
            onClick={() =>
              offer.bestOfferRequest &&
              keepBest.mutate(
                { body: { offerToken: offer.bestOfferRequest.offerToken } },
                { onSuccess: () => setNotice('The offer was kept as your highest and best.') },
              )
            }
          >
            Keep best
          </Button>
        )}
        <Button component={Link} to={paths.listing.offerHistory.href(offerRef)} variant="subtle">
          History
        </Button>
        <Button component={Link} to={paths.listing.offerLogs.href(offerRef)} variant="subtle">
          Offer log
        </Button>
      </Group>
      {isListingAgent && (
        <SendToSellersModal
          opened={sendOpened}
          onClose={closeSend}
          listingId={listing.id}
          offerId={offer.id}
          onSent={(sent) => {
            closeSend();
            setNotice(sent === 1 ? '1 offer was sent to the sellers.' : `${sent} offers were sent to the sellers.`);
          }}
        />
      )}
    </Stack>
  );
}
