import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useHideNewListingBanner, useListingCounts } from '../../api/listings-queries';

/**
 * Whether the 'Listing {address} created' banner shows: `action=created` in the URL, a user
 * on the selling side (never for buyer-side users; a user with no listing on
 * the selling side is one), and the preference not set. Once shown it stays until closed,
 * even when 'Dont show this again' changes the preference underneath it.
 */
export const useNewListingBanner = () => {
  const [params] = useSearchParams();
  const isCreated = params.get('action') === 'created';
  const address = params.get('address') ?? '';
  const counts = useListingCounts();
  const isSellerSideUser = (counts.data?.selling ?? 0) > 0;
  const hidden = useHideNewListingBanner(isCreated && isSellerSideUser);
  const [state, setState] = useState<'waiting' | 'shown' | 'closed'>('waiting');

  const shouldShow = isCreated && isSellerSideUser && hidden.data === false;
  if (state === 'waiting' && shouldShow) setState('shown');

  return {
    isShown: state === 'shown' || (state === 'waiting' && shouldShow),
    address,
    close: () => setState('closed'),
  };
};
