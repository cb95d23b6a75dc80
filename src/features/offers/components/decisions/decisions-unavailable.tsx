import { Alert, Button, Group, Text } from '@mantine/core';
import { getErrorMessage } from '@/lib/error-message';
import { DECISION_LABELS } from '../../lib/decisions/decision-labels';

/**
 * The decision columns when the request for every offer on the listing failed (a backend
 * without the route, a fault): said once above the list, with a retry, while the page's
 * offers still show. Their cells read 'Not available' rather than loading forever.
 */
export function DecisionsUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const figures = `${DECISION_LABELS.escalatedPrice.toLowerCase()}, the net at it and the ${DECISION_LABELS.certainty.toLowerCase()}`;
  return (
    <Alert color="red" variant="light" role="alert" title="These offers’ decisions could not be worked out">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">
          The {figures} need every offer on the listing, and those could not be loaded:{' '}
          {getErrorMessage(error, 'Failed to get offers list')}
        </Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          Retry
        </Button>
      </Group>
    </Alert>
  );
}
