import { useParams } from 'react-router';
import { useListing } from '@/lib/api/listing';

/**
 * The listing of the page a section renders in: the same cache entry the page itself
 * loaded (sections render only once it has), so no second request.
 */
export const useRouteListing = () => {
  const { listingId: idOrSlug = '' } = useParams();
  return { idOrSlug, listing: useListing(idOrSlug).data };
};
