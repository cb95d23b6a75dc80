import { Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { ApiErrorAlert, QueryErrorAlert, type FailedRead } from '@/components/api-error-alert';
import { isHttpStatus } from '@/lib/api-errors';

type OfferLoadErrorProps = {
  query: FailedRead;
  fallback: string;
  listingPath: string;
};

/**
 * An offer (or its versions, or its log) that failed to load. An offer that is not there
 * ('Offer not found': a wrong link, or one this user may not see) will not appear on a
 * retry: the way on is back to the listing. Any other failure may pass: Retry.
 */
export function OfferLoadError({ query, fallback, listingPath }: OfferLoadErrorProps) {
  if (!isHttpStatus(query.error, 404)) return <QueryErrorAlert query={query} fallback={fallback} />;
  return (
    <Stack align="flex-start" gap={0}>
      <ApiErrorAlert error={query.error} fallback={fallback} />
      <Button component={Link} to={listingPath} variant="default">
        Back to listing
      </Button>
    </Stack>
  );
}
