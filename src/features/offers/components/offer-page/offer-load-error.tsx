import { Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { isHttpStatus } from '@/lib/api-errors';

type OfferLoadErrorProps = {
  error: unknown;
  fallback: string;
  onRetry: () => void;
  listingPath: string;
};

/**
 * An offer (or its versions, or its log) that failed to load. An offer that is not there
 * ('Offer not found': a wrong link, or one this user may not see) will not appear on a
 * retry: the way on is back to the listing. Any other failure may pass: Retry.
 */
export function OfferLoadError({ error, fallback, onRetry, listingPath }: OfferLoadErrorProps) {
  if (!isHttpStatus(error, 404)) return <ApiErrorAlert error={error} fallback={fallback} onRetry={onRetry} />;
  return (
    <Stack align="flex-start" gap={0}>
      <ApiErrorAlert error={error} fallback={fallback} />
      <Button component={Link} to={listingPath} variant="default">
        Back to listing
      </Button>
    </Stack>
  );
}
