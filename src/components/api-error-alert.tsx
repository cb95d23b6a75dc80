import { Alert, Button, Group, Text } from '@mantine/core';
import { describeError } from '@/lib/error-message';

/**
 * A failed call as a danger alert ("Server errors appear in a danger alert
 * above the form"). With `onRetry` it stands in for data that failed to load. The text is
 * resolved by describeError, never the raw error.
 */
export function ApiErrorAlert({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  /** The caller's fallback, used only when neither the answer nor the route names a message. */
  fallback?: string;
  onRetry?: () => void;
}) {
  const { title, message } = describeError(error, fallback);
  return (
    <Alert color="red" variant="light" role="alert" title={title} mb="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button size="xs" variant="default" onClick={onRetry}>
            Retry
          </Button>
        )}
      </Group>
    </Alert>
  );
}

/** A read (a react-query result) that failed, and how to run it again. */
export type FailedRead = { error: unknown; refetch: () => unknown };

/** A read that failed, standing in for its data, with a Retry that runs the read again. */
export function QueryErrorAlert({ query, fallback }: { query: FailedRead; fallback?: string }) {
  return <ApiErrorAlert error={query.error} fallback={fallback} onRetry={() => void query.refetch()} />;
}
