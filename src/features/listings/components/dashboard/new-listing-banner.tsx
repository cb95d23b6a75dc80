import { Alert, Checkbox, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { describeError } from '@/lib/error-message';
import { HIDE_NEW_LISTING_BANNER, useSetHideNewListingBanner } from '../../api/listings-queries';

/**
 * 'Listing {address} created'. Closing it hides it for now; the checkbox
 * stores the preference hideNewListingInfoBanner as the text 'true' or 'false', which
 * decides whether the next creation shows it.
 */
export function NewListingBanner({ address, onClose }: { address: string; onClose: () => void }) {
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const preference = useSetHideNewListingBanner();

  const choose = (checked: boolean) => {
    setDontShowAgain(checked);
    preference.mutate({
      params: { key: HIDE_NEW_LISTING_BANNER },
      body: { key: HIDE_NEW_LISTING_BANNER, value: String(checked) },
    });
  };

  return (
    <Alert
      color="green"
      variant="light"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
      mb="md"
      aria-label="New listing"
    >
      <Stack gap="xs">
        <Text fw={600}>{address ? `Listing ${address} created` : 'Listing created'}</Text>
        <Checkbox
          label="Dont show this again"
          checked={dontShowAgain}
          disabled={preference.isPending}
          onChange={(event) => choose(event.currentTarget.checked)}
        />
        {preference.isError && (
          <Text size="sm" c="red.8" role="alert">
            {describeError(preference.error, 'Failed to update preference').message}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
