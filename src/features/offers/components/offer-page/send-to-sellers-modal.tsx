import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ApiErrorAlert, QueryErrorAlert } from '@/components/api-error-alert';
import { LoadingRows } from '@/components/loading-rows';
import { MODAL_DEFAULTS } from '@/components/modal-defaults';
import { successBody } from '@/lib/tsr';
import { useOfferChoices } from '../../api/offer-queries';
import { offerChoiceLabel } from '../../lib/offer-option-labels';
import { useSendToSellers } from './use-offer-actions';

/** Choose which of the listing's offers go to the sellers; the offer the action started from is chosen first. */
export function SendToSellersModal({
  opened,
  onClose,
  listingId,
  offerId,
  onSent,
}: {
  opened: boolean;
  onClose: () => void;
  listingId: number;
  offerId: number;
  onSent: (sent: number) => void;
}) {
  const offers = useOfferChoices(listingId, { enabled: opened });
  const [chosen, setChosen] = useState<string[]>([String(offerId)]);
  const send = useSendToSellers();

  return (
    <Modal {...MODAL_DEFAULTS} opened={opened} onClose={onClose} title="Send offers to sellers">
      <Stack gap="sm">
        {send.isError && <ApiErrorAlert error={send.error} fallback="Failed to keep offer same" />}
        {offers.isPending && <LoadingRows label="Loading the offers" />}
        {offers.isError && <QueryErrorAlert query={offers} fallback="Failed to get offers list" />}
        {offers.data && (
          <Checkbox.Group label="Offers to send" value={chosen} onChange={setChosen}>
            <Stack gap={6} mt="xs" mah={320} style={{ overflowY: 'auto' }}>
              {offers.data.map((offer) => (
                <Checkbox key={offer.id} value={String(offer.id)} label={offerChoiceLabel(offer)} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Text size="sm" c="dimmed">
          Offers sent to the sellers are approved on the way.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            loading={send.isPending}
            disabled={chosen.length === 0}
            onClick={() =>
              send.mutate(
                { params: { offerId }, body: { ids: chosen.map(Number) } },
                { onSuccess: (response) => onSent(successBody(response).sent) },
              )
            }
          >
            Send to sellers
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
