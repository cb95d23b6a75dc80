import { Alert, List, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { ServerError } from '../hooks/use-server-error';

/**
 * The danger alert above a form. Each new error takes focus (tabIndex -1), so
 * keyboard and screen-reader users meet it at once; role=alert announces it as it appears.
 */
export function FormErrorAlert({ error }: { error: ServerError | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) ref.current?.focus();
  }, [error]);
  if (!error) return null;
  return (
    <Alert ref={ref} tabIndex={-1} color="red" variant="light" role="alert" title={error.title} mb="md">
      <Text size="sm">{error.message}</Text>
      {error.details.length > 0 && (
        <List size="sm" mt="xs">
          {error.details.map((detail) => (
            <List.Item key={detail}>{detail}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
